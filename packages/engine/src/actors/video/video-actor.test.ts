import { mkdtemp, readdir, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ffmpegPath } from '../../media/ffmpeg-path.js';
import { probeMedia } from '../../media/probe.js';
import { runProcess } from '../../media/run-process.js';
import { compressedSize } from '../../render/frame-format.js';
import { neutralPose } from '../../render/idle-motion.js';
import { type MouthShape, restMouth } from '../../render/mouth-shape.js';
import { renderTalkingVideo } from '../../render/render-talking-video.js';
import {
  extractFrame,
  type FrameRgb,
  formatCases,
  handBuiltSpeech,
  type Region,
  regionDifference,
  renderedSizes,
} from '../../render/test-support.js';
import { visemeShapes } from '../../render/visemes.js';
import type { TimedPhoneme } from '../../timeline.js';
import { ActorInputError } from '../actor-input-error.js';
import { type PreparedVideoActor, prepareVideoActor } from './prepare-video-actor.js';
import { makeFaceFootage, makeFacelessFootage } from './test-footage.js';
import { readVideoActorData, type VideoActorData } from './video-actor-data.js';
import type { VideoCrop } from './video-crop.js';
import { createVideoRenderer } from './video-renderer.js';

// Short footage keeps the suite cheap; the product's 30-180 s bounds are parameters.
const limits = { minDurationSec: 2, maxDurationSec: 10, loopSec: 1.6, idleSec: 1 };
const fullFrame: VideoCrop = {
  points: [
    [0, 0],
    [480, 0],
    [480, 854],
    [0, 854],
  ],
};

let dir: string;
let footage: string;
let prepared: PreparedVideoActor;
let data: VideoActorData;

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'talkreel-video-actor-'));
  footage = join(dir, 'face.mp4');
  await makeFaceFootage(footage, 3);
  prepared = await prepareVideoActor({
    inputPath: footage,
    crop: fullFrame,
    outDir: join(dir, 'actor'),
    ...limits,
  });
  data = await readVideoActorData(prepared.dataPath);
});

afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

async function refusal(promise: Promise<unknown>): Promise<string> {
  const err = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(err).toBeInstanceOf(ActorInputError);
  return (err as ActorInputError).reason;
}

