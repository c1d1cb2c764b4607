import { describe, expect, it } from 'vitest';
import type { SpeechResult } from '../../timeline';
import { synthesizeLocal } from '../local-tts';
import { medianPitch } from '../test-audio';
import { englishScript } from '../test-texts';
import { type FliteVoiceName, fliteVoiceNames } from '../voice-spec';

// Real synthesis with flite.wasm under WASI, on the speech worker threads.
const speak = (
  text: string,
  fliteVoice: FliteVoiceName,
  extra: { tempo?: number; pitchHz?: number } = {},
) => synthesizeLocal({ text, language: 'en', voice: { engine: 'flite', fliteVoice, ...extra } });

/** Letters and digits of a text, lower-cased: what the words of a timeline must spell out. */
const spelling = (text: string) =>
  Array.from(text.toLowerCase().matchAll(/[\p{L}\p{N}]/gu), (m) => m[0]).join('');

/** The phoneme symbols inside each word's time span. */
function phonemesPerWord({ timeline }: SpeechResult): string[][] {
  return timeline.words.map((word) =>
    timeline.phonemes
      .filter((p) => p.start >= word.start - 1e-9 && p.end <= word.end + 1e-9)
      .map((p) => p.symbol),
  );
}

function expectWellFormed(result: SpeechResult, text: string): void {
  const { timeline } = result;
  expect(timeline.duration).toBeCloseTo(result.samples.length / result.sampleRate, 6);
  expect(timeline.words.map((word) => spelling(word.text)).join('')).toBe(spelling(text));
  // Words and phonemes run forward in time without overlapping.
  let previous = 0;
  for (const word of timeline.words) {
    expect(word.start).toBeGreaterThanOrEqual(previous - 1e-9);
    expect(word.end).toBeGreaterThan(word.start);
    previous = word.end;
  }
  previous = 0;
  for (const phoneme of timeline.phonemes) {
    expect(phoneme.start).toBeGreaterThanOrEqual(previous - 1e-9);
    expect(phoneme.end).toBeGreaterThan(phoneme.start);
    previous = phoneme.end;
  }
  // Every phoneme lies in a word.
  expect(phonemesPerWord(result).flat()).toHaveLength(timeline.phonemes.length);
  // The audio is as long as its timings say (the closing pause aside): within 10 %.
  const end = timeline.phonemes.at(-1)?.end ?? 0;
  expect(Math.abs(timeline.duration - end)).toBeLessThanOrEqual(0.1 * timeline.duration);
}

describe('Flite voices', () => {
  const text = 'Bob may pay 42 visits to five famous museums.';
  // Each word's pronunciation in Flite's lexicon (CMU dictionary, unstressed vowels reduced), in IPA.
  const expected = [
    ['b', 'ɑ', 'b'],
    ['m', 'eɪ'],
    ['p', 'eɪ'],
    ['f', 'ɔ', 'ɹ', 't', 'i', 't', 'u'],
    ['v', 'ɪ', 'z', 'ə', 't', 's'],
    ['t', 'ə'],
    ['f', 'aɪ', 'v'],
    ['f', 'eɪ', 'm', 'ə', 's'],
    ['m', 'j', 'u', 'z', 'i', 'ə', 'm', 'z'],
  ];

  it.each(fliteVoiceNames)(
    '%s speaks the text with each word holding its own phonemes',
    async (name) => {
      const result = await speak(text, name);
      expectWellFormed(result, text);
      expect(result.timeline.words.map((w) => w.text)).toEqual(text.slice(0, -1).split(' '));
      expect(phonemesPerWord(result)).toEqual(expected);
      expect(result.sampleRate).toBe(22050);
    },
  );

  it('speaks a long script sentence by sentence with timings that stay on the audio', async () => {
    const script = englishScript(1500);
    for (const name of ['slt', 'kal'] as const) {
      const result = await speak(script, name);
      expectWellFormed(result, script);
      // Over a minute and a half of speech, the last word still ends by the end of the audio,
      // less than a closing pause before it.
      const lastWord = result.timeline.words.at(-1);
      expect(lastWord?.end).toBeLessThanOrEqual(result.timeline.duration + 1e-9);
      expect(result.timeline.duration - (lastWord?.end ?? 0)).toBeLessThan(0.5);
    }
  });

  it('follows the tempo and the pitch it is given', async () => {
    const sentence =
      'Hello! This is how I sound. I can read your script aloud, clearly and at your pace.';
    const normal = await speak(sentence, 'slt');
    const fast = await speak(sentence, 'slt', { tempo: 1.5 });
    expect(fast.timeline.duration / normal.timeline.duration).toBeCloseTo(1 / 1.5, 1);
    const low = await speak(sentence, 'slt', { pitchHz: 130 });
    expect(medianPitch(low) / medianPitch(normal)).toBeLessThan(0.9);
    const speedy = await synthesizeLocal({
      text: sentence,
      language: 'en',
      voice: { engine: 'flite', fliteVoice: 'slt' },
      speed: 1.25,
    });
    expect(speedy.timeline.duration / normal.timeline.duration).toBeCloseTo(1 / 1.25, 1);
  });
});
