import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { createCanvas } from '@napi-rs/canvas';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { probeMedia } from '../../media/probe.js';
import { compressedSize } from '../../render/frame-format.js';
import { renderTalkingVideo } from '../../render/render-talking-video.js';
import {
  alignedRegionDifference,
  colorDistance,
  extractFrame,
  formatCases,
  handBuiltSpeech,
  patchColor,
  renderedSizes,
  renderShortClip,
} from '../../render/test-support.js';
import type { TimedPhoneme } from '../../timeline.js';
import { detectFaceLandmarks, FaceNotFoundError } from './detect-landmarks.js';
import type { FaceLandmarks } from './face-landmarks.js';
import { fitPhotoCrop } from './fit-photo.js';

// A sample photo shipped inside @vladmandic/face-api (a dev dependency, used only by tests).
const require = createRequire(import.meta.url);
const samplePhoto = join(
  dirname(require.resolve('@vladmandic/face-api/package.json')),
  'demo',
  'sample1.jpg',
);

const phonemes: TimedPhoneme[] = [
  { symbol: 'm', start: 0.3, end: 0.45 },
  { symbol: 'ɑː', start: 0.45, end: 0.8 },
  { symbol: 'b', start: 0.8, end: 0.96 },
  { symbol: 'ɑː', start: 0.96, end: 1.3 },
];
const speech = handBuiltSpeech(phonemes, [{ text: 'mama', start: 0.3, end: 1.3 }], 1.8);

let landmarks: FaceLandmarks;
let dir: string;
let video: string;

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'talkreel-photo-test-'));
  landmarks = await detectFaceLandmarks(samplePhoto);
  video = join(dir, 'photo.mp4');
  await renderTalkingVideo({
    actor: { kind: 'photo', imagePath: samplePhoto, landmarks },
    speech,
    outputs: {
      video,
      poster: join(dir, 'p.jpg'),
      compressed: join(dir, 's.mp4'),
      srt: join(dir, 'c.srt'),
    },
  });
});

afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

describe('photo actor', () => {
  it('reports a photo without a face as FaceNotFoundError', async () => {
    const blank = join(dir, 'blank.jpg');
    const canvas = createCanvas(640, 480);
    const ctx = canvas.getContext('2d');
    ctx.fillStyle = '#8899aa';
    ctx.fillRect(0, 0, 640, 480);
    await writeFile(blank, await canvas.encode('jpeg', 90));
    await expect(detectFaceLandmarks(blank)).rejects.toBeInstanceOf(FaceNotFoundError);
  });

  it('finds a 478-point face mesh on a shipped sample photo', () => {
    expect(landmarks.points).toHaveLength(478);
    expect(landmarks.score).toBeGreaterThan(0.5);
    const { box } = landmarks;
    for (const [x, y] of landmarks.points.slice(0, 468)) {
      expect(x).toBeGreaterThan(box.x - box.width * 0.1);
      expect(x).toBeLessThan(box.x + box.width * 1.1);
      expect(y).toBeGreaterThan(box.y - box.height * 0.1);
      expect(y).toBeLessThan(box.y + box.height * 1.1);
    }
    // Upper lip above the lower lip, eyes above the mouth.
    expect(landmarks.points[13][1]).toBeLessThan(landmarks.points[17][1]);
    expect(landmarks.points[159][1]).toBeLessThan(landmarks.points[13][1]);
  });

  it('renders the photo 9:16 and moves the mouth between open and closed phonemes', async () => {
    const probe = await probeMedia(video);
    expect(probe).toMatchObject({
      width: 720,
      height: 1280,
      fps: 25,
      videoCodec: 'h264',
      audioCodec: 'aac',
    });
    expect(Math.abs(probe.durationSec - 1.8)).toBeLessThanOrEqual(1 / 25);

    const crop = fitPhotoCrop(landmarks, 720, 1280);
    const [mx, my] = landmarks.points[13];
    const cx = Math.round((mx - crop.sx) * crop.scale);
    const cy = Math.round((my - crop.sy) * crop.scale);
    const mouth = { x: cx - 60, y: cy - 30, width: 120, height: 80 };
    const open = await extractFrame(video, 0.6);
    const closed = await extractFrame(video, 0.88);
    const open2 = await extractFrame(video, 1.12);
    expect(alignedRegionDifference(open, closed, mouth, 8)).toBeGreaterThan(4);
    expect(alignedRegionDifference(open2, closed, mouth, 8)).toBeGreaterThan(4);
  });
});

describe('photo actor in every format', () => {
  it.each(formatCases(true))('renders $format at $resolution', async (c) => {
    const actor = { kind: 'photo' as const, imagePath: samplePhoto, landmarks };
    const sizes = await renderedSizes(actor, dir, c);
    expect(sizes.video).toEqual(sizes.expected);
    expect(sizes.poster).toEqual(sizes.expected);
    expect(sizes.compressed).toEqual(compressedSize(sizes.expected));
  });

  it('places the whole 9:16 photo in a 16:9 frame with the colour around it', async () => {
    const color = '#1e90ff';
    const out = await renderShortClip(
      { kind: 'photo', imagePath: samplePhoto, landmarks },
      dir,
      'placed',
      { format: '16:9', background: { type: 'color', value: color } },
    );
    const frame = await extractFrame(out.video, 0.2, 1280);
    for (const [x, y] of [
      [0, 0],
      [1272, 0],
      [0, 712],
      [1272, 712],
      [425, 356], // just left of the picture (405 px wide, from x 438)
      [848, 356], // just right of it
    ]) {
      expect(colorDistance(patchColor(frame, x, y), color)).toBeLessThan(8);
    }
    // Inside the picture, the photo (its own backdrop), not the colour.
    expect(colorDistance(patchColor(frame, 446, 356), color)).toBeGreaterThan(40);
    expect(colorDistance(patchColor(frame, 826, 356), color)).toBeGreaterThan(40);
  });
});
