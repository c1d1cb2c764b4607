import type { TimedWord } from '../timeline.js';
import { isUnspaced, mergeIntoWords } from './word-segments.js';

export interface CaptionCue {
  start: number;
  end: number;
  text: string;
}

export interface CaptionCueOptions {
  /** Display width limit; a CJK character counts as two columns. */
  maxColumns?: number;
  maxDurationSec?: number;
  /** A silence this long between words always starts a new cue. */
  breakOnPauseSec?: number;
  /** The script's language, to find word boundaries in scripts written without spaces. */
  language?: string;
}

const cjkPattern =
  /[\u3000-\u303f\u3040-\u30ff\u3400-\u4dbf\u4e00-\u9fff\uf900-\ufaff\uff00-\uffef]/u;

function isCjk(ch: string | undefined): boolean {
  return ch !== undefined && cjkPattern.test(ch);
}

/** Columns a string takes on screen: CJK glyphs are about twice as wide as Latin ones. */
export function displayColumns(text: string): number {
  let cols = 0;
  for (const ch of text) cols += isCjk(ch) ? 2 : 1;
  return cols;
}

/** Joins two pieces of caption text: Chinese, Japanese or Thai take no spaces between words. */
function joinWords(left: string, right: string): string {
  if (!left) return right;
  const lastChar = [...left].pop();
  const firstChar = [...right][0];
  if (isUnspaced(lastChar) || isUnspaced(firstChar)) return left + right;
  if (/^[,.;:!?%)\]}»”’]/u.test(right)) return left + right;
  return `${left} ${right}`;
}

