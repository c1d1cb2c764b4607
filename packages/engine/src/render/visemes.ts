import type { MouthShape } from './mouth-shape.js';

/** A small viseme set, enough for convincing lip-sync on a 2D face. */
export type Viseme =
  | 'rest'
  | 'MBP'
  | 'FV'
  | 'TH'
  | 'TD'
  | 'S'
  | 'SH'
  | 'KG'
  | 'R'
  | 'L'
  | 'AA'
  | 'E'
  | 'I'
  | 'O'
  | 'U';

export const visemeShapes: Record<Viseme, MouthShape> = {
  rest: { open: 0, width: 0.5, round: 0, teeth: 0, tongue: 0 },
  MBP: { open: 0, width: 0.46, round: 0.1, teeth: 0, tongue: 0 },
  FV: { open: 0.1, width: 0.52, round: 0, teeth: 1, tongue: 0 },
  TH: { open: 0.2, width: 0.52, round: 0, teeth: 0.9, tongue: 0.9 },
  TD: { open: 0.22, width: 0.54, round: 0, teeth: 0.8, tongue: 0.3 },
  S: { open: 0.1, width: 0.62, round: 0, teeth: 1, tongue: 0 },
  SH: { open: 0.2, width: 0.34, round: 0.65, teeth: 0.8, tongue: 0 },
  KG: { open: 0.36, width: 0.5, round: 0, teeth: 0.4, tongue: 0.25 },
  R: { open: 0.22, width: 0.4, round: 0.45, teeth: 0.3, tongue: 0.1 },
  L: { open: 0.3, width: 0.52, round: 0, teeth: 0.6, tongue: 0.8 },
  AA: { open: 1, width: 0.6, round: 0.05, teeth: 0.35, tongue: 0.3 },
  E: { open: 0.55, width: 0.64, round: 0, teeth: 0.55, tongue: 0.2 },
  I: { open: 0.3, width: 0.8, round: 0, teeth: 0.7, tongue: 0.1 },
  O: { open: 0.62, width: 0.3, round: 0.85, teeth: 0.2, tongue: 0.1 },
  U: { open: 0.24, width: 0.2, round: 1, teeth: 0.1, tongue: 0 },
};

/** Whole-symbol matches first: affricates and clusters that a first-letter rule would misread. */
const clusterVisemes: Record<string, Viseme> = {
  tʃ: 'SH',
  dʒ: 'SH',
  tɕ: 'SH',
  dʑ: 'SH',
  ʈʂ: 'SH',
  ts: 'S',
  dz: 'S',
  θ: 'TH',
  ð: 'TH',
};

const letterVisemes: Record<string, Viseme> = {
  m: 'MBP',
  b: 'MBP',
  p: 'MBP',
  ɱ: 'FV',
  f: 'FV',
  v: 'FV',
  β: 'FV',
  ʋ: 'FV',
  θ: 'TH',
  ð: 'TH',
  t: 'TD',
  d: 'TD',
  n: 'TD',
  ɲ: 'TD',
  ɾ: 'TD',
  ʈ: 'TD',
  ɖ: 'TD',
  c: 'TD',
  ɟ: 'TD',
  s: 'S',
  z: 'S',
  ʃ: 'SH',
  ʒ: 'SH',
  ɕ: 'SH',
  ʑ: 'SH',
  ʂ: 'SH',
  ʐ: 'SH',
  ç: 'SH',
  k: 'KG',
  g: 'KG',
  ɡ: 'KG',
  ŋ: 'KG',
  x: 'KG',
  ɣ: 'KG',
  χ: 'KG',
  h: 'KG',
  ɦ: 'KG',
  q: 'KG',
  ʔ: 'KG',
  r: 'R',
  ɹ: 'R',
  ʁ: 'R',
  ɻ: 'R',
  ʀ: 'R',
  l: 'L',
  ɫ: 'L',
  ʎ: 'L',
  ɭ: 'L',
  a: 'AA',
  ɑ: 'AA',
  æ: 'AA',
  ɐ: 'AA',
  ʌ: 'AA',
  ɒ: 'O',
  e: 'E',
  ɛ: 'E',
  ə: 'E',
  ɜ: 'E',
  ɚ: 'E',
  ɝ: 'E',
  ɤ: 'E',
  i: 'I',
  ɪ: 'I',
  j: 'I',
  ɨ: 'I',
  ɯ: 'I',
  o: 'O',
  ɔ: 'O',
  ø: 'U',
  œ: 'O',
  u: 'U',
  ʊ: 'U',
  w: 'U',
  y: 'U',
  ʏ: 'U',
  ɥ: 'U',
};

const vowelLetters = new Set('aɑæɐʌɒeɛəɜɚɝɤiɪɨɯoɔøœuʊyʏ');

/** Stress, length, tone numbers, aspiration and other diacritics change no mouth shape. */
const ignoredMarks = /[ˈˌːˑʰʲʷ˞.\-0-9˥˦˧˨˩'`]|\p{M}/gu;

const silenceSymbols = new Set(['', '_', '|', '||', 'sil', 'pau', 'sp', ' ']);

export function isSilencePhoneme(symbol: string): boolean {
  return silenceSymbols.has(symbol.trim());
}

/**
 * Maps one IPA phoneme to one or more visemes. Diphthongs ("aɪ", "oʊ") give two visemes so the
 * mouth glides from the first vowel to the second inside the phoneme's time.
 */
export function visemesForPhoneme(symbol: string): Viseme[] {
  if (isSilencePhoneme(symbol)) return ['rest'];
  const clean = symbol.replace(ignoredMarks, '');
  if (!clean) return ['rest'];
  const cluster = clusterVisemes[clean];
  if (cluster) return [cluster];
  const chars = [...clean];
  const vowels = chars.filter((c) => vowelLetters.has(c));
  if (vowels.length >= 2) {
    const first = letterVisemes[vowels[0]] ?? 'E';
    const last = letterVisemes[vowels[vowels.length - 1]] ?? 'E';
    return first === last ? [first] : [first, last];
  }
  // A consonant followed by a vowel (espeak sometimes fuses syllables in tone languages): the vowel
  // dominates what the viewer sees, but a leading bilabial must still close the lips.
  for (const c of chars) {
    const v = letterVisemes[c];
    if (v) {
      const vowel = vowels[0] ? letterVisemes[vowels[0]] : undefined;
      if (vowel && vowel !== v) return v === 'MBP' || v === 'FV' ? [v, vowel] : [vowel];
      return [v];
    }
  }
  return ['E'];
}
