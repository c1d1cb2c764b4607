import { spawn } from 'node:child_process';
import { extname } from 'node:path';
import { ffmpegPath } from '../media/ffmpeg-path';
import { probeMedia } from '../media/probe';
import { NoAudioTrackError } from './no-audio-track-error';

/** EBU R128 targets: -16 LUFS integrated, -1.5 dBTP peak, 11 LU range (speech on the web). */
const LOUDNORM = 'loudnorm=I=-16:TP=-1.5:LRA=11';
/** Both providers take 44.1 kHz; loudnorm would otherwise resample to 192 kHz. */
const SAMPLE_RATE = 44_100;

/**
 * Takes a video's first audio track as mono, loudness-normalised audio: WAV (16-bit PCM), or
 * MP3 when `outputPath` ends in ".mp3". Throws NoAudioTrackError for a video without sound.
 */
export async function extractAudioTrack(o: {
  inputPath: string;
  outputPath: string;
  signal?: AbortSignal;
}): Promise<{ durationSec: number }> {
  const probe = await probeMedia(o.inputPath);
  if (!probe.hasAudio) throw new NoAudioTrackError(o.inputPath);
  const codec =
    extname(o.outputPath).toLowerCase() === '.mp3'
      ? ['-c:a', 'libmp3lame', '-b:a', '128k', '-f', 'mp3']
      : ['-c:a', 'pcm_s16le', '-f', 'wav'];
  await runFfmpeg(
    [
      ...['-hide_banner', '-loglevel', 'error', '-y', '-i', o.inputPath],
      ...['-map', '0:a:0', '-vn', '-ac', '1', '-af', LOUDNORM, '-ar', String(SAMPLE_RATE)],
      ...codec,
      o.outputPath,
    ],
    o.signal,
  );
  const out = await probeMedia(o.outputPath);
  return { durationSec: out.durationSec };
}

function runFfmpeg(args: string[], signal: AbortSignal | undefined): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(ffmpegPath(), args, { stdio: ['ignore', 'ignore', 'pipe'], signal });
    let err = '';
    child.stderr.on('data', (chunk: Buffer) => {
      err = (err + chunk.toString()).slice(-4000);
    });
    child.on('error', reject);
    child.on('close', (code) => {
      if (code === 0) resolve();
      else if (!signal?.aborted) reject(new Error(`ffmpeg exited with ${code}: ${err.trim()}`));
    });
  });
}
