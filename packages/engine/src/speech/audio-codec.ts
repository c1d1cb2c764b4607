import { spawn } from 'node:child_process';
import { ffmpegPath } from '../media/ffmpeg-path';
import { decodeWav, encodeWav, type PcmAudio } from './wav';

/**
 * Runs ffmpeg with `input` on stdin and returns what it writes to stdout. Audio for speech is
 * small (minutes of mono), so buffering whole files in memory is simpler than streaming.
 */
export function runFfmpegPipe(args: string[], input: Uint8Array): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const child = spawn(ffmpegPath(), ['-hide_banner', '-loglevel', 'error', ...args], {
      stdio: ['pipe', 'pipe', 'pipe'],
    });
    const out: Buffer[] = [];
    const err: Buffer[] = [];
    child.stdout.on('data', (chunk: Buffer) => out.push(chunk));
    child.stderr.on('data', (chunk: Buffer) => err.push(chunk));
    // ffmpeg may stop reading early on bad input; the exit code reports that, not EPIPE.
    child.stdin.on('error', () => undefined);
    child.on('error', reject);
    child.on('close', (code) => {
      if (code === 0) resolve(Buffer.concat(out));
      else reject(new Error(`ffmpeg exited with ${code}: ${Buffer.concat(err).toString().trim()}`));
    });
    child.stdin.end(input);
  });
}

/** Decodes any audio ffmpeg reads (mp3, wav, ogg, ...) to mono float samples at its own rate. */
export async function decodeAudio(bytes: Uint8Array): Promise<PcmAudio> {
  const wav = await runFfmpegPipe(
    ['-i', 'pipe:0', '-vn', '-ac', '1', '-c:a', 'pcm_f32le', '-f', 'wav', 'pipe:1'],
    bytes,
  );
  return decodeWav(wav);
}

/** Encodes mono samples as MP3 (LAME) at the given bit rate in kbit/s. */
export function encodeMp3(samples: Float32Array, sampleRate: number, kbps = 64): Promise<Buffer> {
  return runFfmpegPipe(
    ['-f', 'wav', '-i', 'pipe:0', '-c:a', 'libmp3lame', '-b:a', `${kbps}k`, '-f', 'mp3', 'pipe:1'],
    encodeWav(samples, sampleRate),
  );
}
