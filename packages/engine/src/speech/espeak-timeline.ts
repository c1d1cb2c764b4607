import type { TimedPhoneme, TimedWord } from '../timeline';
import type { EspeakEvent } from './espeak';
import type { EspeakInput } from './espeak-input';
import { phonemeSymbol } from './ipa';

interface WordBuild {
  /** Code point index in the source text where the word starts. */
  sourceStart: number;
  /** Start of the source token the word was reported in, -1 for a non-word character. */
  token: number;
  eventTime: number;
  phonemes: TimedPhoneme[];
}

const wordCharacter = /[\p{L}\p{N}\p{M}]/u;
// Scripts written without spaces: espeak reports each character (or dictionary word) on its own.
const ownTokenCharacter = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}]/u;
const edgeNonWord = /^[^\p{L}\p{N}\p{M}]+|[^\p{L}\p{N}\p{M}]+$/gu;

/**
 * Builds the word and phoneme timeline of one espeak call from its events. espeak reports a word
 * event per spoken unit, which is not always a word of the script: "1500" yields three ("one",
 * "thousand", "five hundred"), "well-known" one. So each event is placed in the script through
 * its text position, events inside the same script word are merged, and a word's text is the
 * script from its start to the next word's start. Times are seconds from the call's start.
 */
export function timelineFromEspeakEvents(
  sourceText: string,
  input: EspeakInput,
  events: EspeakEvent[],
  duration: number,
): { words: TimedWord[]; phonemes: TimedPhoneme[] } {
  const points = Array.from(sourceText);
  const tokenStarts = tokenStartsOf(points);
  const words: WordBuild[] = [];
  let orphanPhonemes: TimedPhoneme[] = [];
  let open: TimedPhoneme | undefined;

  for (const event of events) {
    const time = Math.min(event.audio_position / 1000, duration);
    if (open && time > open.start) {
      open.end = time;
      open = undefined;
    }
    const current = words.at(-1);
    if (event.type === 'word' && event.id) {
      const sourceStart =
        input.sourceIndex[Math.min(event.text_position - 1, input.sourceIndex.length - 1)] ?? 0;
      const token = tokenStarts[sourceStart] ?? -1;
      const sameWord =
        current !== undefined &&
        ((token !== -1 && token === current.token) || /\s/u.test(points[sourceStart] ?? ' '));
      if (!sameWord) {
        words.push({ sourceStart, token, eventTime: time, phonemes: orphanPhonemes });
        orphanPhonemes = [];
      }
    } else if (event.type === 'phoneme' && typeof event.id === 'string') {
      const symbol = phonemeSymbol(event.id);
      if (symbol === undefined) continue;
      // A phoneme's end is the time of whatever event follows it.
      open = { symbol, start: time, end: Number.NaN };
      (current ? current.phonemes : orphanPhonemes).push(open);
    }
  }
  if (open) open.end = duration;

  const timedWords: TimedWord[] = [];
  const phonemes: TimedPhoneme[] = [];
  words.forEach((word, index) => {
    const kept = word.phonemes.filter((phoneme) => phoneme.end > phoneme.start);
    const start = kept[0]?.start ?? word.eventTime;
    const end = kept.at(-1)?.end ?? start;
    const sourceEnd = words[index + 1]?.sourceStart ?? points.length;
    const raw = points.slice(word.sourceStart, sourceEnd).join('');
    const text = raw.replace(edgeNonWord, '') || raw.trim();
    if (text === '') return;
    timedWords.push({ text, start, end });
    phonemes.push(...kept);
  });
  return { words: timedWords, phonemes };
}

/** For each code point, the index where its word token starts, or -1 outside words. */
function tokenStartsOf(points: string[]): number[] {
  const starts: number[] = [];
  for (let i = 0; i < points.length; i++) {
    const point = points[i];
    if (!wordCharacter.test(point)) starts.push(-1);
    else if (ownTokenCharacter.test(point) || i === 0 || starts[i - 1] === -1) starts.push(i);
    else if (ownTokenCharacter.test(points[i - 1])) starts.push(i);
    else starts.push(starts[i - 1]);
  }
  return starts;
}
