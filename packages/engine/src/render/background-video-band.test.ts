import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createCanvas } from '@napi-rs/canvas';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createIllustratedRenderer } from '../actors/illustrated/illustrated-renderer.js';
import { findStockActor } from '../actors/stock-actors.js';
import { ffmpegPath } from '../media/ffmpeg-path.js';
import { runProcess } from '../media/run-process.js';
import { colormatrixSource, readBackgroundVideo } from './background-video.js';
import { composeActorRenderer } from './compose-actor-renderer.js';
import { frameSize } from './frame-format.js';
import { drawnBand, paintedRows } from './frame-rows.js';
import { createIdleMotion } from './idle-motion.js';
import { logoRect } from './logo-overlay.js';
import { restMouth } from './mouth-shape.js';
import { makeColorSequenceVideo, makeLogo } from './test-media.js';
import {
  extractFrame,
  type FrameRgb,
  patchColor,
  regionDifference,
  renderShortClip,
} from './test-support.js';

// Over a background video only the rows the actor and the overlays draw into are read back and
// blended by the encoder, in YUV with straight alpha. A video of one colour must then give the
// picture that colour gives as a plain background: the figure where it belongs, its soft edges,
// the captions' see-through plate and the logo, and the video's own rows above the band.
const teal = '#2a8c9c';
const size = frameSize('9:16', '1080p');
const stock = findStockActor('olivia-studio');
if (!stock) throw new Error('stock actor missing');
const actor = { kind: 'illustrated' as const, params: stock.params };
let dir: string;
const frames: Record<string, FrameRgb> = {};

/** A see-through logo over the video's rows (a wrong blend of its alpha shows in its colour). */
const logoOptions = (path: string) =>
  ({ path, corner: 'top-left', size: 0.12, opacity: 0.6 }) as const;

/**
 * One second of one colour in BT.709 YUV, tagged as a phone or an editor writes it, or untagged
 * at HD size (some tools leave the tags out; players take such a video for BT.709).
 */
async function makeBt709ColourVideo(path: string, hex: string, tagged = true): Promise<void> {
  const size = tagged ? '640x360' : '1280x720';
  await runProcess(ffmpegPath(), [
    ...['-v', 'error', '-y', '-f', 'lavfi', '-i', `color=c=0x${hex.slice(1)}:s=${size}:r=25:d=1`],
    ...['-vf', 'scale=out_color_matrix=bt709:out_range=tv,format=yuv420p'],
    ...['-c:v', 'libx264', '-preset', 'ultrafast'],
    ...(tagged ? ['-colorspace', 'bt709', '-color_primaries', 'bt709', '-color_trc', 'bt709'] : []),
    path,
  ]);
}

/** One second of one colour in full-range YUV (yuvj420p, as some cameras and JPEG-based tools write). */
async function makeFullRangeColourVideo(path: string, hex: string): Promise<void> {
  await runProcess(ffmpegPath(), [
    ...['-v', 'error', '-y', '-f', 'lavfi', '-i', `color=c=0x${hex.slice(1)}:s=640x360:r=25:d=1`],
    ...['-c:v', 'libx264', '-preset', 'ultrafast', '-pix_fmt', 'yuvj420p', path],
  ]);
}

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'talkreel-band-'));
  const untagged = join(dir, 'teal-601.mp4');
  const tagged = join(dir, 'teal-709.mp4');
  const untaggedHd = join(dir, 'teal-709-untagged.mp4');
  const fullRange = join(dir, 'teal-full.mp4');
  const logo = join(dir, 'logo.png');
  await Promise.all([
    makeColorSequenceVideo(untagged, [teal], 1, { width: 640, height: 360 }),
    makeBt709ColourVideo(tagged, teal),
    makeBt709ColourVideo(untaggedHd, teal, false),
    makeFullRangeColourVideo(fullRange, teal),
    makeLogo(logo, '#ff00ff', 'png'),
  ]);
  const common = {
    format: '9:16',
    resolution: '1080p',
    captions: true,
    logo: logoOptions(logo),
  } as const;
  const backgrounds = {
    colour: { type: 'color', value: teal },
    untagged: { type: 'video', value: untagged },
    tagged: { type: 'video', value: tagged },
    untaggedHd: { type: 'video', value: untaggedHd },
    fullRange: { type: 'video', value: fullRange },
  } as const;
  for (const [name, background] of Object.entries(backgrounds)) {
    const clip = await renderShortClip(actor, dir, name, { ...common, background });
    frames[name] = await extractFrame(clip.video, 0.2, size.width);
  }
}, 120_000);

afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

