import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createCanvas } from '@napi-rs/canvas';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ActorSpec } from '../actors/actor-spec.js';
import { findStockActor } from '../actors/stock-actors.js';
import { probeMedia } from '../media/probe.js';
import { compressedSize, frameSize } from './frame-format.js';
import { bubbleOf } from './layout.js';
import { logoRect } from './logo-overlay.js';
import { makeColorSequenceVideo, makeLogo } from './test-media.js';
import {
  clipSizes,
  colorDistance,
  countColor,
  extractFrame,
  type FrameRgb,
  handBuiltSpeech,
  patchColor,
  type Region,
  renderShortClip,
} from './test-support.js';

// Four illustrated renders, one per format (two at 1080p), each checked for several things: its
// sizes and one or two of the picture's choices. Photo and footage actors have their own files.
let dir: string;
let actor: ActorSpec;
type Clip = { video: string; poster: string; compressed: string };
const clips: Record<string, Clip> = {};

const blue = '#1e90ff';
const gradient: [string, string] = ['#ff6a00', '#2a0a6e'];
const quarters = { tl: '#e0201c', tr: '#1ca83c', bl: '#2040d0', br: '#f0d020' };
const magenta = '#ff00ff';
const cyan = '#00ffff';
const pink = '#ff66cc';
const [red, green] = ['#ff0000', '#00c000'];

/** The four quarters of a 4:3 picture: in a 1:1 frame its sides are cropped, the quarters stay. */
async function quartersImage(path: string): Promise<void> {
  const canvas = createCanvas(400, 300);
  const ctx = canvas.getContext('2d');
  const paint = (fill: string, x: number, y: number) => {
    ctx.fillStyle = fill;
    ctx.fillRect(x, y, 200, 150);
  };
  paint(quarters.tl, 0, 0);
  paint(quarters.tr, 200, 0);
  paint(quarters.bl, 0, 150);
  paint(quarters.br, 200, 150);
  await writeFile(path, await canvas.encode('png'));
}

/** One second of speech: the background video (0.5 s red, 0.5 s green) plays, then loops. */
const secondSpeech = handBuiltSpeech(
  [
    { symbol: 'm', start: 0.1, end: 0.2 },
    { symbol: 'ɑː', start: 0.2, end: 0.8 },
  ],
  [{ text: 'ma', start: 0.1, end: 0.8 }],
  1.3,
);

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'talkreel-formats-'));
  const stock = findStockActor('david-office');
  if (!stock) throw new Error('stock actor missing');
  actor = { kind: 'illustrated', params: stock.params };
  const logoPng = join(dir, 'logo.png');
  const logoSvg = join(dir, 'logo.svg');
  const image = join(dir, 'quarters.png');
  const video = join(dir, 'red-green.mp4');
  await Promise.all([
    makeLogo(logoPng, magenta, 'png'),
    makeLogo(logoSvg, cyan, 'svg'),
    quartersImage(image),
    makeColorSequenceVideo(video, [red, green], 0.5, { width: 640, height: 360 }),
  ]);
  const renders: [string, Parameters<typeof renderShortClip>[3]][] = [
    ['tall', { format: '9:16', resolution: '1080p', background: { type: 'color', value: blue } }],
    [
      'wide',
      {
        format: '16:9',
        resolution: '720p',
        background: { type: 'gradient', value: gradient },
        layout: { placement: 'left', scale: 0.6 },
        logo: { path: logoPng, corner: 'top-right', size: 0.1, opacity: 1 },
      },
    ],
    [
      'square',
      {
        format: '1:1',
        resolution: '1080p',
        background: { type: 'image', value: image },
        logo: { path: logoSvg, corner: 'bottom-left', size: 0.15, opacity: 1 },
        captions: true,
        captionStyle: {
          font: 'noto-sans-medium',
          size: 56,
          color: pink,
          decoration: 'outline',
          position: 'top',
          wordsPerLine: 1,
        },
      },
    ],
    [
      'portrait',
      {
        format: '4:5',
        resolution: '720p',
        background: { type: 'video', value: video },
        layout: { placement: 'circle', scale: 0.8 },
        speech: secondSpeech,
      },
    ],
  ];
  // Two at a time: the machine has two cores and each render is one node thread plus one ffmpeg.
  for (let i = 0; i < renders.length; i += 2) {
    await Promise.all(
      renders.slice(i, i + 2).map(async ([name, options]) => {
        clips[name] = await renderShortClip(actor, dir, name, options);
      }),
    );
  }
});

afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

describe('frame sizes', () => {
  it('gives each format its size at 720p and 1080p, and a compressed size of the same aspect', () => {
    const table = (resolution: '720p' | '1080p') =>
      (['9:16', '16:9', '1:1', '4:5'] as const).map((f) => frameSize(f, resolution));
    expect(frameSize()).toEqual({ width: 720, height: 1280 });
    expect(table('720p')).toEqual([
      { width: 720, height: 1280 },
      { width: 1280, height: 720 },
      { width: 720, height: 720 },
      { width: 720, height: 900 },
    ]);
    expect(table('1080p')).toEqual([
      { width: 1080, height: 1920 },
      { width: 1920, height: 1080 },
      { width: 1080, height: 1080 },
      { width: 1080, height: 1350 },
    ]);
    expect(table('1080p').map(compressedSize)).toEqual([
      { width: 360, height: 640 },
      { width: 640, height: 360 },
      { width: 360, height: 360 },
      { width: 360, height: 450 },
    ]);
  });

  it.each([
    ['tall', frameSize('9:16', '1080p')],
    ['wide', frameSize('16:9', '720p')],
    ['square', frameSize('1:1', '1080p')],
    ['portrait', frameSize('4:5', '720p')],
  ])(
    'renders the illustrated actor %s at its size (video, poster, compressed)',
    async (name, size) => {
      const sizes = await clipSizes(clips[name]);
      expect(sizes.video).toEqual(size);
      expect(sizes.poster).toEqual(size);
      expect(sizes.compressed).toEqual(compressedSize(size));
    },
  );
});

const frameOf = (name: string, t: number, width: number) =>
  extractFrame(clips[name].video, t, width);
const everything = (f: FrameRgb): Region => ({ x: 0, y: 0, width: f.width, height: f.height });