describe('prepareVideoActor', () => {
  it('normalises the footage to 720x1280 at 25 fps', async () => {
    const probe = await probeMedia(prepared.footage);
    expect(probe).toMatchObject({ width: 720, height: 1280, fps: 25, hasAudio: false });
    expect(Math.abs(prepared.frames - 75)).toBeLessThanOrEqual(1);
  });

  it('chooses a 1.6 s idle loop inside the footage and writes its ping-pong', async () => {
    const { inFrame, outFrame } = prepared.loop;
    expect(inFrame).toBeGreaterThanOrEqual(0);
    expect(outFrame).toBeLessThan(prepared.frames);
    expect(outFrame - inFrame + 1).toBe(40);
    expect(data.loopFrames).toHaveLength(2 * 40 - 2);
    expect(data.loopFrames[0]).toBe(inFrame);
    expect(data.loopFrames[39]).toBe(outFrame);
    expect(data.loopFrames[data.loopFrames.length - 1]).toBe(inFrame + 1);
    const loop = await probeMedia(join(dir, 'actor', data.loopFootage));
    expect(loop).toMatchObject({ width: 720, height: 1280, fps: 25 });
    expect(Math.abs(loop.durationSec - 78 / 25)).toBeLessThanOrEqual(1 / 25);
  });

  it('repeats the ping-pong with an exact period when decoded in a loop, as the renderer does', async () => {
    const { stdout } = await runProcess(ffmpegPath(), [
      ...['-v', 'error', '-stream_loop', '-1', '-i', join(dir, 'actor', data.loopFootage)],
      ...['-frames:v', '160', '-pix_fmt', 'rgba', '-f', 'framemd5', 'pipe:1'],
    ]);
    const sums = stdout
      .toString()
      .split('\n')
      .filter((line) => line && !line.startsWith('#'))
      .map((line) => line.split(',').pop()?.trim());
    expect(sums).toHaveLength(160);
    const period = data.loopFrames.length;
    for (let f = period; f < 160; f++) expect(sums[f]).toBe(sums[f - period]);
    expect(sums[1]).not.toBe(sums[0]);
  });

  it('tracks the mouth within the face on every frame', () => {
    expect(data.mouth).toHaveLength(prepared.frames);
    for (const sample of data.track) {
      const xs = sample.points.map((p) => p[0]);
      const ys = sample.points.map((p) => p[1]);
      const box = data.mouth[sample.frame];
      expect(box.x).toBeGreaterThan(Math.min(...xs));
      expect(box.x + box.width).toBeLessThan(Math.max(...xs));
      // The mouth sits below the nose tip and above the chin.
      expect(box.y).toBeGreaterThan(sample.points[1][1]);
      expect(box.y + box.height).toBeLessThan(Math.max(...ys));
    }
    // The zoom moves the face: the tracked mouth moves with it.
    expect(Math.abs(data.mouth[70].y - data.mouth[0].y)).toBeGreaterThan(2);
  });

  it('writes the default idle video, its compressed variant and a poster', async () => {
    expect(await probeMedia(prepared.idle.video)).toMatchObject({ width: 720, height: 1280 });
    expect(await probeMedia(prepared.idle.compressed)).toMatchObject({ width: 360, height: 640 });
    expect((await stat(prepared.idle.poster)).size).toBeGreaterThan(1000);
  });

  it('refuses bad crops, naming the reason', async () => {
    const base = { inputPath: footage, outDir: join(dir, 'bad'), ...limits };
    const crops: unknown[] = [
      {
        points: [
          [0, 0],
          [480, 0],
          [480, 854],
        ],
      },
      {
        points: [
          [-1, 0],
          [480, 0],
          [480, 854],
          [0, 854],
        ],
      },
      {
        points: [
          [0, 0],
          [481, 0],
          [481, 854],
          [0, 854],
        ],
      },
      {
        points: [
          [0, 0],
          ['a', 0],
          [480, 854],
          [0, 854],
        ],
      },
      { x: 0, y: 0, width: Number.NaN, height: 100 },
      { x: 0, y: 0, width: 480, height: 900 },
    ];
    for (const crop of crops) {
      expect(await refusal(prepareVideoActor({ ...base, crop: crop as VideoCrop }))).toBe(
        'bad-crop',
      );
    }
    const narrow: VideoCrop = { x: 0, y: 0, width: 90, height: 160 };
    expect(await refusal(prepareVideoActor({ ...base, crop: narrow, minCropWidth: 200 }))).toBe(
      'too-low',
    );
    expect(await refusal(prepareVideoActor({ ...base, crop: fullFrame, minDurationSec: 5 }))).toBe(
      'too-short',
    );
    expect(
      await refusal(prepareVideoActor({ ...base, crop: fullFrame, maxDurationSec: 2.5 })),
    ).toBe('too-long');
  });

  it('stops when its signal is aborted and leaves nothing behind', async () => {
    const controller = new AbortController();
    controller.abort();
    const out = join(dir, 'aborted');
    await expect(
      prepareVideoActor({
        inputPath: footage,
        crop: fullFrame,
        outDir: out,
        signal: controller.signal,
        ...limits,
      }),
    ).rejects.toThrow(/abort/i);
    expect(await readdir(out)).toEqual([]);
  });

  it('refuses footage without a face', async () => {
    const faceless = join(dir, 'faceless.mp4');
    await makeFacelessFootage(faceless, 2);
    const reason = await refusal(
      prepareVideoActor({
        inputPath: faceless,
        crop: fullFrame,
        outDir: join(dir, 'nf'),
        ...limits,
      }),
    );
    expect(reason).toBe('no-face');
    expect(await readdir(join(dir, 'nf'))).toEqual([]);
  });
});

