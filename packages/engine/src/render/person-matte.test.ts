import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { detectFaceLandmarks } from '../actors/photo/detect-landmarks.js';
import type { FaceLandmarks } from '../actors/photo/face-landmarks.js';
import { fitPhotoCrop } from '../actors/photo/fit-photo.js';
import { samplePhoto } from '../actors/video/test-footage.js';
import { readVideoActorData } from '../actors/video/video-actor-data.js';
import {
  type Ellipse,
  makeColorSequenceVideo,
  makeEllipseMattePng,
  makeEllipseMatteVideo,
  testVideoActor,
} from './test-media.js';
import {
  colorDistance,
  extractFrame,
  handBuiltSpeech,
  patchColor,
  renderShortClip,
} from './test-support.js';

// A person matte keeps the actor inside it and shows the chosen background outside it. The
// mattes are synthetic ellipses around the face, so the test knows where each pixel must come from.
let dir: string;
let landmarks: FaceLandmarks;
const photo = samplePhoto(1);
const green = '#00ff00';
const [red, blue] = ['#ff0000', '#0000ff'];
let photoClip: string;
let photoEllipse: Ellipse;
let videoClip: string;
let videoEllipse: Ellipse;

const speech = handBuiltSpeech(
  [
    { symbol: 'm', start: 0.1, end: 0.2 },
    { symbol: 'ɑː', start: 0.2, end: 0.8 },
  ],
  [{ text: 'ma', start: 0.1, end: 0.8 }],
  1.3,
);

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'talkreel-matte-'));
  const [found, prepared] = await Promise.all([detectFaceLandmarks(photo), testVideoActor()]);
  landmarks = found;
  const { box } = landmarks;
  photoEllipse = {
    cx: box.x + box.width / 2,
    cy: box.y + box.height / 2,
    rx: box.width * 0.3,
    ry: box.height * 0.45,
  };
  const photoMatte = join(dir, 'photo-matte.png');
  await makeEllipseMattePng(
    photoMatte,
    { width: landmarks.imageWidth, height: landmarks.imageHeight },
    photoEllipse,
  );

  // The footage's face: the mean and spread of the first tracked mesh.
  const data = await readVideoActorData(prepared.dataPath);
  const points = data.track[0].points;
  const xs = points.map((p) => p[0]);
  const ys = points.map((p) => p[1]);
  videoEllipse = {
    cx: xs.reduce((a, b) => a + b, 0) / xs.length,
    cy: ys.reduce((a, b) => a + b, 0) / ys.length,
    rx: (Math.max(...xs) - Math.min(...xs)) * 0.6,
    ry: (Math.max(...ys) - Math.min(...ys)) * 0.7,
  };
  const videoMatte = join(dir, 'video-matte.mp4');
  const background = join(dir, 'red-blue.mp4');
  await Promise.all([
    makeEllipseMatteVideo(
      videoMatte,
      { width: data.width, height: data.height },
      data.loopFrames.length,
      videoEllipse,
    ),
    makeColorSequenceVideo(background, [red, blue], 0.5, { width: 360, height: 640 }),
  ]);
  const [photoOut, videoOut] = await Promise.all([
    renderShortClip(
      { kind: 'photo', imagePath: photo, landmarks, mattePath: photoMatte },
      dir,
      'photo',
      {
        background: { type: 'color', value: green },
      },
    ),
    renderShortClip({ ...prepared.spec, mattePath: videoMatte }, dir, 'video', {
      background: { type: 'video', value: background },
      speech,
    }),
  ]);
  photoClip = photoOut.video;
  videoClip = videoOut.video;
});

afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

describe('person matte', () => {
  it('keeps the photo inside the matte and shows the background colour outside it', async () => {
    const frame = await extractFrame(photoClip, 0.2);
    const crop = fitPhotoCrop(landmarks, 720, 1280);
    const at = (x: number, y: number) =>
      patchColor(
        frame,
        Math.round((x - crop.sx) * crop.scale) - 4,
        Math.round((y - crop.sy) * crop.scale) - 4,
      );
    const e = photoEllipse;
    // The face (the matte's middle) is the photo's own, far from the green.
    expect(colorDistance(at(e.cx, e.cy), green)).toBeGreaterThan(80);
    // Beside the face, outside the ellipse, where the photo has its own surroundings: green.
    for (const x of [e.cx - e.rx * 1.4, e.cx + e.rx * 1.4]) {
      expect(colorDistance(at(x, e.cy), green)).toBeLessThan(20);
    }
    expect(colorDistance(patchColor(frame, 0, 0), green)).toBeLessThan(12);
    expect(colorDistance(patchColor(frame, 712, 0), green)).toBeLessThan(12);
  });

  it('keeps the footage inside its matte video, frame for frame, over a background video', async () => {
    const e = videoEllipse;
    const at = (f: Awaited<ReturnType<typeof extractFrame>>, x: number, y: number) =>
      patchColor(f, Math.round(x) - 4, Math.round(y) - 4);
    for (const [t, colour] of [
      [0.2, red],
      [0.7, blue],
      [1.2, red],
    ] as const) {
      const frame = await extractFrame(videoClip, t);
      expect(colorDistance(at(frame, e.cx, e.cy), colour)).toBeGreaterThan(80);
      expect(colorDistance(at(frame, e.cx + e.rx * 1.4, e.cy), colour)).toBeLessThan(20);
      expect(colorDistance(patchColor(frame, 0, 0), colour)).toBeLessThan(20);
    }
  });

  it('refuses a photo matte of another size than the photo', async () => {
    const small = join(dir, 'small-matte.png');
    await makeEllipseMattePng(small, { width: 64, height: 64 }, { cx: 32, cy: 32, rx: 20, ry: 20 });
    await expect(
      renderShortClip(
        { kind: 'photo', imagePath: photo, landmarks, mattePath: small },
        dir,
        'bad',
        {
          background: { type: 'color', value: green },
        },
      ),
    ).rejects.toThrow(/matte is 64x64/);
  });
});