describe('a background video under the actor', () => {
  it('reads back and blends only a band of rows at 9:16 (the figure, the captions, the logo)', async () => {
    const video = join(dir, 'teal-601.mp4');
    const { renderer } = await composeActorRenderer(actor, {
      size,
      background: { type: 'video', value: video },
    });
    const band = drawnBand(size.height, [renderer.rows]);
    renderer.close?.();
    // The hair's top is about a quarter down the frame: the rows above are the video's own.
    expect(band.top).toBeGreaterThan(size.height * 0.12);
    expect(band.top % 2).toBe(0);
    expect(band.bottom).toBe(size.height);
  });

  it.each(['untagged', 'tagged', 'untaggedHd', 'fullRange'])(
    'gives the picture a background of its one colour gives (%s video)',
    (name) => {
      const whole = { x: 0, y: 0, width: size.width, height: size.height };
      // Mean difference per channel over the whole frame: encoder noise only.
      expect(regionDifference(frames[name], frames.colour, whole)).toBeLessThan(1.5);
      // The hair's edge and the captions' plate: where a wrong blend shows most.
      const hairTop = { x: 300, y: 380, width: 480, height: 220 };
      const caption = { x: 150, y: 1400, width: 780, height: 260 };
      for (const region of [hairTop, caption]) {
        expect(regionDifference(frames[name], frames.colour, region)).toBeLessThan(3);
      }
      // The logo's colour at 60 % over the video (premultiplied taken for straight is far darker).
      const rect = logoRect(size, logoOptions(''), 2);
      const at = (f: FrameRgb) =>
        patchColor(
          f,
          Math.round(rect.x + rect.width / 2) - 4,
          Math.round(rect.y + rect.height / 2) - 4,
          8,
        );
      const [lr, lg, lb] = at(frames[name]);
      const [cr, cg, cb] = at(frames.colour);
      expect(Math.max(Math.abs(lr - cr), Math.abs(lg - cg), Math.abs(lb - cb))).toBeLessThan(6);
      // Above the band: the video's colour.
      const [r, g, b] = patchColor(frames[name], 540, 100, 16);
      const [r0, g0, b0] = patchColor(frames.colour, 540, 100, 16);
      expect(Math.max(Math.abs(r - r0), Math.abs(g - g0), Math.abs(b - b0))).toBeLessThan(4);
    },
  );

  it.each(['untagged', 'tagged', 'untaggedHd', 'fullRange'])(
    'gives a poster or still the colour the rendered video shows (%s video)',
    async (name) => {
      const file = {
        untagged: 'teal-601.mp4',
        tagged: 'teal-709.mp4',
        untaggedHd: 'teal-709-untagged.mp4',
        fullRange: 'teal-full.mp4',
      }[name];
      const { first } = await readBackgroundVideo(join(dir, file ?? ''), size);
      const poster = Array.from(first.getContext('2d').getImageData(540, 100, 1, 1).data);
      // Above the band the rendered frame is the video's own pixels.
      const played = patchColor(frames[name], 540, 100, 16);
      expect(Math.max(...played.map((v, c) => Math.abs(v - poster[c])))).toBeLessThan(3);
    },
  );

  it('takes an untagged video for BT.709 from 720 rows and for BT.601 below, as Chromium does', () => {
    expect(colormatrixSource(null, { width: 1280, height: 720 })).toBeNull();
    expect(colormatrixSource(null, { width: 720, height: 1280 })).toBeNull();
    expect(colormatrixSource(null, { width: 640, height: 360 })).toBe('bt601');
    expect(colormatrixSource(null, { width: 1280, height: 544 })).toBe('bt601');
    expect(colormatrixSource('smpte170m', { width: 1920, height: 1080 })).toBe('smpte170m');
    expect(colormatrixSource('bt709', { width: 640, height: 360 })).toBeNull();
  });

  it.each([
    ['9:16', '1080p'],
    ['9:16', '720p'],
    ['4:5', '1080p'],
  ] as const)(
    'keeps every pose of a long idle motion inside the figure rows (%s %s)',
    async (format, resolution) => {
      const frame = frameSize(format, resolution);
      const { renderer } = await composeActorRenderer(actor, {
        size: frame,
        background: { type: 'video', value: join(dir, 'teal-601.mp4') },
      });
      const rows = renderer.rows;
      renderer.close?.();
      expect(rows).toBeDefined();
      // The figure drawn without the clip, over 40 s of lively speech (energy at its peak).
      const free = createIllustratedRenderer(actor.params, frame, createCanvas(1, 1));
      const canvas = createCanvas(frame.width, frame.height);
      const ctx = canvas.getContext('2d');
      const durationSec = 40;
      const energy = new Float32Array(durationSec * 25).fill(1);
      const idle = createIdleMotion({ seed: free.seed, durationSec, energy, fps: 25 });
      let highest = frame.height;
      for (let f = 0; f < durationSec * 25; f += 8) {
        ctx.clearRect(0, 0, frame.width, frame.height);
        free.drawFrame(ctx, { t: f / 25, mouth: restMouth, pose: idle(f / 25) });
        highest = Math.min(highest, paintedRows(canvas)?.top ?? frame.height);
      }
      expect(highest).toBeGreaterThanOrEqual(rows?.top ?? 0);
      // And not needlessly high: the margin is a small share of the frame.
      expect(highest - (rows?.top ?? 0)).toBeLessThan(frame.height * 0.06);
    },
  );
});

describe('the drawn band', () => {
  it('spans every part, on even rows, and the whole frame when a part does not know its rows', () => {
    expect(
      drawnBand(1920, [
        { top: 457, bottom: 1919 },
        { top: 1500, bottom: 1700 },
      ]),
    ).toEqual({
      top: 456,
      bottom: 1920,
    });
    expect(
      drawnBand(1920, [
        { top: 457, bottom: 1800 },
        { top: 101, bottom: 203 },
      ]),
    ).toEqual({
      top: 100,
      bottom: 1800,
    });
    expect(drawnBand(1920, [{ top: 457, bottom: 1800 }, undefined])).toEqual({
      top: 0,
      bottom: 1920,
    });
  });
});