describe('rendering a video actor', () => {
  const phonemes: TimedPhoneme[] = [
    { symbol: 'm', start: 0.5, end: 0.6 },
    { symbol: 'ɑː', start: 0.6, end: 1.0 },
    { symbol: 'p', start: 1.0, end: 1.08 },
    { symbol: 'ɑː', start: 1.08, end: 1.3 },
  ];
  const speech = handBuiltSpeech(phonemes, [{ text: 'mapa', start: 0.5, end: 1.3 }], 2);
  let video: string;

  beforeAll(async () => {
    video = join(dir, 'talk.mp4');
    await renderTalkingVideo({
      actor: prepared.spec,
      speech,
      outputs: {
        video,
        poster: join(dir, 'talk.jpg'),
        compressed: join(dir, 'talk-small.mp4'),
        srt: join(dir, 'talk.srt'),
      },
    });
  });

  /** Rendered frame and the footage frame it was made from, compared around the mouth. */
  async function mouthChange(t: number): Promise<number> {
    const n = Math.round(t * 25);
    const loopFile = join(dir, 'actor', data.loopFootage);
    const [out, source]: FrameRgb[] = await Promise.all([
      extractFrame(video, t),
      extractFrame(loopFile, (n % data.loopFrames.length) / 25),
    ]);
    const box = data.mouth[data.loopFrames[n % data.loopFrames.length]];
    const region: Region = {
      x: Math.round(box.x - box.width * 0.3),
      y: Math.round(box.y - box.height),
      width: Math.round(box.width * 1.6),
      height: Math.round(box.height * 3 + 40),
    };
    return regionDifference(out, source, region);
  }

  it('lasts as long as the speech, at 720x1280 25 fps', async () => {
    const probe = await probeMedia(video);
    expect(probe).toMatchObject({ width: 720, height: 1280, fps: 25, audioCodec: 'aac' });
    expect(Math.abs(probe.durationSec - 2)).toBeLessThanOrEqual(1 / 25);
  });

  it('re-shapes the mouth while speaking and shows the footage untouched in pauses', async () => {
    const before = await mouthChange(0.2);
    const open = await mouthChange(0.8);
    const after = await mouthChange(1.7);
    // Pauses differ from the footage only by re-encoding noise; an open vowel reshapes the mouth.
    expect(before).toBeLessThan(3.5);
    expect(after).toBeLessThan(3.5);
    expect(open).toBeGreaterThan(10);
    expect(open).toBeGreaterThan(Math.max(before, after) * 5);
  });
});

describe("the video actor's mouth between closed and open", () => {
  const pose = neutralPose;

  it("keeps the footage's own lips for /m b p/ and paints the interior only as they part", async () => {
    const renderer = await createVideoRenderer(prepared.dataPath);
    try {
      await renderer.prepareFrame?.(0);
      const box = data.mouth[data.loopFrames[0]];
      /** Mean absolute RGB change of the lips' box against the untouched footage frame. */
      const change = (frame: Buffer, rest: Buffer) => {
        let sum = 0;
        let n = 0;
        const x0 = Math.round(box.x);
        const y0 = Math.round(box.y - 3);
        for (let y = y0; y < y0 + Math.round(box.height) + 6; y++) {
          for (let x = x0; x < x0 + Math.round(box.width); x++) {
            const i = (y * data.width + x) * 4;
            for (let c = 0; c < 3; c++) sum += Math.abs(frame[i + c] - rest[i + c]);
            n += 3;
          }
        }
        return sum / n;
      };
      const render = (mouth: MouthShape) =>
        Buffer.from(renderer.renderFrame?.({ t: 0, mouth, pose }) ?? []);
      const rest = render(restMouth);
      const closed = change(render(visemeShapes.MBP), rest);
      const open = change(render(visemeShapes.AA), rest);
      // Closed lips only purse a little; no teeth line appears between them as the shape leaves rest.
      expect(open).toBeGreaterThan(15);
      expect(closed).toBeLessThan(open / 8);

      // Played in frame order, a mouth asked to go from closed to wide open in one frame gets
      // there over two: no single frame warps the lower face and paints the interior in at once.
      const play = (t: number, mouth: MouthShape) =>
        Buffer.from(renderer.renderFrame?.({ t, mouth, pose }) ?? []);
      const wide = render(visemeShapes.AA);
      play(1, restMouth);
      const first = play(1.04, visemeShapes.AA);
      const second = play(1.08, visemeShapes.AA);
      // The first frame is on its way (opened, not yet wide); the second is the wide mouth itself.
      expect(change(first, rest)).toBeGreaterThan(closed * 2);
      expect(change(first, wide)).toBeGreaterThan(5);
      expect(change(second, wide)).toBeLessThan(1);
    } finally {
      renderer.close?.();
    }
  });
});

describe('video actor in every format', () => {
  it.each(formatCases(false))('renders $format at $resolution', async (c) => {
    const sizes = await renderedSizes({ kind: 'video', dataPath: prepared.dataPath }, dir, c);
    expect(sizes.video).toEqual(sizes.expected);
    expect(sizes.poster).toEqual(sizes.expected);
    expect(sizes.compressed).toEqual(compressedSize(sizes.expected));
  });
});
