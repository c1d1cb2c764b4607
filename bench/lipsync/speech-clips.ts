/**
 * The corpus spoken by stock voices at run time. A sentence with " | " is synthesised in parts
 * joined by a long pause, so every such clip holds silence well over the 300 ms the stillness
 * figure looks at (espeak's own pause between sentences is shorter).
 */
import { findStockVoice, type SpeechResult, synthesizeLocal } from '@talkreel/engine';
import type { CorpusLanguage } from './corpus';

/** Silence between the parts of a sentence split by " | ". */
export const longPauseSec = 0.9;

/**
 * Stock voices per language. English leads with Flite's slt, the voice the stock English actors
 * speak with by default, and alternates Flite with espeak so both engines are judged; elsewhere a
 * male and a female voice. The quick run uses the first voice only, the full run alternates. The
 * audio is the same on every run (espeak starts each sentence from the same state, espeak.ts), so
 * the figures move only when the rendering does.
 */
export const corpusVoices: Record<CorpusLanguage, readonly string[]> = {
  en: ['en-flite-slt', 'en-jack', 'en-flite-awb', 'en-ava'],
  zh: ['zh-haoran', 'zh-xiaomei'],
  es: ['es-mateo', 'es-antonio'],
  de: ['de-lukas', 'de-lena'],
};

function join(parts: SpeechResult[], gapSec: number): SpeechResult {
  const sampleRate = parts[0].sampleRate;
  const gap = Math.round(gapSec * sampleRate);
  const total = parts.reduce((n, p) => n + p.samples.length, 0) + gap * (parts.length - 1);
  const samples = new Float32Array(total);
  const words: SpeechResult['timeline']['words'] = [];
  const phonemes: SpeechResult['timeline']['phonemes'] = [];
  let at = 0;
  for (const part of parts) {
    if (part.sampleRate !== sampleRate) throw new Error('parts differ in sample rate');
    samples.set(part.samples, at);
    const shift = at / sampleRate;
    for (const w of part.timeline.words)
      words.push({ ...w, start: w.start + shift, end: w.end + shift });
    for (const p of part.timeline.phonemes) {
      phonemes.push({ ...p, start: p.start + shift, end: p.end + shift });
    }
    at += part.samples.length + gap;
  }
  return { sampleRate, samples, timeline: { duration: total / sampleRate, words, phonemes } };
}

export async function speakSentence(
  sentence: string,
  language: CorpusLanguage,
  voiceKey: string,
): Promise<SpeechResult> {
  const voice = findStockVoice(voiceKey);
  if (!voice) throw new Error(`no stock voice ${voiceKey}`);
  const parts = await Promise.all(
    sentence
      .split('|')
      .map((text) => synthesizeLocal({ text: text.trim(), language, voice: voice.local })),
  );
  return join(parts, longPauseSec);
}
