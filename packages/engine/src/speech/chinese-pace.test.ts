import { describe, expect, it } from 'vitest';
import type { SpeechResult } from '../timeline';
import { synthesizeLocal } from './local-tts';
import { findStockVoice } from './stock-voices';
import { chineseScript } from './test-texts';

// Issue 29: Chinese read at a natural pace, with pauses of set length after punctuation.
const hanCount = (text: string) => Array.from(text).filter((c) => /\p{Script=Han}/u.test(c)).length;

/** Silence between the word before `mark` and the word after it, in the timeline. */
function pausesAfter(speech: SpeechResult, text: string, marks: string): number[] {
  const { words } = speech.timeline;
  const pauses: number[] = [];
  let at = 0;
  words.forEach((word, i) => {
    at = text.indexOf(word.text, at) + word.text.length;
    const next = words[i + 1];
    if (next && marks.includes(text[at])) pauses.push(next.start - word.end);
  });
  return pauses;
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[values.length >> 1];

describe('Chinese pace', () => {
  const text = chineseScript(300);

  it('the middle-aged stock voices read 4-5 characters a second, pauses included', async () => {
    for (const key of ['zh-lihua', 'zh-jianguo']) {
      const speech = await synthesizeLocal({
        text,
        language: 'zh',
        voice: findStockVoice(key)!.local,
      });
      const pace = hanCount(text) / speech.timeline.duration;
      expect(pace, key).toBeGreaterThan(4);
      expect(pace, key).toBeLessThan(5);
    }
  });

  it('pauses longer between sentences than at commas, shorter at a higher speed, not after the end', async () => {
    const voice = findStockVoice('zh-lihua')!.local;
    const normal = await synthesizeLocal({ text, language: 'zh', voice });
    const commas = median(pausesAfter(normal, text, '，'));
    const sentences = median(pausesAfter(normal, text, '。！？'));
    expect(commas).toBeGreaterThan(0.15);
    expect(sentences).toBeGreaterThan(0.35);
    expect(sentences).toBeGreaterThan(commas * 1.5);
    // The script's last mark gets no set pause: the audio ends soon after the last word.
    const last = normal.timeline.words.at(-1)?.end ?? 0;
    expect(normal.timeline.duration - last).toBeLessThan(0.35);

    const fast = await synthesizeLocal({ text, language: 'zh', voice, speed: 1.5 });
    expect(median(pausesAfter(fast, text, '。！？'))).toBeLessThan(sentences * 0.85);
  });
});