const sentenceEnd = /[.!?。！？…]["”’)]?$/u;
const clauseEnd = /[,;:，、；：]["”’)]?$/u;

/**
 * Groups timed words into readable cues of at most ~42 columns and ~3 s. Words are first cut into
 * phrases at sentence ends and pauses (timelines often carry no punctuation, so a pause, or a
 * capitalised word after a short pause, stands in for it); a phrase too long for one cue is split
 * into the fewest cues that fit, balanced in length, preferring the widest pauses. Cue times are
 * the first word's start and the last word's end, so they line up with the speech exactly.
 * Scripts written without spaces are only cut between dictionary words, never inside one.
 */
export function buildCaptionCues(
  words: TimedWord[],
  options: CaptionCueOptions = {},
): CaptionCue[] {
  const maxColumns = options.maxColumns ?? 42;
  const maxDuration = options.maxDurationSec ?? 3;
  const pauseBreak = options.breakOnPauseSec ?? 0.25;
  const cleaned = mergeIntoWords(
    words
      .map((w) => ({ ...w, text: w.text.trim() }))
      .filter((w) => w.text.length > 0 && w.end >= w.start)
      .sort((a, b) => a.start - b.start),
    options.language,
  );

  const phrases: TimedWord[][] = [];
  let phrase: TimedWord[] = [];
  for (const word of cleaned) {
    const last = phrase[phrase.length - 1];
    if (last) {
      const gap = word.start - last.end;
      const boundary =
        gap >= pauseBreak ||
        sentenceEnd.test(last.text) ||
        clauseEnd.test(last.text) ||
        (gap >= 0.1 && startsSentence(last.text, word.text));
      if (boundary) {
        phrases.push(phrase);
        phrase = [];
      }
    }
    phrase.push(word);
  }
  if (phrase.length > 0) phrases.push(phrase);

  const fits = (group: TimedWord[]) =>
    displayColumns(joinAll(group)) <= maxColumns &&
    (group.length === 1 || group[group.length - 1].end - group[0].start <= maxDuration);
  const cues: CaptionCue[] = [];
  for (const p of phrases) {
    for (const group of splitPhrase(p, fits)) {
      cues.push({
        start: group[0].start,
        end: Math.max(...group.map((w) => w.end)),
        text: joinAll(group),
      });
    }
  }
  return cues;
}

function joinAll(words: TimedWord[]): string {
  return words.reduce((text, w) => joinWords(text, w.text), '');
}

/**
 * Splits a phrase into the fewest groups that each fit, cutting near equal column counts and,
 * among nearby cut points, at the widest pause.
 */
function splitPhrase(words: TimedWord[], fits: (group: TimedWord[]) => boolean): TimedWord[][] {
  if (fits(words)) return [words];
  for (let parts = 2; parts <= words.length; parts++) {
    const groups = balancedSplit(words, parts);
    if (groups.every(fits)) return groups;
  }
  return words.map((w) => [w]);
}

function balancedSplit(words: TimedWord[], parts: number): TimedWord[][] {
  const cols = words.map((w) => displayColumns(w.text) + 1);
  const total = cols.reduce((a, b) => a + b, 0);
  const groups: TimedWord[][] = [];
  let from = 0;
  let acc = 0;
  for (let part = 1; part < parts; part++) {
    const target = (total * part) / parts;
    // Candidate cuts within a few columns of the target; score by distance and pause width.
    let best = -1;
    let bestScore = Number.POSITIVE_INFINITY;
    let running = acc;
    for (let i = from; i < words.length - (parts - part); i++) {
      running += cols[i];
      const gap = words[i + 1].start - words[i].end;
      const score = Math.abs(running - target) - gap * 40;
      if (score < bestScore) {
        bestScore = score;
        best = i;
      }
    }
    if (best < from) best = from;
    groups.push(words.slice(from, best + 1));
    for (let i = from; i <= best; i++) acc += cols[i];
    from = best + 1;
  }
  groups.push(words.slice(from));
  return groups.filter((g) => g.length > 0);
}

/**
 * Latin-script timelines may drop punctuation; a capitalised word after a lower-case one (other
 * than "I"), following a pause, most likely starts a new sentence. The pause matters for German,
 * where every noun is capitalised but nouns follow their article without one.
 */
function startsSentence(previous: string, next: string): boolean {
  if (!/^\p{Lu}/u.test(next) || /^I(['’]|$)/u.test(next)) return false;
  return /\p{Ll}$/u.test(previous);
}

function srtTime(sec: number): string {
  const ms = Math.max(0, Math.round(sec * 1000));
  const h = Math.floor(ms / 3_600_000);
  const m = Math.floor((ms % 3_600_000) / 60_000);
  const s = Math.floor((ms % 60_000) / 1000);
  const rest = ms % 1000;
  const pad = (n: number, w: number) => String(n).padStart(w, '0');
  return `${pad(h, 2)}:${pad(m, 2)}:${pad(s, 2)},${pad(rest, 3)}`;
}

/** Serialises cues as SubRip text (1-based indices, comma milliseconds, blank line between cues). */
export function formatSrt(cues: CaptionCue[]): string {
  return cues
    .map((cue, i) => {
      // Players drop zero-length cues; give a single-word cue at least one displayable frame.
      const end = cue.end > cue.start ? cue.end : cue.start + 0.04;
      return `${i + 1}\n${srtTime(cue.start)} --> ${srtTime(end)}\n${cue.text}\n`;
    })
    .join('\n');
}

export interface ParsedSrtCue {
  index: number;
  start: number;
  end: number;
  text: string;
}

/** Parses SubRip text; used by tests and by anyone re-reading a stored caption file. */
export function parseSrt(text: string): ParsedSrtCue[] {
  const blocks = text
    .replace(/\r/g, '')
    .trim()
    .split(/\n\s*\n/);
  const toSec = (stamp: string) => {
    const m = /^(\d{2}):(\d{2}):(\d{2}),(\d{3})$/.exec(stamp.trim());
    if (!m) throw new Error(`Bad SRT timestamp: ${stamp}`);
    return Number(m[1]) * 3600 + Number(m[2]) * 60 + Number(m[3]) + Number(m[4]) / 1000;
  };
  return blocks
    .filter((b) => b.trim().length > 0)
    .map((block) => {
      const lines = block.split('\n');
      const index = Number(lines[0]);
      const times = lines[1]?.split('-->');
      if (!Number.isInteger(index) || !times || times.length !== 2) {
        throw new Error(`Bad SRT cue: ${block}`);
      }
      return {
        index,
        start: toSec(times[0]),
        end: toSec(times[1]),
        text: lines.slice(2).join('\n'),
      };
    });
}
