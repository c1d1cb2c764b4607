import { type Canvas, createCanvas } from '@napi-rs/canvas';
import { innerLowerLip, innerUpperLip, outerLowerLip, outerUpperLip } from './face-mesh-indices.js';

type Pt = [number, number];
type Rgb = [number, number, number];
type Ctx2D = ReturnType<Canvas['getContext']>;

/**
 * The colours of a person's mouth, taken from their own picture once: a flat band of stock white
 * and a stock dark red read as a drawn mouth pasted on a photo ("two mouths"). The cavity is the
 * lips' own hue in deep shade, the tongue the lips' hue a little lighter, the teeth a warm white
 * no brighter than the face's own lighting allows.
 */
export interface MouthColours {
  lip: Rgb;
  cavity: Rgb;
  cavityDeep: Rgb;
  tongue: Rgb;
  teeth: Rgb;
}

/** Mean colour of 3×3 patches around the given points of an RGBA picture. */
function meanAround(pixels: Uint8ClampedArray | Buffer, width: number, pts: Pt[]): Rgb {
  const height = pixels.length / 4 / width;
  let r = 0;
  let g = 0;
  let b = 0;
  let n = 0;
  for (const [px, py] of pts) {
    for (let dy = -1; dy <= 1; dy++) {
      for (let dx = -1; dx <= 1; dx++) {
        const x = Math.round(px) + dx;
        const y = Math.round(py) + dy;
        if (x < 0 || y < 0 || x >= width || y >= height) continue;
        const i = (y * width + x) * 4;
        r += pixels[i];
        g += pixels[i + 1];
        b += pixels[i + 2];
        n++;
      }
    }
  }
  return n ? [r / n, g / n, b / n] : [150, 80, 80];
}

const scale = (c: Rgb, k: number): Rgb => [c[0] * k, c[1] * k, c[2] * k];
const mixRgb = (a: Rgb, b: Rgb, k: number): Rgb => [
  a[0] + (b[0] - a[0]) * k,
  a[1] + (b[1] - a[1]) * k,
  a[2] + (b[2] - a[2]) * k,
];
const luma = (c: Rgb) => 0.3 * c[0] + 0.59 * c[1] + 0.11 * c[2];

export function rgba(c: Rgb, alpha: number): string {
  const v = c.map((x) => Math.max(0, Math.min(255, Math.round(x))));
  return `rgba(${v[0]},${v[1]},${v[2]},${alpha.toFixed(3)})`;
}

/** Samples the lips (midway between their outer and inner contours) and the cheeks of a face. */
export function sampleMouthColours(
  pixels: Uint8ClampedArray | Buffer,
  width: number,
  mesh: Pt[],
): MouthColours {
  const between = (outer: number[], inner: number[]) =>
    outer.slice(2, -2).map((o, k): Pt => {
      const i = inner[k + 2];
      return [(mesh[o][0] + mesh[i][0]) / 2, (mesh[o][1] + mesh[i][1]) / 2];
    });
  const lip = meanAround(pixels, width, [
    ...between(outerUpperLip, innerUpperLip),
    ...between(outerLowerLip, innerLowerLip),
  ]);
  // The face's light, which the teeth share: cheeks, nose bridge, forehead and chin, taking the
  // upper quartile (make-up, a beard or a shadow may cover some of them).
  const skins = [205, 425, 50, 280, 6, 197, 151, 9, 199]
    .map((i) => meanAround(pixels, width, [mesh[i]]))
    .sort((a, b) => luma(a) - luma(b));
  const skin = skins[Math.floor(skins.length * 0.75)];
  const light = Math.max(0.72, Math.min(1.02, luma(skin) / 185));
  const teeth = scale(mixRgb([246, 240, 228], skin, 0.12), light);
  return {
    lip,
    cavity: scale(lip, 0.42),
    cavityDeep: scale(lip, 0.22),
    tongue: mixRgb(scale(lip, 0.78), skin, 0.15),
    teeth,
  };
}

