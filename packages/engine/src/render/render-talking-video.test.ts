import { mkdtemp, readFile, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findStockActor } from '../actors/stock-actors.js';
import { probeMedia } from '../media/probe.js';
import type { TimedPhoneme, TimedWord } from '../timeline.js';
import { renderTalkingVideo } from './render-talking-video.js';
import { parseSrt } from './srt.js';
import {
  alignedRegionDifference,
  brightShare,
  extractFrame,
  handBuiltSpeech,
} from './test-support.js';

// "mama papa" … long pause … "bobby": the test knows when the mouth must be open, shut or resting.
const phonemes: TimedPhoneme[] = [
  { symbol: 'm', start: 0.3, end: 0.42 },
  { symbol: 'ɑː', start: 0.42, end: 0.7 },
  { symbol: 'm', start: 0.7, end: 0.86 },
  { symbol: 'ɑː', start: 0.86, end: 1.1 },
  { symbol: 'p', start: 1.2, end: 1.34 },
  { symbol: 'ɑː', start: 1.34, end: 1.6 },
  { symbol: 'p', start: 1.6, end: 1.72 },
  { symbol: 'ə', start: 1.72, end: 1.9 },
  // 1.9 .. 3.0 silence
  { symbol: 'b', start: 3.0, end: 3.1 },
  { symbol: 'ɑ', start: 3.1, end: 3.3 },
  { symbol: 'b', start: 3.3, end: 3.42 },
  { symbol: 'i', start: 3.42, end: 3.6 },
];
const words: TimedWord[] = [
  { text: 'Mama', start: 0.3, end: 1.1 },
  { text: 'papa.', start: 1.2, end: 1.9 },
  { text: 'Bobby', start: 3.0, end: 3.6 },
];
const speech = handBuiltSpeech(phonemes, words, 3.9);
/** Mouth of the illustrated actors (head centre 360,540 + mouth offset), with room for head sway. */
const mouthRegion = { x: 300, y: 615, width: 120, height: 95 };

let dir: string;
let outputs: { video: string; poster: string; compressed: string; srt: string };

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'talkreel-render-test-'));
  outputs = {
    video: join(dir, 'out.mp4'),
    poster: join(dir, 'poster.jpg'),
    compressed: join(dir, 'out-small.mp4'),
    srt: join(dir, 'out.srt'),
  };
  const actor = findStockActor('david-office');
  if (!actor) throw new Error('stock actor missing');
  const progress: number[] = [];
  await renderTalkingVideo({
    actor: { kind: 'illustrated', params: actor.params },
    speech,
    outputs,
    captions: true,
    onProgress: (p) => progress.push(p.ratio),
  });
  expect(progress[progress.length - 1]).toBe(1);
});

afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

