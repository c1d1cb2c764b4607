import { describe, expect, it } from 'vitest';
import type { SpeechResult } from '../timeline';
import { effectiveSpeed, synthesizeLocal } from './local-tts';
import { medianPitch } from './test-audio';
import { chineseScript, englishScript } from './test-texts';

/** Letters and digits of a text, lower-cased: what the words of a timeline must spell out. */
function spelling(text: string): string {
  return Array.from(text.toLowerCase().matchAll(/[\p{L}\p{N}]/gu), (match) => match[0]).join('');
}

function rms(samples: Float32Array): number {
  let sum = 0;
  for (const sample of samples) sum += sample * sample;
  return Math.sqrt(sum / samples.length);
}

function expectWellFormed(result: SpeechResult, text: string): void {
  const { timeline } = result;
  expect(result.sampleRate).toBe(22050);
  expect(timeline.duration).toBeCloseTo(result.samples.length / result.sampleRate, 6);
  expect(rms(result.samples)).toBeGreaterThan(0.02);

  expect(timeline.words.map((word) => spelling(word.text)).join('')).toBe(spelling(text));
  let previousEnd = 0;
  for (const word of timeline.words) {
    expect(word.start).toBeGreaterThanOrEqual(previousEnd);
    expect(word.end).toBeGreaterThanOrEqual(word.start);
    previousEnd = word.end;
  }
  expect(previousEnd).toBeLessThanOrEqual(timeline.duration);

  // Every phoneme lies inside a word, in order, and most words carry phonemes.
  let wordIndex = 0;
  let previousPhonemeEnd = 0;
  for (const phoneme of timeline.phonemes) {
    expect(phoneme.end).toBeGreaterThan(phoneme.start);
    expect(phoneme.start).toBeGreaterThanOrEqual(previousPhonemeEnd - 1e-9);
    previousPhonemeEnd = phoneme.end;
    while (timeline.words[wordIndex].end < phoneme.end - 1e-9) wordIndex++;
    expect(phoneme.start).toBeGreaterThanOrEqual(timeline.words[wordIndex].start - 1e-9);
    expect(phoneme.symbol).not.toMatch(/[ˈˌ_()\d]/);
  }
  expect(timeline.phonemes.length).toBeGreaterThan(timeline.words.length);
}