describe('backgrounds', () => {
  it('fills the frame around the actor with the chosen colour', async () => {
    const frame = await frameOf('tall', 0.2, 1080);
    // The top corners (the shoulders reach the bottom ones).
    expect(colorDistance(patchColor(frame, 0, 0), blue)).toBeLessThan(8);
    expect(colorDistance(patchColor(frame, 1072, 0), blue)).toBeLessThan(8);
  });

  it('runs a gradient from its first colour at the top to its second at the bottom', async () => {
    const frame = await frameOf('wide', 0.2, 1280);
    // The actor stands on the left; the right edge is background from top to bottom.
    expect(colorDistance(patchColor(frame, 1272, 0, 4), gradient[0])).toBeLessThan(10);
    expect(colorDistance(patchColor(frame, 1272, 716, 4), gradient[1])).toBeLessThan(10);
  });

  it('crops an image to fill the frame behind the actor', async () => {
    const frame = await frameOf('square', 0.2, 1080);
    expect(colorDistance(patchColor(frame, 2, 2), quarters.tl)).toBeLessThan(12);
    expect(colorDistance(patchColor(frame, 1070, 2), quarters.tr)).toBeLessThan(12);
    expect(colorDistance(patchColor(frame, 1070, 1070), quarters.br)).toBeLessThan(12);
  });

  it('plays a background video under the actor, cropped to fill, looped and trimmed to the speech', async () => {
    const probe = await probeMedia(clips.portrait.video);
    expect(Math.abs(probe.durationSec - 1.3)).toBeLessThan(0.1);
    const corner = async (t: number) => patchColor(await frameOf('portrait', t, 720), 2, 2);
    expect(colorDistance(await corner(0.2), red)).toBeLessThan(16);
    expect(colorDistance(await corner(0.7), green)).toBeLessThan(16);
    // Past the video's end (1 s) it starts again.
    expect(colorDistance(await corner(1.2), red)).toBeLessThan(16);
    // The top-right corner too: the 16:9 source is scaled to cover the 4:5 frame.
    expect(
      colorDistance(patchColor(await frameOf('portrait', 0.2, 720), 710, 2), red),
    ).toBeLessThan(16);
  });

  it('refuses a colour that is not #RRGGBB', async () => {
    await expect(
      renderShortClip(actor, dir, 'bad', { background: { type: 'color', value: 'blue' } }),
    ).rejects.toThrow(/#RRGGBB/);
  });
});

describe('layout', () => {
  it('stands the actor at the left, the background showing on the right', async () => {
    const frame = await frameOf('wide', 0.2, 1280);
    // The actor's box: 60% of the frame's height, on the bottom edge, 4% in from the left.
    const box = { x: 51, y: 288, width: 243, height: 432 };
    const backgroundLike = (r: Region) =>
      countColor(frame, r, gradient[0], 60) + countColor(frame, r, gradient[1], 60);
    const inBox = { x: box.x + 40, y: box.y + 120, width: box.width - 80, height: 200 };
    const rightHalf = { x: 700, y: 300, width: 200, height: 200 };
    expect(backgroundLike(rightHalf)).toBe(0);
    // The middle of the right half is the gradient's middle: neither end, but no actor either.
    const mid = patchColor(frame, 800, 360, 16);
    expect(Math.abs(mid[0] - patchColor(frame, 1100, 360, 16)[0])).toBeLessThan(6);
    // Inside the box the actor differs from the gradient at the same height.
    const actorPatch = patchColor(frame, inBox.x + 60, 400, 16);
    const besides = patchColor(frame, 1100, 400, 16);
    expect(Math.max(...actorPatch.map((v, c) => Math.abs(v - besides[c])))).toBeGreaterThan(30);
  });

  it('shows the actor in a round bubble in the bottom-right corner over the background video', async () => {
    const frame = await frameOf('portrait', 0.2, 720);
    const bubble = bubbleOf(frameSize('4:5'), 0.8);
    const inside = { x: bubble.cx - 40, y: bubble.cy - 40, width: 80, height: 80 };
    expect(countColor(frame, inside, red)).toBeLessThan(inside.width * inside.height * 0.05);
    // Just outside the bubble's corner of its square: the video.
    const r = bubble.radius;
    const outside = patchColor(frame, bubble.cx - r, bubble.cy - r, 6);
    expect(colorDistance(outside, red)).toBeLessThan(16);
    // The white ring at the bubble's top.
    expect(Math.min(...patchColor(frame, bubble.cx - 2, bubble.cy - r - 1, 3))).toBeGreaterThan(
      200,
    );
  });
});

/** A logo's coloured middle (its outer 10% is transparent), at whole pixels. */
const logoMiddle = (logo: Region): Region => ({
  x: Math.round(logo.x + logo.width * 0.2),
  y: Math.round(logo.y + logo.height * 0.2),
  width: Math.round(logo.width * 0.6),
  height: Math.round(logo.height * 0.6),
});

describe('brand', () => {
  it('puts a PNG logo in its corner at its size, and nowhere else', async () => {
    const frame = await frameOf('wide', 0.2, 1280);
    const logo = logoRect(
      frameSize('16:9'),
      { path: '', corner: 'top-right', size: 0.1, opacity: 1 },
      2,
    );
    const middle = logoMiddle(logo);
    expect(countColor(frame, middle, magenta)).toBeGreaterThan(middle.width * middle.height * 0.95);
    expect(countColor(frame, everything(frame), magenta)).toBeLessThan(logo.width * logo.height);
  });

  it('draws an SVG logo from its vectors', async () => {
    const frame = await frameOf('square', 0.2, 1080);
    const logo = logoRect(
      frameSize('1:1', '1080p'),
      { path: '', corner: 'bottom-left', size: 0.15, opacity: 1 },
      2,
    );
    const middle = logoMiddle(logo);
    expect(countColor(frame, middle, cyan)).toBeGreaterThan(middle.width * middle.height * 0.95);
    expect(countColor(frame, everything(frame), cyan)).toBeLessThan(logo.width * logo.height);
  });

  it('burns the captions in the chosen colour at the top, none at the bottom', async () => {
    const frame = await frameOf('square', 0.2, 1080);
    const top = { x: 0, y: 0, width: 1080, height: 240 };
    const bottom = { x: 0, y: 760, width: 1080, height: 320 };
    expect(countColor(frame, top, pink, 30)).toBeGreaterThan(200);
    expect(countColor(frame, bottom, pink, 30)).toBe(0);
  });
});
