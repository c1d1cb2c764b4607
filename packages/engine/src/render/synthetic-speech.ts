import type { SpeechResult, TimedPhoneme, TimedWord } from '../timeline.js';

export interface SyntheticSpeechOptions {
  sampleRate?: number;
  /** Seconds per phoneme. */
  phonemeSec?: number;
  /** Silence after a comma / sentence end. */
  pauseSec?: number;
  /** Silence between words. */
  wordGapSec?: number;
}

/** Crude letter-to-IPA table: enough to exercise every viseme without a speech engine. */
const letterIpa: Record<string, string> = {
  a: 'a',
  b: 'b',
  c: 'k',
  d: 'd',
  e: 'ɛ',
  f: 'f',
  g: 'ɡ',
  h: 'h',
  i: 'i',
  j: 'dʒ',
  k: 'k',
  l: 'l',
  m: 'm',
  n: 'n',
  o: 'o',
  p: 'p',
  q: 'k',
  r: 'ɹ',
  s: 's',
  t: 't',
  u: 'u',
  v: 'v',
  w: 'w',
  x: 'ks',
  y: 'j',
  z: 'z',
};

/**
 * Builds a speech result from text without a synthesiser: a voiced buzz whose loudness follows a
 * hand-built phoneme timeline (one phoneme per letter), with real silences at punctuation. Used by
 * tests and the benchmark when the speech module is not wanted; CJK characters become one syllable each.
 */
export function syntheticSpeech(text: string, options: SyntheticSpeechOptions = {}): SpeechResult {
  const sampleRate = options.sampleRate ?? 24000;
  const phonemeSec = options.phonemeSec ?? 0.085;
  const pauseSec = options.pauseSec ?? 0.45;
  const wordGapSec = options.wordGapSec ?? 0.04;
  const words: TimedWord[] = [];
  const phonemes: TimedPhoneme[] = [];
  let t = 0.25;
  const tokens = text.match(/[\p{Script=Han}]|[^\s\p{Script=Han}]+/gu) ?? [];
  for (const token of tokens) {
    const letters = [...token.toLowerCase()].filter((c) => /\p{L}/u.test(c));
    const start = t;
    for (const ch of letters) {
      // A Han character is a consonant+vowel syllable; pick one deterministically from its code.
      const symbols = letterIpa[ch]
        ? [letterIpa[ch]]
        : [
            ['m', 'n', 'ʂ', 'tɕ', 'l', 'p'][ch.charCodeAt(0) % 6],
            ['a', 'i', 'u', 'ə', 'o'][ch.charCodeAt(0) % 5],
          ];
      for (const symbol of symbols) {
        phonemes.push({ symbol, start: t, end: t + phonemeSec });
        t += phonemeSec;
      }
    }
    if (letters.length > 0) words.push({ text: token, start, end: t });
    t += /[.,!?;:。，！？]$/u.test(token) ? pauseSec : wordGapSec;
  }
  const duration = t + 0.25;
  const samples = new Float32Array(Math.round(duration * sampleRate));
  for (const p of phonemes) {
    const from = Math.round(p.start * sampleRate);
    const to = Math.min(samples.length, Math.round(p.end * sampleRate));
    const vowel = /[aɛiouə]/u.test(p.symbol);
    const f0 = 140;
    for (let i = from; i < to; i++) {
      const k = (i - from) / (to - from);
      const env = Math.sin(Math.PI * k) * (vowel ? 0.5 : 0.2);
      const x = i / sampleRate;
      samples[i] =
        env *
        (Math.sin(2 * Math.PI * f0 * x) * 0.6 +
          Math.sin(2 * Math.PI * f0 * 3 * x) * 0.25 +
          Math.sin(2 * Math.PI * f0 * 5 * x) * 0.15);
    }
  }
  return { sampleRate, samples, timeline: { duration, words, phonemes } };
}
