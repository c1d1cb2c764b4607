import { describe, expect, it } from 'vitest';
import type { SpeechResult, SpeechTimeline } from '../../timeline';
import { decodeAudio } from '../audio-codec';
import { synthesizeLocal } from '../local-tts';
import { stretchedMp3 } from '../test-audio';
import { chineseScript, englishScript } from '../test-texts';
import { alignTimeline } from './align-timeline';

/** Absolute differences between the word starts of two timelines of the same script, sorted. */
function startErrors(aligned: SpeechTimeline, truth: SpeechTimeline, scale = 1): number[] {
  expect(aligned.words).toHaveLength(truth.words.length);
  return aligned.words
    .map((word, index) => Math.abs(word.start - truth.words[index].start * scale))
    .sort((a, b) => a - b);
}

const percentile = (sorted: number[], p: number) => sorted[Math.floor((sorted.length - 1) * p)];

function expectOrdered(timeline: SpeechTimeline): void {
  let previous = 0;
  for (const item of [...timeline.words]) {
    expect(item.start).toBeGreaterThanOrEqual(previous);
    expect(item.end).toBeGreaterThanOrEqual(item.start);
    previous = item.end;
  }
  expect(previous).toBeLessThanOrEqual(timeline.duration);
}

// Real synthesis and ffmpeg: allow for a slow, busy CI machine even without the package config.
describe('alignTimeline', () => {
  it('maps the timeline onto the same speech sped up 1.2x and sent through MP3', async () => {
    const reference = await synthesizeLocal({
      text: englishScript(200),
      language: 'en',
      voice: { espeakVoice: 'en-us' },
    });
    const target = await decodeAudio(
      await stretchedMp3(reference.samples, reference.sampleRate, 1.2),
    );
    const aligned = alignTimeline(reference, target);
    expect(aligned.duration).toBeCloseTo(target.samples.length / target.sampleRate, 6);
    expectOrdered(aligned);
    expect(startErrors(aligned, reference.timeline, 1 / 1.2).at(-1)).toBeLessThan(0.08);
  });

  // Another voice at another speed is closer to what a provider sends; its own timeline is the truth.
  // Not a breathy variant (f3, f4...): espeak draws their breath noise from one random stream per
  // thread, so the same request sounds different depending on what the thread spoke before, and
  // the alignment's 90th percentile moved between 0.06 and 0.18 s from run to run.
  const crossVoice: [string, string, () => string, string][] = [
    ['en', 'en-us', () => englishScript(300), 'f2'],
    ['zh', 'cmn', () => chineseScript(120), 'f2'],
  ];
  for (const [language, espeakVoice, script, variant] of crossVoice) {
    it(`aligns ${language} speech by a different voice at a different speed`, async () => {
      const text = script();
      const reference = await synthesizeLocal({ text, language, voice: { espeakVoice } });
      const target: SpeechResult = await synthesizeLocal({
        text,
        language,
        voice: { espeakVoice, variant, pitch: 70 },
        speed: 1.25,
      });
      const aligned = alignTimeline(reference, target);
      expectOrdered(aligned);
      const errors = startErrors(aligned, target.timeline);
      expect(percentile(errors, 0.5)).toBeLessThan(0.04);
      expect(percentile(errors, 0.9)).toBeLessThan(0.12);
      // Phonemes move with their words.
      let wordIndex = 0;
      for (const phoneme of aligned.phonemes) {
        while (aligned.words[wordIndex].end < phoneme.end - 1e-9) wordIndex++;
        expect(phoneme.start).toBeGreaterThanOrEqual(aligned.words[wordIndex].start - 1e-9);
      }
    });
  }

  // How long it takes is measured by `npm run bench:speech`, not here.
  it('aligns two minutes of speech', async () => {
    const text = englishScript(1500);
    const reference = await synthesizeLocal({
      text,
      language: 'en',
      voice: { espeakVoice: 'en-us' },
    });
    const target = await synthesizeLocal({
      text,
      language: 'en',
      voice: { espeakVoice: 'en-us', variant: 'm7' },
      speed: 0.9,
    });
    const aligned = alignTimeline(reference, target);
    const errors = startErrors(aligned, target.timeline);
    expect(percentile(errors, 0.9)).toBeLessThan(0.1);
  });
});
