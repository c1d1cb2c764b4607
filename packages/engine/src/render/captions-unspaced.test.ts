import { createCanvas } from '@napi-rs/canvas';
import { describe, expect, it } from 'vitest';
import { synthesizeLocal } from '../speech/index.js';
import { ensureCaptionFont } from './caption-font.js';
import { wrapLines } from './caption-overlay.js';
import { buildCaptionCues } from './srt.js';

// Issue 7: Chinese cues broke inside words ("们的新产品发布会" after a cue ending in "我").
const script =
  '大家好，欢迎来到我们的新产品发布会。今天我们很高兴向大家介绍三项新功能，它们会让视频制作变得更加简单。';
/** Words of the script that must never be split across two cues or two lines. */
const words = [
  '大家',
  '欢迎',
  '来到',
  '我们',
  '产品',
  '今天',
  '高兴',
  '介绍',
  '功能',
  '它们',
  '视频',
  '制作',
  '简单',
];

/** The words cut in two where `pieces` meet. */
function splitWords(pieces: string[]): string[] {
  const text = pieces.join('');
  const cuts: number[] = [];
  let at = 0;
  for (const piece of pieces.slice(0, -1)) {
    at += piece.length;
    cuts.push(at);
  }
  const split: string[] = [];
  for (const word of words) {
    for (let p = text.indexOf(word); p >= 0; p = text.indexOf(word, p + 1)) {
      if (cuts.some((cut) => cut > p && cut < p + word.length)) split.push(word);
    }
  }
  return split;
}

describe('captions of scripts written without spaces', () => {
  it('cut a real Chinese timeline (one timed word per character) only between words', async () => {
    const speech = await synthesizeLocal({
      text: script,
      language: 'zh',
      voice: { espeakVoice: 'cmn' },
    });
    // The timeline times characters on their own: the case that used to break words.
    expect(speech.timeline.words.map((w) => w.text)).toContain('们');
    const cues = buildCaptionCues(speech.timeline.words, { language: 'zh' });
    const texts = cues.map((c) => c.text);
    expect(texts.length).toBeGreaterThan(2);
    expect(splitWords(texts)).toEqual([]);
    expect(texts.some((t) => t.startsWith('们'))).toBe(false);
    // Nothing lost, nothing repeated, and cue times still come from the speech.
    expect(texts.join('')).toBe(speech.timeline.words.map((w) => w.text).join(''));
    for (const cue of cues) {
      expect(speech.timeline.words.some((w) => Math.abs(w.start - cue.start) < 1e-9)).toBe(true);
      expect(speech.timeline.words.some((w) => Math.abs(w.end - cue.end) < 1e-9)).toBe(true);
    }
  });

  it('wrap a burned-in Chinese caption between words', () => {
    const ctx = createCanvas(8, 8).getContext('2d');
    ctx.font = `700 44px ${ensureCaptionFont()}`;
    const cue = '欢迎来到我们的新产品发布会今天我们很高兴';
    // About eight and a half characters wide: a character-by-character wrap cuts 我们 in two.
    const lines = wrapLines(ctx, cue, ctx.measureText('欢迎来到我们的新产').width - 1);
    expect(lines.length).toBeGreaterThan(1);
    expect(lines.join('')).toBe(cue);
    expect(splitWords(lines)).toEqual([]);
  });
});
