import { describe, expect, it } from 'vitest';
import { loudnessAt, withLoudnessJaw } from './loudness-jaw.js';
import { buildMouthTrack } from './mouth-track.js';
import { handBuiltSpeech } from './test-support.js';

describe('withLoudnessJaw', () => {
  const phonemes = [
    { symbol: 'ɑː', start: 0.2, end: 0.8 },
    { symbol: 'ɑː', start: 1.2, end: 1.8 },
  ];
  const speech = handBuiltSpeech(phonemes, [], 2.2);
  // The first vowel is spoken softly, the second loudly.
  for (let i = 0; i < Math.round(1 * speech.sampleRate); i++) speech.samples[i] *= 0.2;
  const mouth = withLoudnessJaw(
    buildMouthTrack(phonemes),
    loudnessAt(speech.samples, speech.sampleRate),
  );

  it('opens the jaw wider on a loud vowel than on the same vowel spoken softly', () => {
    const soft = mouth.at(0.5).open;
    const loud = mouth.at(1.5).open;
    expect(loud).toBeGreaterThan(0.9);
    // Still visibly open (the viseme keeps 15% of its opening), but far less than the loud one.
    expect(soft).toBeGreaterThan(0.15);
    expect(soft).toBeLessThan(loud * 0.3);
  });

  it('keeps the mouth closed and still in the pause between them', () => {
    expect(mouth.at(1.0).open).toBe(0);
    expect(mouth.at(1.02)).toEqual(mouth.at(0.98));
  });
});
