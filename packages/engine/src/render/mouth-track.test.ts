import { describe, expect, it } from 'vitest';
import type { TimedPhoneme } from '../timeline.js';
import { buildMouthTrack } from './mouth-track.js';
import { visemesForPhoneme } from './visemes.js';

describe('visemes', () => {
  it('maps IPA phonemes to mouth classes', () => {
    expect(visemesForPhoneme('m')).toEqual(['MBP']);
    expect(visemesForPhoneme('b')).toEqual(['MBP']);
    expect(visemesForPhoneme('f')).toEqual(['FV']);
    expect(visemesForPhoneme('ˈɑː')).toEqual(['AA']);
    expect(visemesForPhoneme('uː')).toEqual(['U']);
    expect(visemesForPhoneme('iː')).toEqual(['I']);
    expect(visemesForPhoneme('tʃ')).toEqual(['SH']);
    expect(visemesForPhoneme('θ')).toEqual(['TH']);
    // Diphthongs glide between two shapes; tone marks are ignored.
    expect(visemesForPhoneme('aɪ')).toEqual(['AA', 'I']);
    expect(visemesForPhoneme('ɑu')).toEqual(['AA', 'U']);
    expect(visemesForPhoneme('a5')).toEqual(['AA']);
    expect(visemesForPhoneme('_')).toEqual(['rest']);
  });
});

describe('mouth track', () => {
  const phonemes: TimedPhoneme[] = [
    { symbol: 'm', start: 0.3, end: 0.4 },
    { symbol: 'a', start: 0.4, end: 0.6 },
    { symbol: 'p', start: 0.6, end: 0.7 },
    { symbol: 'a', start: 0.7, end: 0.9 },
    // 0.9 .. 1.8 is a long pause
    { symbol: 'o', start: 1.8, end: 2.0 },
    { symbol: 'b', start: 2.0, end: 2.06 },
    { symbol: 'i', start: 2.1, end: 2.2 },
  ];
  const track = buildMouthTrack(phonemes);

  it('opens wide on open vowels and closes on bilabials', () => {
    expect(track.at(0.5).open).toBeGreaterThan(0.9);
    expect(track.at(0.65).open).toBeLessThan(0.05);
    expect(track.at(0.35).open).toBeLessThan(0.05);
    expect(track.at(1.9).round).toBeGreaterThan(0.8);
  });

  it('eases between visemes instead of jumping', () => {
    const samples = Array.from({ length: 40 }, (_, i) => track.at(0.4 + i * 0.005).open);
    for (let i = 1; i < samples.length; i++)
      expect(Math.abs(samples[i] - samples[i - 1])).toBeLessThan(0.12);
  });

  it('is closed and perfectly still inside a pause longer than 120 ms', () => {
    const a = track.at(1.1);
    const b = track.at(1.5);
    expect(a).toEqual(b);
    expect(a.open).toBe(0);
  });

  it('does not close the mouth for a short gap', () => {
    const short = buildMouthTrack([
      { symbol: 'a', start: 0.2, end: 0.4 },
      { symbol: 'a', start: 0.48, end: 0.7 },
    ]);
    expect(short.at(0.44).open).toBeGreaterThan(0.5);
  });
});
