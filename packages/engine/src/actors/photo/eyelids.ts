import type { SKRSContext2D } from '@napi-rs/canvas';
import { eyeLids, lidFolds } from './face-mesh-indices.js';

type Pt = [number, number];

/** Blink amount where painted lids start to show, and where they are fully opaque. */
const lidFrom = 0.55;
const lidFull = 0.92;

function smoothstep(a: number, b: number, x: number): number {
  const k = Math.max(0, Math.min(1, (x - a) / (b - a)));
  return k * k * (3 - 2 * k);
}

/**
 * Closes the eyes of a photo properly. The warp alone slides the upper lid down by squashing the
 * eye into a thin band, which leaves a smear of iris and white at the lid line. Near the end of a
 * blink this paints the remaining opening with the person's own lid skin (sampled once from the
 * fold above each eye) and draws a soft lash line along the closed lid.
 */
export class EyelidPainter {
  private readonly skin: string[];

  constructor(
    pixels: Uint8ClampedArray,
    width: number,
    points: Pt[],
    private readonly faceHeight: number,
  ) {
    this.skin = lidFolds.map((fold) => {
      let r = 0;
      let g = 0;
      let b = 0;
      let n = 0;
      for (const index of fold) {
        const [px, py] = points[index];
        for (let dy = -1; dy <= 1; dy++) {
          for (let dx = -1; dx <= 1; dx++) {
            const i = (Math.round(py + dy) * width + Math.round(px + dx)) * 4;
            if (i < 0 || i + 2 >= pixels.length) continue;
            r += pixels[i];
            g += pixels[i + 1];
            b += pixels[i + 2];
            n++;
          }
        }
      }
      n = Math.max(1, n);
      return `${Math.round(r / n)},${Math.round(g / n)},${Math.round(b / n)}`;
    });
  }

  draw(ctx: SKRSContext2D, posed: Float64Array, blink: number): void {
    const k = smoothstep(lidFrom, lidFull, blink);
    if (k <= 0) return;
    const at = (i: number): Pt => [posed[i * 2], posed[i * 2 + 1]];
    eyeLids.forEach(({ upper, lower }, eye) => {
      const top = upper.map(at);
      const bottom = lower.map(at);
      ctx.save();
      ctx.beginPath();
      ctx.moveTo(top[0][0], top[0][1]);
      for (const [x, y] of top.slice(1)) ctx.lineTo(x, y);
      for (const [x, y] of [...bottom].reverse()) ctx.lineTo(x, y);
      ctx.closePath();
      ctx.fillStyle = `rgba(${this.skin[eye]},${k})`;
      ctx.fill();
      // The lid's edge: lashes meeting the lower lid, dark but soft.
      ctx.beginPath();
      ctx.moveTo(bottom[0][0], bottom[0][1]);
      for (const [x, y] of bottom.slice(1)) ctx.lineTo(x, y);
      ctx.strokeStyle = `rgba(62,42,36,${0.75 * k})`;
      ctx.lineWidth = Math.max(1, this.faceHeight * 0.005);
      ctx.lineCap = 'round';
      ctx.lineJoin = 'round';
      ctx.stroke();
      ctx.restore();
    });
  }
}
