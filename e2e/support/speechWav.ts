import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { encodeWav, findStockVoice, synthesizeLocal } from '@talkreel/engine';

/**
 * A real spoken recording (the engine's offline TTS, a male stock voice so the match has
 * something to find), written as a WAV file of at least `minSeconds` for the upload.
 */
export async function writeSpeechWav(
  minSeconds: number,
): Promise<{ file: string; seconds: number }> {
  const voice = findStockVoice('en-jack') ?? findStockVoice('en-ava');
  if (!voice) throw new Error('no English stock voice to speak the sample');
  const spoken = await synthesizeLocal({
    text:
      'Hello, this is my own voice for Talkreel. I am recording a short sample in a quiet room, ' +
      'reading slowly and clearly, with a few natural pauses, so the studio can learn how I sound ' +
      'and speak every script I write in a voice that is close to mine.',
    language: 'en',
    voice: voice.local,
  });
  const seconds = spoken.samples.length / spoken.sampleRate;
  if (seconds < minSeconds)
    throw new Error(`sample is ${seconds.toFixed(1)} s, under ${minSeconds} s`);
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'talkreel-voice-'));
  const file = path.join(dir, 'My studio voice.wav');
  fs.writeFileSync(file, encodeWav(spoken.samples, spoken.sampleRate));
  return { file, seconds };
}