// Real synthesis and ffmpeg: allow for a slow, busy CI machine even without the package config.
describe('synthesizeLocal', () => {
  const cases = [
    {
      language: 'en',
      espeakVoice: 'en-us',
      text: "Hello world! It's 2024, and the quick brown fox jumps over 3 lazy dogs.",
    },
    {
      language: 'zh',
      espeakVoice: 'cmn',
      text: '你好，世界！今天是二零二四年，我们一起去公园散步吧。',
    },
    {
      language: 'es',
      espeakVoice: 'es',
      text: '¿Dónde está la biblioteca? Mañana por la mañana, señor García.',
    },
    {
      language: 'de',
      espeakVoice: 'de',
      text: 'Guten Tag! Die Straße ist zwölf Kilometer lang, und die Häuser sind größer.',
    },
  ];

  for (const { language, espeakVoice, text } of cases) {
    it(`speaks ${language} with a word and phoneme timeline`, async () => {
      const result = await synthesizeLocal({ text, language, voice: { espeakVoice } });
      expectWellFormed(result, text);
      expect(result.timeline.duration).toBeGreaterThan(2);
      expect(result.timeline.duration).toBeLessThan(12);
    });
  }

  it('reads Chinese characters as Mandarin syllables, one word per character or word', async () => {
    const result = await synthesizeLocal({
      text: '我们今天去公园。',
      language: 'zh',
      voice: { espeakVoice: 'cmn' },
    });
    expect(result.timeline.words.map((word) => word.text).join('')).toBe('我们今天去公园');
    // Mandarin phonemes such as the aspirated stop of 去 (tɕʰ) come out as IPA, not espeak mnemonics.
    expect(result.timeline.phonemes.map((phoneme) => phoneme.symbol)).toContain('tɕʰ');
  });

  it('speaks markup characters literally instead of parsing them as SSML', async () => {
    const text = 'Tom & Jerry <b>love</b> cheese [[so]] much.';
    const result = await synthesizeLocal({ text, language: 'en', voice: { espeakVoice: 'en-us' } });
    expectWellFormed(result, text);
    expect(result.timeline.words.map((word) => word.text)).toEqual(
      expect.arrayContaining(['Tom', 'Jerry', 'love', 'cheese', 'much']),
    );
  });

  it('speaks twice as fast at speed 2 and treats speed 0 as normal speed', async () => {
    const text = englishScript(300);
    const voice = { espeakVoice: 'en-us' };
    const normal = await synthesizeLocal({ text, language: 'en', voice, speed: 1 });
    const fast = await synthesizeLocal({ text, language: 'en', voice, speed: 2 });
    const unset = await synthesizeLocal({ text, language: 'en', voice, speed: 0 });
    const ratio = fast.timeline.duration / normal.timeline.duration;
    expect(ratio).toBeGreaterThan(0.4);
    expect(ratio).toBeLessThan(0.62);
    expect(unset.timeline.duration / normal.timeline.duration).toBeCloseTo(1, 1);
    expect(fast.timeline.words).toHaveLength(normal.timeline.words.length);
  });

  it('clamps speed to 0.5-2', () => {
    expect(effectiveSpeed(0)).toBe(1);
    expect(effectiveSpeed(undefined)).toBe(1);
    expect(effectiveSpeed(Number.NaN)).toBe(1);
    expect(effectiveSpeed(-1)).toBe(1);
    expect(effectiveSpeed(0.2)).toBe(0.5);
    expect(effectiveSpeed(1.3)).toBe(1.3);
    expect(effectiveSpeed(5)).toBe(2);
  });

  it('applies pitch and variant', async () => {
    const text = 'The weather is lovely today.';
    const low = await synthesizeLocal({
      text,
      language: 'en',
      voice: { espeakVoice: 'en-us', pitch: 10 },
    });
    const high = await synthesizeLocal({
      text,
      language: 'en',
      voice: { espeakVoice: 'en-us', variant: 'f3', pitch: 90 },
    });
    expect(medianPitch(high)).toBeGreaterThan(medianPitch(low) * 1.4);
  });

  it('returns silence-free empty speech for a script with nothing to say', async () => {
    const result = await synthesizeLocal({
      text: ' … ',
      language: 'en',
      voice: { espeakVoice: 'en-us' },
    });
    expect(result.samples).toHaveLength(0);
    expect(result.timeline).toEqual({ duration: 0, words: [], phonemes: [] });
  });

  it('keeps voices apart when scripts are synthesised at the same time', async () => {
    const text = englishScript(400);
    const low = { espeakVoice: 'en-us', variant: 'm3', pitch: 20 };
    const high = { espeakVoice: 'en-us', variant: 'f5', pitch: 80 };
    const [lowSpeech, highSpeech] = await Promise.all([
      synthesizeLocal({ text, language: 'en', voice: low }),
      synthesizeLocal({ text, language: 'en', voice: high, speed: 1.5 }),
    ]);
    expect(medianPitch(highSpeech)).toBeGreaterThan(medianPitch(lowSpeech) * 1.5);
    expect(highSpeech.timeline.duration).toBeLessThan(lowSpeech.timeline.duration * 0.8);
  });

  it('rejects an unknown espeak voice', async () => {
    await expect(
      synthesizeLocal({ text: 'Hi.', language: 'en', voice: { espeakVoice: 'xx-nowhere' } }),
    ).rejects.toThrow(/no voice/);
  });

  it('speaks a 1500-character English script of about two minutes', async () => {
    const text = englishScript(1500);
    expect(text.length).toBeGreaterThanOrEqual(1500);
    const result = await synthesizeLocal({ text, language: 'en', voice: { espeakVoice: 'en-us' } });
    expectWellFormed(result, text);
    expect(result.timeline.duration).toBeGreaterThan(70);
    expect(result.timeline.duration).toBeLessThan(150);
  });

  it('speaks a 1500-character Chinese script', async () => {
    const text = chineseScript(1500);
    expect(text.length).toBeGreaterThanOrEqual(1500);
    const result = await synthesizeLocal({ text, language: 'zh', voice: { espeakVoice: 'cmn' } });
    expectWellFormed(result, text);
    // Mandarin is read at roughly 3-6 characters per second.
    expect(result.timeline.duration).toBeGreaterThan(1500 / 7);
    expect(result.timeline.duration).toBeLessThan(1500 / 2.5);
  });
});
