import type { TimedWord } from '../timeline.js';

/**
 * Scripts written without spaces between words: Han, kana, CJK punctuation and full-width
 * forms, Thai, Lao, Khmer and Myanmar. (Korean puts spaces between words.)
 */
const unspacedPattern =
  /[\u3000-\u303f\u3040-\u30ff\u3400-\u4dbf\u4e00-\u9fff\uf900-\ufaff\uff00-\uffef\u0e00-\u0eff\u1000-\u109f\u1780-\u17ff]/u;

export function isUnspaced(ch: string | undefined): boolean {
  return ch !== undefined && unspacedPattern.test(ch);
}

// ICU's word breaker finds Chinese and Japanese words with its dictionary whatever the locale,
// so the language only refines it; one segmenter per language is enough.
const segmenters = new Map<string, Intl.Segmenter>();
function segmenterFor(language: string | undefined): Intl.Segmenter {
  const key = language ?? '';
  let segmenter = segmenters.get(key);
  if (!segmenter) {
    segmenter = new Intl.Segmenter(language, { granularity: 'word' });
    segmenters.set(key, segmenter);
  }
  return segmenter;
}

/** The text cut into words and the runs between them (spaces, punctuation), in order. */
export function wordSegments(text: string, language?: string): string[] {
  return [...segmenterFor(language).segment(text)].map((s) => s.segment);
}

/**
 * Speech timelines of unspaced scripts often time each character on its own (espeak reads
 * 我们 as 我 + 们). Captions may only break between words, so timed pieces that make up one
 * dictionary word are merged into a single timed word spanning them.
 */
export function mergeIntoWords(words: TimedWord[], language?: string): TimedWord[] {
  const merged: TimedWord[] = [];
  let run: TimedWord[] = [];
  const flush = () => {
    if (run.length) merged.push(...mergeRun(run, language));
    run = [];
  };
  for (const word of words) {
    const last = run[run.length - 1];
    // Pieces written together belong to one run; a spaced word ends it.
    if (last && !(isUnspaced([...last.text].pop()) && isUnspaced([...word.text][0]))) flush();
    run.push(word);
  }
  flush();
  return merged;
}

function mergeRun(run: TimedWord[], language: string | undefined): TimedWord[] {
  if (run.length < 2) return run;
  const text = run.map((w) => w.text).join('');
  const boundaries = new Set<number>();
  let offset = 0;
  for (const segment of wordSegments(text, language)) {
    offset += segment.length;
    boundaries.add(offset);
  }
  const out: TimedWord[] = [];
  let group: TimedWord[] = [];
  offset = 0;
  for (const word of run) {
    group.push(word);
    offset += word.text.length;
    if (boundaries.has(offset)) {
      out.push(spanning(group));
      group = [];
    }
  }
  if (group.length) out.push(spanning(group));
  return out;
}

function spanning(group: TimedWord[]): TimedWord {
  if (group.length === 1) return group[0];
  return {
    ...group[0],
    text: group.map((w) => w.text).join(''),
    start: group[0].start,
    end: Math.max(...group.map((w) => w.end)),
  };
}
