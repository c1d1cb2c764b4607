/**
 * A contact sheet of mouth crops, so a person can see what the numbers say: per actor kind one
 * row of 6 crops at bilabials (the most closed frame near each /p b m/) and 6 at open vowels (the
 * most open frame of an /a/-like vowel), picked evenly across the run's clips.
 */
import { writeFile } from 'node:fs/promises';
import { createCanvas } from '@napi-rs/canvas';
import type { TimedPhoneme } from '@talkreel/engine';
import { visemesForPhoneme } from '../../packages/engine/src/render/visemes';
import { bilabialWindows, fps } from './figures';
import type { MouthCrop } from './mouth-frames';

export interface SheetCrop {
  crop: MouthCrop;
  label: string;
}

/** Candidates of one clip: the frame picked at each bilabial and at each open vowel. */
export function sheetCandidates(
  opening: number[],
  crops: MouthCrop[],
  phonemes: TimedPhoneme[],
  tag: string,
): { bilabial: SheetCrop[]; open: SheetCrop[] } {
  const pick = (from: number, to: number, better: (a: number, b: number) => boolean) => {
    let best = -1;
    for (
      let k = Math.max(0, Math.ceil(from * fps));
      k <= Math.min(crops.length - 1, Math.floor(to * fps));
      k++
    ) {
      if (!Number.isFinite(opening[k])) continue;
      if (best < 0 || better(opening[k], opening[best])) best = k;
    }
    return best;
  };
  const bilabial = bilabialWindows(phonemes)
    .map((w) => pick(w.from, w.to, (a, b) => a < b))
    .filter((k) => k >= 0)
    .map((k) => ({ crop: crops[k], label: `${tag} ${(k / fps).toFixed(2)}s p/b/m` }));
  const open = phonemes
    .filter((p) => visemesForPhoneme(p.symbol).includes('AA'))
    .map((p) => pick(p.start, p.end + 0.04, (a, b) => a > b))
    .filter((k) => k >= 0)
    .map((k) => ({ crop: crops[k], label: `${tag} ${(k / fps).toFixed(2)}s open` }));
  return { bilabial, open };
}

/** `count` items spread evenly over `all`. */
export function spread<T>(all: T[], count: number): T[] {
  if (all.length <= count) return all;
  return Array.from({ length: count }, (_, i) => all[Math.floor(((i + 0.5) * all.length) / count)]);
}

const cellH = 120;
const cellW = 190;
const labelH = 16;

export async function writeContactSheet(
  path: string,
  // A row is labelled by its actor kind (the sheet) or its clip (--dump).
  rows: { kind: string; crops: SheetCrop[] }[],
): Promise<void> {
  const columns = Math.max(1, ...rows.map((r) => r.crops.length));
  const left = 90;
  const canvas = createCanvas(left + columns * cellW, rows.length * (cellH + labelH));
  const ctx = canvas.getContext('2d');
  ctx.fillStyle = '#fff';
  ctx.fillRect(0, 0, canvas.width, canvas.height);
  ctx.font = '12px sans-serif';
  rows.forEach((row, r) => {
    const y = r * (cellH + labelH);
    ctx.fillStyle = '#000';
    ctx.fillText(row.kind, 6, y + cellH / 2);
    row.crops.forEach(({ crop, label }, c) => {
      const tile = createCanvas(crop.width, crop.height);
      const tctx = tile.getContext('2d');
      const image = tctx.createImageData(crop.width, crop.height);
      for (let i = 0, j = 0; i < crop.rgb.length; i += 3, j += 4) {
        image.data[j] = crop.rgb[i];
        image.data[j + 1] = crop.rgb[i + 1];
        image.data[j + 2] = crop.rgb[i + 2];
        image.data[j + 3] = 255;
      }
      tctx.putImageData(image, 0, 0);
      const scale = Math.min((cellW - 4) / crop.width, cellH / crop.height);
      const w = crop.width * scale;
      const h = crop.height * scale;
      const x = left + c * cellW + (cellW - w) / 2;
      ctx.drawImage(tile, x, y + (cellH - h) / 2, w, h);
      ctx.fillStyle = '#333';
      ctx.fillText(label, left + c * cellW + 4, y + cellH + 12);
    });
  });
  await writeFile(path, await canvas.encode('png'));
}