/** Traces a smooth curve through lip landmarks (quadratics between midpoints), not a jagged polygon. */
export function traceSmooth(ctx: Ctx2D, pts: Pt[], dy: number, start: boolean): void {
  const [x0, y0] = pts[0];
  if (start) ctx.moveTo(x0, y0 + dy);
  else ctx.lineTo(x0, y0 + dy);
  for (let i = 1; i < pts.length - 1; i++) {
    const [x, y] = pts[i];
    const [nx, ny] = pts[i + 1];
    ctx.quadraticCurveTo(x, y + dy, (x + nx) / 2, (y + ny) / 2 + dy);
  }
  const [xl, yl] = pts[pts.length - 1];
  ctx.lineTo(xl, yl + dy);
}

export interface MouthInteriorSprite {
  image: Canvas;
  x: number;
  y: number;
  /** Upper-lip centre in the source, to follow the lip as it moves. */
  anchorY: number;
  /** Mean colour of the teeth in it: the painted teeth below the real ones take it. */
  teeth: Rgb;
}

/**
 * A picture taken mid-smile (or a footage frame mid-word) already shows teeth between the lips.
 * Cut that interior out so the frame can put the real teeth back under the upper lip instead of
 * painting over them; null when the lips are (nearly) closed in the source.
 */
export function cutMouthInterior(
  source: Canvas,
  lips: { upper: Pt[]; lower: Pt[] },
): MouthInteriorSprite | null {
  const gap = Math.max(...lips.upper.map((p, i) => lips.lower[i][1] - p[1]));
  if (gap < 3) return null;
  const all = [...lips.upper, ...lips.lower];
  const x = Math.floor(Math.min(...all.map((p) => p[0])));
  const y = Math.floor(Math.min(...all.map((p) => p[1])));
  const w = Math.ceil(Math.max(...all.map((p) => p[0]))) - x + 1;
  const h = Math.ceil(Math.max(...all.map((p) => p[1]))) - y + 1;
  const image = createCanvas(w, h);
  const ctx = image.getContext('2d');
  ctx.translate(-x, -y);
  ctx.beginPath();
  traceSmooth(ctx, lips.upper, 0, true);
  traceSmooth(ctx, [...lips.lower].reverse(), 0, false);
  ctx.closePath();
  ctx.clip();
  ctx.drawImage(source, 0, 0);
  const teeth = teethColour(image);
  if (!teeth) return null;
  const mid = lips.upper[Math.floor(lips.upper.length / 2)];
  return { image, x, y, anchorY: mid[1], teeth };
}

/**
 * The teeth's mean colour in a cut interior, or null when it holds none (under 15 % of its pixels
 * light and unsaturated): lips parted on a dark slit are no teeth to keep.
 */
function teethColour(image: Canvas): Rgb | null {
  const { data } = image.getContext('2d').getImageData(0, 0, image.width, image.height);
  let inside = 0;
  const sum: Rgb = [0, 0, 0];
  let white = 0;
  for (let i = 0; i < data.length; i += 4) {
    if (data[i + 3] < 200) continue;
    inside++;
    const lo = Math.min(data[i], data[i + 1], data[i + 2]);
    const hi = Math.max(data[i], data[i + 1], data[i + 2]);
    if (lo > 130 && hi - lo < 50) {
      white++;
      sum[0] += data[i];
      sum[1] += data[i + 1];
      sum[2] += data[i + 2];
    }
  }
  return inside > 0 && white >= inside * 0.15 ? scale(sum, 1 / white) : null;
}

function smoothstep(a: number, b: number, x: number): number {
  const k = Math.max(0, Math.min(1, (x - a) / (b - a)));
  return k * k * (3 - 2 * k);
}

/**
 * Fills the gap between the parted lips: a cavity in the lips' own hue, darkest at the back; the
 * tongue low in it; upper teeth along the upper lip, shaded towards the corners (or the picture's
 * own teeth). Everything fades in with the gap (from 1 to 4 px), so a mouth that opens by a pixel
 * gets no hard dark seam and teeth never pop in or out between frames.
 */
