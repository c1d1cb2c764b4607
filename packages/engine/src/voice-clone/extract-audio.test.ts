import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ffmpegPath, ffprobePath } from '../media/ffmpeg-path';
import { probeMedia } from '../media/probe';
import { runProcess } from '../media/run-process';
import { synthesizeLocal } from '../speech/local-tts';
import { englishScript } from '../speech/test-texts';
import { encodeWav } from '../speech/wav';
import { extractAudioTrack } from './extract-audio';
import { matchLocalVoice } from './match-local-voice';
import { measureSpeech } from './measure-speech';
import { NoAudioTrackError } from './no-audio-track-error';

let dir: string;

/** A short MP4 from ffmpeg's test sources; with stereo sine audio when `toneHz` is given. */
async function makeVideo(name: string, toneHz: number | null, seconds = 3): Promise<string> {
  const path = join(dir, name);
  const audio =
    toneHz === null
      ? []
      : ['-f', 'lavfi', '-i', `sine=frequency=${toneHz}:sample_rate=48000:duration=${seconds}`];
  await runProcess(ffmpegPath(), [
    ...['-hide_banner', '-loglevel', 'error', '-y'],
    ...['-f', 'lavfi', '-i', `testsrc=size=320x240:rate=25:duration=${seconds}`],
    ...audio,
    ...(toneHz === null ? [] : ['-ac', '2', '-c:a', 'aac']),
    ...['-c:v', 'libx264', '-pix_fmt', 'yuv420p', '-shortest', path],
  ]);
  return path;
}

async function meanVolumeDb(path: string): Promise<number> {
  const { stderr } = await runProcess(ffmpegPath(), [
    ...['-hide_banner', '-i', path, '-af', 'volumedetect', '-f', 'null', '-'],
  ]);
  const match = /mean_volume: (-?[\d.]+) dB/.exec(stderr);
  if (!match) throw new Error(`no volume in ${stderr}`);
  return Number(match[1]);
}

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'talkreel-extract-'));
});

// A busy file system may report the folder not yet empty right after its files went: retry.
afterAll(() => rm(dir, { recursive: true, force: true, maxRetries: 5, retryDelay: 100 }));

describe('extractAudioTrack', () => {
  it('writes the audio track as mono, loudness-normalised WAV', async () => {
    const video = await makeVideo('tone.mp4', 440);
    const output = join(dir, 'tone.wav');
    const { durationSec } = await extractAudioTrack({ inputPath: video, outputPath: output });

    expect(durationSec).toBeGreaterThan(2.8);
    expect(durationSec).toBeLessThan(3.2);
    const probe = await probeMedia(output);
    expect(probe.hasVideo).toBe(false);
    expect(probe.audioCodec).toBe('pcm_s16le');
    const { stdout } = await runProcess(ffprobePath(), [
      ...['-v', 'error', '-show_entries', 'stream=sample_rate,channels', '-of', 'csv=p=0', output],
    ]);
    expect(stdout.toString().trim()).toBe('44100,1');
    // lavfi's sine is quiet (-21 dBFS mean); loudnorm lifts it towards -16 LUFS.
    expect(await meanVolumeDb(video)).toBeLessThan(-19);
    expect(await meanVolumeDb(output)).toBeGreaterThan(-18.5);
  });

  it('gives speech that the voice match measures like the original', async () => {
    const voice = { espeakVoice: 'en-us', variant: 'f4', pitch: 70 };
    const speech = await synthesizeLocal({ text: englishScript(160), language: 'en', voice });
    const wavPath = join(dir, 'speech.wav');
    await writeFile(wavPath, encodeWav(speech.samples, speech.sampleRate));
    const video = join(dir, 'speech.mp4');
    await runProcess(ffmpegPath(), [
      ...['-hide_banner', '-loglevel', 'error', '-y'],
      ...['-f', 'lavfi', '-i', `testsrc=size=320x240:rate=25:duration=${speech.timeline.duration}`],
      ...[
        '-i',
        wavPath,
        '-c:v',
        'libx264',
        '-pix_fmt',
        'yuv420p',
        '-c:a',
        'aac',
        '-shortest',
        video,
      ],
    ]);
    const output = join(dir, 'speech-out.wav');
    await extractAudioTrack({ inputPath: video, outputPath: output });

    const original = await measureSpeech(await readFile(wavPath));
    const extracted = await matchLocalVoice({ audio: await readFile(output) });
    expect(extracted.gender).toBe('female');
    const ratio = extracted.measures.pitchMedianHz / original.pitchMedianHz;
    expect(ratio).toBeGreaterThan(0.95);
    expect(ratio).toBeLessThan(1.05);
  });

  it('writes MP3 when the output path asks for it', async () => {
    const video = await makeVideo('tone-mp3.mp4', 300);
    const output = join(dir, 'tone.mp3');
    await extractAudioTrack({ inputPath: video, outputPath: output });
    const probe = await probeMedia(output);
    expect(probe.audioCodec).toBe('mp3');
  });

  it('throws NoAudioTrackError for a video without sound', async () => {
    const video = await makeVideo('silent.mp4', null);
    const error = await extractAudioTrack({
      inputPath: video,
      outputPath: join(dir, 'silent.wav'),
    }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(NoAudioTrackError);
    expect((error as Error).message).toMatch(/no audio track/);
  });

  it('stops when the caller aborts', async () => {
    const video = await makeVideo('abort.mp4', 440);
    const controller = new AbortController();
    controller.abort();
    await expect(
      extractAudioTrack({
        inputPath: video,
        outputPath: join(dir, 'abort.wav'),
        signal: controller.signal,
      }),
    ).rejects.toMatchObject({ name: 'AbortError' });
  });
});
