import { describe, expect, it } from 'vitest';
import type { TimedWord } from '../timeline.js';
import { buildCaptionCues, displayColumns, formatSrt, parseSrt } from './srt.js';

function wordsFrom(text: string, start = 0.2, perWord = 0.3, gap = 0.02): TimedWord[] {
  let t = start;
  return text.split(' ').map((w) => {
    const word = { text: w, start: t, end: t + perWord };
    t += perWord + gap;
    return word;
  });
}

describe('caption cues', () => {
  it('keeps every cue within ~42 columns and ~3 s, and times cues from the words', () => {
    const words = wordsFrom(
      'Our team shipped three new features this season and the response from customers has been wonderful so far this year',
    );
    const cues = buildCaptionCues(words);
    expect(cues.length).toBeGreaterThan(2);
    for (const cue of cues) {
      expect(displayColumns(cue.text)).toBeLessThanOrEqual(42);
      expect(cue.end - cue.start).toBeLessThanOrEqual(3);
      const first = words.find(
        (w) => cue.text.startsWith(w.text) && Math.abs(w.start - cue.start) < 1e-9,
      );
      expect(first).toBeDefined();
      expect(words.some((w) => Math.abs(w.end - cue.end) < 1e-9)).toBe(true);
    }
    // No word is lost or duplicated.
    expect(cues.map((c) => c.text).join(' ')).toBe(words.map((w) => w.text).join(' '));
  });

  it('breaks at sentence ends and at long pauses', () => {
    const words: TimedWord[] = [
      { text: 'Hello.', start: 0, end: 0.4 },
      { text: 'Welcome', start: 0.45, end: 0.8 },
      { text: 'back', start: 0.82, end: 1.1 },
      { text: 'friends', start: 1.9, end: 2.3 },
    ];
    expect(buildCaptionCues(words).map((c) => c.text)).toEqual([
      'Hello.',
      'Welcome back',
      'friends',
    ]);
  });

  it('joins Chinese without spaces and counts CJK characters as double width', () => {
    const words: TimedWord[] = [
      ...'大家早上好欢迎收看本季度的工作汇报我们的团队发布了三项新功能',
    ].map((ch, i) => ({
      text: ch,
      start: i * 0.2,
      end: i * 0.2 + 0.18,
    }));
    const cues = buildCaptionCues(words);
    expect(cues.length).toBeGreaterThan(1);
    for (const cue of cues) {
      expect(cue.text).not.toMatch(/\s/);
      expect(displayColumns(cue.text)).toBeLessThanOrEqual(42);
    }
    expect(cues.map((c) => c.text).join('')).toBe(words.map((w) => w.text).join(''));
  });

  it('writes well-formed SubRip that parses back to the same times', () => {
    const cues = buildCaptionCues(
      wordsFrom('one two three four five six seven eight nine ten eleven twelve'),
    );
    const srt = formatSrt(cues);
    expect(srt).toMatch(/^1\n\d{2}:\d{2}:\d{2},\d{3} --> \d{2}:\d{2}:\d{2},\d{3}\n/);
    const parsed = parseSrt(srt);
    expect(parsed.map((c) => c.index)).toEqual(cues.map((_, i) => i + 1));
    parsed.forEach((p, i) => {
      expect(p.start).toBeCloseTo(cues[i].start, 3);
      expect(p.end).toBeCloseTo(cues[i].end, 3);
      expect(p.text).toBe(cues[i].text);
      if (i > 0) expect(p.start).toBeGreaterThanOrEqual(parsed[i - 1].end);
    });
  });
});
