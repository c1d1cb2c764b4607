import { mkdir, mkdtemp, readdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { createCanvas, loadImage } from '@napi-rs/canvas';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findStockActor } from '../actors/stock-actors.js';
import { renderTalkingVideo } from '../render/render-talking-video.js';
import { handBuiltSpeech } from '../render/test-support.js';
import { makePosterThumbnails, POSTER_THUMBNAIL_WIDTHS } from './poster-thumbnails.js';
import { probeMedia } from './probe.js';

// A sample photo shipped inside @vladmandic/face-api (a dev dependency, used only by tests).
const require = createRequire(import.meta.url);
const samplePhoto = join(
  dirname(require.resolve('@vladmandic/face-api/package.json')),
  'demo',
  'sample1.jpg',
);

let dir: string;
/** The poster of a real render of a stock actor. */
let renderedPoster: string;
/** A 720×1280 JPEG of a real photo, encoded as the renderer encodes its posters (quality 88). */
let photoPoster: string;

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'talkreel-thumbs-test-'));
  const actor = findStockActor('david-office');
  if (!actor) throw new Error('stock actor missing');
  renderedPoster = join(dir, 'poster.jpg');
  await renderTalkingVideo({
    actor: { kind: 'illustrated', params: actor.params },
    speech: handBuiltSpeech([{ symbol: 'ɑː', start: 0.2, end: 0.6 }], [], 1),
    outputs: {
      video: join(dir, 'out.mp4'),
      compressed: join(dir, 'out-small.mp4'),
      poster: renderedPoster,
      srt: join(dir, 'out.srt'),
    },
    captions: false,
  });
  const photo = await loadImage(await readFile(samplePhoto));
  const canvas = createCanvas(720, 1280);
  // The photo's middle 9:16 band, as a crop of a photo actor would be.
  const cropWidth = (photo.height * 9) / 16;
  canvas
    .getContext('2d')
    .drawImage(photo, (photo.width - cropWidth) / 2, 0, cropWidth, photo.height, 0, 0, 720, 1280);
  photoPoster = join(dir, 'photo-poster.jpg');
  await writeFile(photoPoster, await canvas.encode('jpeg', 88));
});

afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

/** Mean red, green and blue of a picture scaled to 8×14 (a coarse look at what it shows). */
async function coarseColours(file: string): Promise<number[]> {
  const image = await loadImage(await readFile(file));
  const canvas = createCanvas(8, 14);
  const g = canvas.getContext('2d');
  g.drawImage(image, 0, 0, 8, 14);
  return Array.from(g.getImageData(0, 0, 8, 14).data.filter((_, i) => i % 4 !== 3));
}

describe('makePosterThumbnails', () => {
  for (const [label, poster] of [
    ['a rendered poster', () => renderedPoster],
    ['a photo poster', () => photoPoster],
  ] as const) {
    it(`makes WebP thumbnails 48, 96, 240 and 480 px wide of ${label}`, async () => {
      const out = join(dir, label.replace(/ /g, '-'));
      await mkdir(out);
      const thumbs = await makePosterThumbnails(poster(), out);
      const posterBytes = (await stat(poster())).size;

      expect(Object.keys(thumbs).map(Number)).toEqual([...POSTER_THUMBNAIL_WIDTHS]);
      let previous = 0;
      for (const width of POSTER_THUMBNAIL_WIDTHS) {
        const thumb = thumbs[width];
        const bytes = await readFile(thumb.path);
        expect(thumb.path.endsWith(`-w${width}.webp`)).toBe(true);
        expect(bytes.subarray(0, 4).toString('latin1')).toBe('RIFF');
        expect(bytes.subarray(8, 12).toString('latin1')).toBe('WEBP');
        expect(thumb.bytes).toBe(bytes.length);
        // Read back by ffprobe, not by the library that wrote it.
        const probe = await probeMedia(thumb.path);
        expect(probe.videoCodec).toBe('webp');
        expect(probe.width).toBe(width);
        expect(probe.height).toBe(Math.round((width * 1280) / 720));
        expect(thumb.height).toBe(probe.height);
        expect(thumb.bytes).toBeGreaterThan(previous);
        previous = thumb.bytes;
      }
      // The card size's thumbnail is the point of it all: a small share of the poster's bytes.
      expect(thumbs[240].bytes).toBeLessThan(posterBytes / 8);
      expect(thumbs[480].bytes).toBeLessThan(posterBytes / 2);
      // It shows the poster's picture, not a blank or shifted one.
      const [a, b] = await Promise.all([coarseColours(poster()), coarseColours(thumbs[240].path)]);
      const meanDifference = a.reduce((sum, v, i) => sum + Math.abs(v - b[i]), 0) / a.length;
      expect(meanDifference).toBeLessThan(6);
    });
  }

  it('refuses a file that is not a picture, writing nothing', async () => {
    const out = join(dir, 'refused');
    await mkdir(out);
    const notPicture = join(dir, 'not-a-picture.jpg');
    await writeFile(notPicture, 'this is text');
    await expect(makePosterThumbnails(notPicture, out)).rejects.toThrow();
    expect(await readdir(out)).toEqual([]);
  });
});
