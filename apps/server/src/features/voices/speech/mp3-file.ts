import { execFile } from 'node:child_process';
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { encodeWav, ffmpegPath } from '@talkreel/engine';
import { inWorkDir } from '../../videos/stored-files';

const run = promisify(execFile);

/**
 * MP3 written to a file rather than a pipe, so ffmpeg can go back and add the LAME header
 * with the encoder delay. Decoders then drop that delay, and the decoded speech lines up with
 * its timeline again (from a pipe it starts about 50 ms late, which lip-sync would show).
 */
export function encodeMp3WithHeader(
  samples: Float32Array,
  sampleRate: number,
  kbps = 64,
): Promise<Buffer> {
  return inWorkDir('mp3', async (dir) => {
    const wav = path.join(dir, 'speech.wav');
    const mp3 = path.join(dir, 'speech.mp3');
    await writeFile(wav, encodeWav(samples, sampleRate));
    await run(ffmpegPath(), [
      '-hide_banner',
      '-loglevel',
      'error',
      '-i',
      wav,
      '-c:a',
      'libmp3lame',
      '-b:a',
      `${kbps}k`,
      mp3,
    ]);
    return readFile(mp3);
  });
}
