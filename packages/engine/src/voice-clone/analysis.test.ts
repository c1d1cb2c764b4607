import { describe, expect, it } from 'vitest';
import { percentile } from './frames';
import { trackPitch } from './pitch';
import { spectralCentroid } from './spectrum';
import { syllableRate } from './syllables';

const RATE = 16_000;

/** A buzz with harmonics (like a glottal source) at `hz`, shaped by `envelope(t)`. */
function buzz(
  hz: number,
  seconds: number,
  envelope: (t: number) => number = () => 1,
): Float32Array {
  const out = new Float32Array(Math.round(RATE * seconds));
  for (let i = 0; i < out.length; i++) {
    const t = i / RATE;
    let value = 0;
    for (let h = 1; h <= 8; h++) value += Math.sin(2 * Math.PI * hz * h * t) / h;
    out[i] = 0.3 * value * envelope(t);
  }
  return out;
}

function sine(hz: number, seconds: number): Float32Array {
  return Float32Array.from(
    { length: Math.round(RATE * seconds) },
    (_, i) => 0.5 * Math.sin((2 * Math.PI * hz * i) / RATE),
  );
}

describe('trackPitch', () => {
  it.each([85, 120, 220, 330])('finds %i Hz in a harmonic buzz', (hz) => {
    const f0 = trackPitch(buzz(hz, 1), RATE).filter((value) => value > 0);
    expect(f0.length).toBeGreaterThan(80);
    expect(Math.abs(percentile(f0, 50) - hz)).toBeLessThan(hz * 0.02);
  });

  it('calls silence and noise unvoiced', () => {
    const silence = new Float32Array(RATE);
    expect(trackPitch(silence, RATE).every((value) => value === 0)).toBe(true);
    let seed = 7;
    const noise = Float32Array.from({ length: RATE }, () => {
      seed = (seed * 16807) % 2147483647;
      return seed / 2147483647 - 0.5;
    });
    const voiced = trackPitch(noise, RATE).filter((value) => value > 0);
    expect(voiced.length).toBeLessThan(5);
  });
});

describe('syllableRate', () => {
  it.each([3, 5])('counts %i loudness pulses per second of a voiced buzz', (perSecond) => {
    // Raised-cosine pulses with near-silent troughs, like syllables with consonants between.
    const samples = buzz(140, 4, (t) => 0.05 + 0.95 * Math.sin(Math.PI * perSecond * t) ** 2);
    const { syllables, speechSec } = syllableRate(samples, RATE, trackPitch(samples, RATE));
    expect(speechSec).toBeGreaterThan(3.5);
    expect(syllables / speechSec).toBeGreaterThan(perSecond * 0.85);
    expect(syllables / speechSec).toBeLessThan(perSecond * 1.15);
  });

  it('bridges short pauses but not long ones in the speaking time', () => {
    const talk = buzz(140, 1);
    const withPauses = new Float32Array(RATE * 5);
    withPauses.set(talk, 0);
    withPauses.set(talk, RATE * 1.2); // 0.2 s pause: still speaking
    withPauses.set(talk, RATE * 4); // 1.8 s pause: a break
    const { speechSec } = syllableRate(withPauses, RATE, trackPitch(withPauses, RATE));
    expect(speechSec).toBeGreaterThan(3.0);
    expect(speechSec).toBeLessThan(3.4);
  });
});

describe('spectralCentroid', () => {
  it('puts a pure tone at its own frequency and ranks brighter sounds higher', () => {
    expect(spectralCentroid(sine(1000, 1), RATE)).toBeCloseTo(1000, -2);
    expect(spectralCentroid(sine(3000, 1), RATE)).toBeGreaterThan(
      spectralCentroid(sine(500, 1), RATE),
    );
  });
});