describe('renderTalkingVideo (illustrated actor)', () => {
  it('writes a 720x1280 25 fps H.264/AAC MP4 as long as the audio, within one frame', async () => {
    const probe = await probeMedia(outputs.video);
    const audioSec = speech.samples.length / speech.sampleRate;
    expect(probe).toMatchObject({
      width: 720,
      height: 1280,
      fps: 25,
      videoCodec: 'h264',
      audioCodec: 'aac',
    });
    expect(Math.abs(probe.durationSec - audioSec)).toBeLessThanOrEqual(1 / 25);
  });

  it('writes the compressed variant and a JPEG poster', async () => {
    const small = await probeMedia(outputs.compressed);
    expect(small).toMatchObject({ width: 360, height: 640, videoCodec: 'h264', audioCodec: 'aac' });
    expect((await stat(outputs.compressed)).size).toBeLessThan((await stat(outputs.video)).size);
    const poster = await readFile(outputs.poster);
    expect([...poster.subarray(0, 3)]).toEqual([0xff, 0xd8, 0xff]);
  });

  it('opens the mouth on open vowels and shuts it on bilabials', async () => {
    const open = await extractFrame(outputs.video, 0.56); // middle of the first "ɑː"
    const closed = await extractFrame(outputs.video, 0.76); // inside the second "m"
    const open2 = await extractFrame(outputs.video, 1.48);
    const closed2 = await extractFrame(outputs.video, 1.64); // inside the second "p"
    expect(alignedRegionDifference(open, closed, mouthRegion)).toBeGreaterThan(6);
    expect(alignedRegionDifference(open2, closed2, mouthRegion)).toBeGreaterThan(6);
  });

  it('keeps the mouth still during a long pause (head sway aside)', async () => {
    const a = await extractFrame(outputs.video, 2.2);
    const b = await extractFrame(outputs.video, 2.6);
    const open = await extractFrame(outputs.video, 0.56);
    const still = alignedRegionDifference(a, b, mouthRegion);
    expect(still).toBeLessThan(2.5);
    expect(still).toBeLessThan(alignedRegionDifference(a, open, mouthRegion) / 5);
  });

  it('writes an SRT whose cues match the timeline and burns the captions in', async () => {
    const cues = parseSrt(await readFile(outputs.srt, 'utf8'));
    expect(cues.map((c) => c.text)).toEqual(['Mama papa.', 'Bobby']);
    expect(cues[0].start).toBeCloseTo(words[0].start, 3);
    expect(cues[0].end).toBeCloseTo(words[1].end, 3);
    expect(cues[1].start).toBeCloseTo(words[2].start, 3);
    expect(cues[1].end).toBeCloseTo(words[2].end, 3);
    const captionBand = { x: 40, y: 1000, width: 640, height: 110 };
    const during = await extractFrame(outputs.video, 0.8);
    const pause = await extractFrame(outputs.video, 2.6);
    expect(brightShare(during, captionBand)).toBeGreaterThan(0.02);
    expect(brightShare(pause, captionBand)).toBeLessThan(0.005);
  });
});

describe('renderTalkingVideo limits', () => {
  it('refuses speech longer than two minutes', async () => {
    const long = handBuiltSpeech([], [], 121, 8000);
    await expect(
      renderTalkingVideo({
        actor: { kind: 'illustrated', params: stockActorParams() },
        speech: long,
        outputs: {
          video: join(dir, 'x.mp4'),
          poster: join(dir, 'x.jpg'),
          compressed: join(dir, 'x-s.mp4'),
          srt: join(dir, 'x.srt'),
        },
      }),
    ).rejects.toThrow(/limit is 120 s/);
  });

  it('stops when aborted', async () => {
    const controller = new AbortController();
    controller.abort();
    await expect(
      renderTalkingVideo({
        actor: { kind: 'illustrated', params: stockActorParams() },
        speech,
        outputs: {
          video: join(dir, 'a.mp4'),
          poster: join(dir, 'a.jpg'),
          compressed: join(dir, 'a-s.mp4'),
          srt: join(dir, 'a.srt'),
        },
        signal: controller.signal,
      }),
    ).rejects.toThrow(/aborted/);
    await expect(stat(join(dir, 'a.mp4'))).rejects.toThrow();
  });

  it('fails whole when the poster cannot be written: no video is left behind', async () => {
    // The poster is written while the encoder finishes; its failure must not leave MP4s that look
    // like a finished render.
    await expect(
      renderTalkingVideo({
        actor: { kind: 'illustrated', params: stockActorParams() },
        speech,
        outputs: {
          video: join(dir, 'p.mp4'),
          poster: join(dir, 'no-such-folder', 'p.jpg'),
          compressed: join(dir, 'p-s.mp4'),
          srt: join(dir, 'p.srt'),
        },
      }),
    ).rejects.toThrow(/ENOENT/);
    await expect(stat(join(dir, 'p.mp4'))).rejects.toThrow();
    await expect(stat(join(dir, 'p-s.mp4'))).rejects.toThrow();
  });
});

function stockActorParams() {
  const actor = findStockActor('jack-studio');
  if (!actor) throw new Error('stock actor missing');
  return actor.params;
}
