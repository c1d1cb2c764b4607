import { describe, expect, it } from 'vitest';
import { decodeAudio, encodeMp3 } from './audio-codec';
import { synthesizeLocal } from './local-tts';
import { findStockVoice, stockVoices, voiceSampleText } from './stock-voices';
import { medianPitch } from './test-audio';
import { decodeWav, encodeWav } from './wav';

// Real synthesis and ffmpeg: allow for a slow, busy CI machine even without the package config.
describe('stockVoices', () => {
  it('offers at least 20 voices with unique keys across en, zh, es and de', () => {
    expect(stockVoices.length).toBeGreaterThanOrEqual(20);
    expect(new Set(stockVoices.map((voice) => voice.key)).size).toBe(stockVoices.length);
    const perLanguage = (language: string) =>
      stockVoices.filter((voice) => voice.language === language);
    expect(perLanguage('en').length).toBeGreaterThanOrEqual(6);
    for (const language of ['zh', 'es', 'de']) {
      expect(perLanguage(language).length).toBeGreaterThanOrEqual(5);
      expect(new Set(perLanguage(language).map((voice) => voice.gender))).toEqual(
        new Set(['male', 'female']),
      );
    }
    expect(findStockVoice('de-helmut')?.ageGroup).toBe('old');
    expect(findStockVoice('nope')).toBeUndefined();
  });

  it('speaks every voice, women higher than men of the same language', async () => {
    const pitches = new Map<string, number>();
    for (const voice of stockVoices) {
      const speech = await synthesizeLocal({
        text: voiceSampleText[voice.language],
        language: voice.language,
        voice: voice.local,
      });
      expect(speech.timeline.words.length).toBeGreaterThan(5);
      pitches.set(voice.key, medianPitch(speech));
    }
    for (const language of ['en', 'zh', 'es', 'de']) {
      const of = (gender: string) =>
        stockVoices
          .filter((voice) => voice.language === language && voice.gender === gender)
          .map((voice) => pitches.get(voice.key) ?? 0);
      expect(Math.min(...of('female'))).toBeGreaterThan(Math.max(...of('male')));
    }
    // Voices of one language and engine are told apart by pitch at least: no two within 3%.
    // Across engines the timbre differs wholly (Flite's recorded diphones against espeak's
    // formants), and espeak's old and breathy variants move a few per cent from run to run with
    // the thread's state (David measured 88-93 Hz, Flite's Ryan 96 Hz; CI once saw two voices of
    // one language 1.3 % apart).
    for (const language of ['en', 'zh', 'es', 'de']) {
      for (const engine of ['espeak', 'flite']) {
        const sorted = stockVoices
          .filter((voice) => voice.language === language)
          .filter((voice) => (voice.local.engine ?? 'espeak') === engine)
          .map((voice) => pitches.get(voice.key) ?? 0)
          .sort((a, b) => a - b);
        for (let i = 1; i < sorted.length; i++)
          expect(sorted[i] / sorted[i - 1]).toBeGreaterThan(1.03);
      }
    }
  });
});

describe('sample audio encoding', () => {
  it('encodes WAV and MP3 that decode back to the same length', async () => {
    const voice = findStockVoice('en-grace')!;
    const speech = await synthesizeLocal({
      text: voiceSampleText.en,
      language: 'en',
      voice: voice.local,
    });
    const wav = encodeWav(speech.samples, speech.sampleRate);
    expect(wav.subarray(0, 4).toString('ascii')).toBe('RIFF');
    const fromWav = decodeWav(wav);
    expect(fromWav.sampleRate).toBe(22050);
    expect(fromWav.samples.length).toBe(speech.samples.length);
    expect(Math.abs(fromWav.samples[5000] - speech.samples[5000])).toBeLessThan(1e-4);

    const mp3 = await encodeMp3(speech.samples, speech.sampleRate);
    expect(mp3.length).toBeLessThan(wav.length / 4);
    const fromMp3 = await decodeAudio(mp3);
    expect(fromMp3.sampleRate).toBe(22050);
    expect(Math.abs(fromMp3.samples.length / 22050 - speech.timeline.duration)).toBeLessThan(0.1);
  });
});
