/**
 * espeak-ng names most phonemes in IPA already, but a few language tables (Mandarin above all)
 * use its ASCII mnemonics; stress marks are prosody, not sounds. Consumers such as lip-sync want
 * plain IPA, so we normalise here.
 */
const mnemonics: Record<string, string> = {
  'ts.h': 'ʈʂʰ',
  'ts.': 'ʈʂ',
  's.': 'ʂ',
  'z.': 'ʐ',
  'i.': 'ɨ',
  tɕh: 'tɕʰ',
  tsh: 'tsʰ',
  ph: 'pʰ',
  th: 'tʰ',
  kh: 'kʰ',
};

// Stress marks, tone numbers and espeak's "-" (a syllable-joining mark, as in Mandarin "o-").
const notSounds = /[ˈˌ\d-]/g;

/** Returns the IPA symbol for an espeak phoneme event id, or undefined for pauses and switches. */
export function phonemeSymbol(espeakId: string): string | undefined {
  // Language switches look like "(en)"; pauses are empty or underscores.
  if (espeakId.startsWith('(')) return undefined;
  const bare = espeakId.replace(notSounds, '').trim();
  if (bare === '' || /^[_:]+$/.test(bare)) return undefined;
  return mnemonics[bare] ?? bare;
}
