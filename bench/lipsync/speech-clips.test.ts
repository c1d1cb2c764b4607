import { createHash } from 'node:crypto';
import type { SpeechResult } from '@talkreel/engine';
import { describe, expect, it } from 'vitest';
import { corpus } from './corpus';
import { corpusVoices, speakSentence } from './speech-clips';

const digest = (speech: SpeechResult) =>
  createHash('sha256')
    .update(
      new Uint8Array(speech.samples.buffer, speech.samples.byteOffset, speech.samples.byteLength),
    )
    .digest('hex');

describe('the lip-sync corpus', () => {
  it('speaks a clip byte for byte the same, whatever was spoken before it', async () => {
    // zh-xiaomei is a breathy espeak variant (f5, noise from a random stream); the clip holds a
    // " | " pause, so it is two syntheses. Between the two takes other voices speak on the same
    // workers, which used to leave espeak's state (and so the audio and timings) changed.
    const voice = corpusVoices.zh[1];
    const sentence = corpus.zh[0];
    const first = await speakSentence(sentence, 'zh', voice);
    await Promise.all([
      speakSentence(corpus.de[2], 'de', corpusVoices.de[1]),
      speakSentence(corpus.es[2], 'es', corpusVoices.es[0]),
      speakSentence(corpus.zh[1], 'zh', corpusVoices.zh[0]),
    ]);
    const second = await speakSentence(sentence, 'zh', voice);
    expect(second.samples.length).toBe(first.samples.length);
    expect(digest(second)).toBe(digest(first));
    expect(second.timeline).toEqual(first.timeline);
  });
});