export function drawMouthInterior(
  ctx: Ctx2D,
  lips: { upper: Pt[]; lower: Pt[] },
  teeth: number,
  faceHeight: number,
  colours: MouthColours,
  photoTeeth: MouthInteriorSprite | null,
): void {
  const gaps = lips.upper.map((p, i) => lips.lower[i][1] - p[1]);
  const gap = Math.max(...gaps);
  const fade = smoothstep(1, 4, gap);
  if (fade <= 0) return;
  const n = lips.upper.length;
  const upperMid = lips.upper[Math.floor(n / 2)];
  const lowerMid = lips.lower[Math.floor(n / 2)];
  const left = lips.upper[0][0];
  const right = lips.upper[n - 1][0];
  const width = right - left;
  ctx.save();
  ctx.globalAlpha = fade;
  ctx.beginPath();
  traceSmooth(ctx, lips.upper, 0, true);
  traceSmooth(ctx, [...lips.lower].reverse(), 0, false);
  ctx.closePath();
  ctx.clip();
  // Cavity: deep shade in the middle, the lips' hue towards the corners where light gets in.
  const cx = (left + right) / 2;
  const cy = (upperMid[1] + lowerMid[1]) / 2;
  const cavity = ctx.createRadialGradient(cx, cy, 0, cx, cy, Math.max(2, width * 0.55));
  cavity.addColorStop(0, rgba(colours.cavityDeep, 1));
  cavity.addColorStop(1, rgba(colours.cavity, 1));
  ctx.fillStyle = cavity;
  const top = Math.min(...lips.upper.map((p) => p[1]));
  const bottom = Math.max(...lips.lower.map((p) => p[1]));
  ctx.fillRect(left - 2, top - 2, width + 4, bottom - top + 4);
  // Tongue: a soft mound rising from the lower lip, lit from the front.
  const tongueH = gap * 0.34;
  const tongue = ctx.createRadialGradient(
    lowerMid[0],
    lowerMid[1] - tongueH * 0.3,
    0,
    lowerMid[0],
    lowerMid[1],
    width * 0.32,
  );
  tongue.addColorStop(0, rgba(colours.tongue, 0.9));
  tongue.addColorStop(1, rgba(colours.cavity, 0));
  ctx.fillStyle = tongue;
  ctx.beginPath();
  ctx.ellipse(lowerMid[0], lowerMid[1] + gap * 0.08, width * 0.32, tongueH, 0, 0, Math.PI * 2);
  ctx.fill();
  // Upper teeth: a band along the upper lip, deepest in the middle, tapering to the corners; its
  // depth grows with the gap (not in steps), so it never flickers between frames. Shaded like the
  // picture's own teeth when it shows some, which then hang over it from the upper lip.
  const depth = Math.min(gap * 0.42, faceHeight * 0.028) * (0.45 + 0.55 * teeth);
  const enamelColour = photoTeeth?.teeth ?? colours.teeth;
  const enamelShade = mixRgb(enamelColour, colours.cavity, 0.45);
  ctx.beginPath();
  traceSmooth(ctx, lips.upper, -2, true);
  for (let i = n - 1; i >= 0; i--) {
    const u = i / (n - 1);
    const taper = Math.sin(Math.PI * u) ** 0.6;
    ctx.lineTo(lips.upper[i][0], lips.upper[i][1] + depth * taper);
  }
  ctx.closePath();
  const enamel = ctx.createLinearGradient(left, 0, right, 0);
  enamel.addColorStop(0, rgba(enamelShade, 0.9));
  enamel.addColorStop(0.3, rgba(enamelColour, 0.92));
  enamel.addColorStop(0.7, rgba(enamelColour, 0.92));
  enamel.addColorStop(1, rgba(enamelShade, 0.9));
  ctx.fillStyle = enamel;
  ctx.fill();
  if (photoTeeth) {
    const dy = upperMid[1] - photoTeeth.anchorY;
    ctx.drawImage(photoTeeth.image, photoTeeth.x, photoTeeth.y + dy);
  }
  // The upper lip shades the top of the mouth: a soft shadow, not a drawn line.
  const shadow = ctx.createLinearGradient(0, upperMid[1], 0, upperMid[1] + Math.max(2, gap * 0.15));
  shadow.addColorStop(0, rgba(colours.cavityDeep, 0.3));
  shadow.addColorStop(1, rgba(colours.cavityDeep, 0));
  ctx.fillStyle = shadow;
  ctx.fillRect(left - 2, top - 2, width + 4, upperMid[1] - top + gap * 0.3 + 4);
  ctx.restore();
}
