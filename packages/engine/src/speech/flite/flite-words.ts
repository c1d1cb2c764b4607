import type { TimedPhoneme, TimedWord } from '../../timeline';
import { type FliteSegment, ipaOfFlitePhone } from './flite-phones';

/**
 * Flite's command line prints the timed phones of what it spoke (`-psdur`) but not which word
 * each belongs to. So the script's words are looked up on their own (`-ps`, one phrase each:
 * see lookupText) and that phone list is aligned to the spoken one by edit distance; each spoken
 * phone then belongs to the word of the looked-up phone it lines up with. Context changes a few
 * phones ("the" before a vowel, "Dr." before a name), which the alignment absorbs.
 */

/** A word of the script: its text as captions show it, and the form flite looks up. */
export interface ScriptWord {
  text: string;
  lookup: string;
}

const wordCharacter = /[\p{L}\p{N}]/u;
const edgeNonWord = /^[^\p{L}\p{N}\p{M}$£€]+|[^\p{L}\p{N}\p{M}%]+$/gu;
// Marks that make flite pause inside a token; the lookup needs one phrase per word.
const phrasePunctuation = /[^\p{L}\p{N}\p{M}'’.$£€%&@-]/gu;

/** The script's words: space-separated tokens holding a letter or digit, edge marks removed. */
export function scriptWords(text: string): ScriptWord[] {
  const words: ScriptWord[] = [];
  for (const token of text.split(/\s+/u)) {
    if (!wordCharacter.test(token)) continue;
    const shown = token.replace(edgeNonWord, '');
    const lookup = shown.replace(phrasePunctuation, ' ').trim();
    words.push({ text: shown, lookup: lookup || shown });
  }
  return words;
}

/** The text flite looks the words up in: a comma between each, so each is its own phrase. */
export function lookupText(words: ScriptWord[]): string {
  return words.map((word) => word.lookup).join(', ');
}

/** The looked-up phones of each word, from `-ps` output split at its pauses. */
export function phonesPerWord(phones: string[], count: number): string[][] | undefined {
  const groups: string[][] = [];
  let current: string[] = [];
  for (const phone of phones) {
    if (phone === 'pau') {
      if (current.length) groups.push(current);
      current = [];
    } else current.push(phone);
  }
  if (current.length) groups.push(current);
  return groups.length === count ? groups : undefined;
}

/**
 * The timeline of one flite utterance: phonemes from its segments (silences dropped, each
 * starting where the previous segment ended) and words spanning the phones aligned to them.
 * `wordPhones` undefined (the lookup could not be split per word) spreads the spoken phones over
 * the words by the length of their text instead.
 */
export function fliteTimeline(
  words: ScriptWord[],
  wordPhones: string[][] | undefined,
  segments: FliteSegment[],
): { words: TimedWord[]; phonemes: TimedPhoneme[] } {
  const spoken: { phone: string; symbol: string; start: number; end: number }[] = [];
  let previousEnd = 0;
  for (const segment of segments) {
    const symbol = ipaOfFlitePhone(segment.phone);
    const start = previousEnd;
    previousEnd = Math.max(previousEnd, segment.end);
    if (symbol !== undefined && segment.end > start) {
      spoken.push({ phone: segment.phone, symbol, start, end: segment.end });
    }
  }
  const phonemes = spoken.map(({ symbol, start, end }) => ({ symbol, start, end }));
  if (words.length === 0) return { words: [], phonemes };

  const owner = wordPhones
    ? alignOwners(
        wordPhones.flatMap((phones, word) => phones.map((phone) => ({ phone, word }))),
        spoken.map((s) => s.phone),
      )
    : proportionalOwners(words, spoken.length);

  const timed: TimedWord[] = [];
  let cursor = spoken[0]?.start ?? 0;
  words.forEach((word, index) => {
    let first = -1;
    let last = -1;
    owner.forEach((w, i) => {
      if (w !== index) return;
      if (first === -1) first = i;
      last = i;
    });
    // A word that kept no phone (swallowed by a neighbour) is an instant where it would be.
    const start = first === -1 ? cursor : spoken[first].start;
    const end = last === -1 ? cursor : spoken[last].end;
    timed.push({ text: word.text, start, end });
    cursor = end;
  });
  return { words: timed, phonemes };
}

/**
 * For each spoken phone, the word of the looked-up phone it aligns with (Levenshtein, unit
 * costs). Spoken phones with no counterpart go to the word before them (or the first word).
 */
function alignOwners(reference: { phone: string; word: number }[], spoken: string[]): number[] {
  const n = reference.length;
  const m = spoken.length;
  const width = m + 1;
  const cost = new Uint32Array((n + 1) * width);
  for (let j = 0; j <= m; j++) cost[j] = j;
  for (let i = 1; i <= n; i++) {
    cost[i * width] = i;
    for (let j = 1; j <= m; j++) {
      const same = reference[i - 1].phone === spoken[j - 1] ? 0 : 1;
      cost[i * width + j] = Math.min(
        cost[(i - 1) * width + j - 1] + same,
        cost[(i - 1) * width + j] + 1,
        cost[i * width + j - 1] + 1,
      );
    }
  }
  const owner = new Array<number>(m).fill(-1);
  let i = n;
  let j = m;
  while (i > 0 && j > 0) {
    const here = cost[i * width + j];
    const same = reference[i - 1].phone === spoken[j - 1] ? 0 : 1;
    if (here === cost[(i - 1) * width + j - 1] + same) {
      owner[j - 1] = reference[i - 1].word;
      i--;
      j--;
    } else if (here === cost[(i - 1) * width + j] + 1) i--;
    else j--;
  }
  // Inserted phones: the word before them, else the first word.
  let previous = reference[0]?.word ?? 0;
  for (let k = 0; k < m; k++) {
    if (owner[k] === -1) owner[k] = previous;
    previous = owner[k];
  }
  return owner;
}

/** Spoken phones shared out over the words by the length of their text. */
function proportionalOwners(words: ScriptWord[], count: number): number[] {
  const lengths = words.map((word) => Math.max(1, word.text.length));
  const total = lengths.reduce((sum, length) => sum + length, 0);
  const owner: number[] = [];
  let word = 0;
  let reach = lengths[0];
  for (let k = 0; k < count; k++) {
    while ((k + 0.5) * (total / count) > reach && word < words.length - 1) {
      word++;
      reach += lengths[word];
    }
    owner.push(word);
  }
  return owner;
}
