import { createCanvas } from '@napi-rs/canvas';
import type { Ctx } from '../actors/illustrated/canvas-types.js';
import { withAlpha } from '../actors/illustrated/color.js';
import { hashSeed, seededRandom } from '../render/seeded-random.js';

/** A background shipped with the app, drawn by code for any frame size (no bitmap, no download). */
export interface StockBackground {
  id: string;
  /** English name for a picker. */
  name: string;
  /** Dominant colours, darkest or most prominent first (#rrggbb). */
  colors: string[];
}

type Painter = (ctx: Ctx, w: number, h: number, rand: () => number) => void;

interface StockEntry extends StockBackground {
  paint: Painter;
}

function fill(ctx: Ctx, w: number, h: number, style: string | CanvasGradient): void {
  ctx.fillStyle = style;
  ctx.fillRect(0, 0, w, h);
}

type CanvasGradient = ReturnType<Ctx['createLinearGradient']>;

function linear(
  ctx: Ctx,
  x0: number,
  y0: number,
  x1: number,
  y1: number,
  stops: [number, string][],
): CanvasGradient {
  const g = ctx.createLinearGradient(x0, y0, x1, y1);
  for (const [at, color] of stops) g.addColorStop(at, color);
  return g;
}

/** A soft round glow: colour at the centre fading to transparent at radius r. */
function glow(ctx: Ctx, x: number, y: number, r: number, color: string, alpha: number): void {
  const g = ctx.createRadialGradient(x, y, 0, x, y, r);
  g.addColorStop(0, withAlpha(color, alpha));
  g.addColorStop(1, withAlpha(color, 0));
  ctx.fillStyle = g;
  ctx.fillRect(x - r, y - r, r * 2, r * 2);
}

/** Darkens the edges a little so the middle (where the person stands) reads as lit. */
function vignette(ctx: Ctx, w: number, h: number, alpha: number): void {
  const r = Math.hypot(w, h) / 2;
  const g = ctx.createRadialGradient(w / 2, h / 2, r * 0.45, w / 2, h / 2, r);
  g.addColorStop(0, 'rgba(0,0,0,0)');
  g.addColorStop(1, `rgba(0,0,0,${alpha})`);
  fill(ctx, w, h, g);
}

/**
 * Draws soft (out-of-focus) shapes: they are drawn sharp on a layer, and the layer is blurred once,
 * by an amount proportional to the frame, so they look alike at every size.
 */
function blurred(ctx: Ctx, w: number, h: number, px: number, draw: (layer: Ctx) => void): void {
  // The layer is drawn at half size and blurred there (four times fewer pixels to blur), then
  // scaled up smoothly: out-of-focus shapes lose nothing to the lower resolution.
  const layer = createCanvas(Math.ceil(w / 2), Math.ceil(h / 2));
  const layerCtx = layer.getContext('2d');
  layerCtx.scale(0.5, 0.5);
  draw(layerCtx);
  const soft = createCanvas(layer.width, layer.height);
  const softCtx = soft.getContext('2d');
  softCtx.filter = `blur(${Math.max(0.5, px / 2).toFixed(1)}px)`;
  softCtx.drawImage(layer, 0, 0);
  ctx.save();
  ctx.imageSmoothingQuality = 'high';
  ctx.drawImage(soft, 0, 0, w, h);
  ctx.restore();
}

const studioSoftLight: Painter = (ctx, w, h) => {
  const s = Math.min(w, h);
  const g = ctx.createRadialGradient(w / 2, h * 0.38, 0, w / 2, h * 0.45, Math.max(w, h) * 0.75);
  g.addColorStop(0, '#f4f1ec');
  g.addColorStop(0.55, '#d9d3ca');
  g.addColorStop(1, '#a9a197');
  fill(ctx, w, h, g);
  glow(ctx, w * 0.5, h * 0.3, s * 0.7, '#ffffff', 0.35);
  // The floor sweep: a darker band where the backdrop curves into the floor.
  fill(
    ctx,
    w,
    h,
    linear(ctx, 0, h * 0.72, 0, h, [
      [0, 'rgba(90,80,70,0)'],
      [1, 'rgba(90,80,70,0.25)'],
    ]),
  );
  vignette(ctx, w, h, 0.22);
};

const officeBokeh: Painter = (ctx, w, h, rand) => {
  const s = Math.min(w, h);
  fill(
    ctx,
    w,
    h,
    linear(ctx, 0, 0, w, h, [
      [0, '#cfc4b4'],
      [0.5, '#b9ad9c'],
      [1, '#8f8373'],
    ]),
  );
  // Window light from the upper left, out of focus.
  glow(ctx, w * 0.15, h * 0.2, s * 0.9, '#fff6e4', 0.45);
  const tints = ['#fff3d6', '#ffe2b0', '#f6f1ea', '#d9e6ee'];
  blurred(ctx, w, h, s * 0.012, (ctx) => {
    for (let i = 0; i < 34; i++) {
      const r = s * (0.03 + rand() * 0.07);
      ctx.fillStyle = withAlpha(tints[i % tints.length], 0.12 + rand() * 0.22);
      ctx.beginPath();
      ctx.arc(rand() * w, rand() * h * 0.85, r, 0, Math.PI * 2);
      ctx.fill();
    }
  });
  // A blurred desk edge low in the frame.
  fill(
    ctx,
    w,
    h,
    linear(ctx, 0, h * 0.78, 0, h, [
      [0, 'rgba(70,55,40,0)'],
      [1, 'rgba(70,55,40,0.35)'],
    ]),
  );
  vignette(ctx, w, h, 0.2);
};

const gradientMesh: Painter = (ctx, w, h) => {
  const s = Math.max(w, h);
  fill(ctx, w, h, '#e9e4f5');
  const blobs: [number, number, string][] = [
    [0.1, 0.1, '#b9c8f5'],
    [0.9, 0.2, '#f5c6d8'],
    [0.2, 0.85, '#c2ead9'],
    [0.85, 0.9, '#d3c2f2'],
    [0.5, 0.5, '#fbe3cc'],
  ];
  for (const [x, y, color] of blobs) glow(ctx, x * w, y * h, s * 0.7, color, 0.85);
};

const cityDusk: Painter = (ctx, w, h, rand) => {
  const s = Math.min(w, h);
  fill(
    ctx,
    w,
    h,
    linear(ctx, 0, 0, 0, h, [
      [0, '#2e2a5c'],
      [0.5, '#7a4f7f'],
      [0.78, '#e49a74'],
      [1, '#f3c08e'],
    ]),
  );
  // Skyline silhouettes in two depths, softened like a lens focused on the speaker.
  const rows: [string, number, number][] = [
    ['#4a3a66', 0.62, 0.14],
    ['#2d2548', 0.72, 0.1],
  ];
  blurred(ctx, w, h, s * 0.006, (ctx) => {
    for (const [color, base, width] of rows) {
      let x = -w * 0.02;
      while (x < w) {
        const bw = w * width * (0.5 + rand());
        const top = h * (base - rand() * 0.22);
        ctx.fillStyle = color;
        ctx.fillRect(x, top, bw * 0.92, h - top);
        // Lit windows, sparse and warm.
        ctx.fillStyle = withAlpha('#ffd79a', 0.55);
        const step = s * 0.03;
        for (let wy = top + step; wy < h - step; wy += step * 1.6) {
          for (let wx = x + step * 0.6; wx < x + bw * 0.92 - step * 0.6; wx += step * 1.4) {
            if (rand() < 0.22) ctx.fillRect(wx, wy, step * 0.5, step * 0.7);
          }
        }
        x += bw;
      }
    }
  });
  vignette(ctx, w, h, 0.25);
};

const warmWall: Painter = (ctx, w, h, rand) => {
  const s = Math.min(w, h);
  fill(
    ctx,
    w,
    h,
    linear(ctx, 0, 0, w, 0, [
      [0, '#e7c9a8'],
      [1, '#c99a72'],
    ]),
  );
  // Plaster: faint vertical streaks.
  blurred(ctx, w, h, s * 0.01, (ctx) => {
    for (let i = 0; i < 40; i++) {
      ctx.fillStyle = withAlpha(rand() < 0.5 ? '#ffffff' : '#8a5a36', 0.02 + rand() * 0.03);
      ctx.fillRect(rand() * w, 0, s * (0.01 + rand() * 0.05), h);
    }
  });
  // A warm lamp wash from the upper right.
  glow(ctx, w * 0.85, h * 0.15, Math.max(w, h) * 0.6, '#fff0d8', 0.5);
  vignette(ctx, w, h, 0.25);
};

const coolWall: Painter = (ctx, w, h) => {
  const s = Math.min(w, h);
  fill(
    ctx,
    w,
    h,
    linear(ctx, 0, 0, 0, h, [
      [0, '#c9d6e0'],
      [1, '#9fb2c2'],
    ]),
  );
  // Tall wall panels: a light edge and a shadow edge for each moulding.
  const panels = Math.max(2, Math.round(w / (s * 0.45)));
  const gap = w / panels;
  const inset = s * 0.05;
  ctx.lineWidth = Math.max(1, s * 0.004);
  for (let i = 0; i < panels; i++) {
    const x = i * gap + inset;
    const pw = gap - inset * 2;
    ctx.strokeStyle = 'rgba(255,255,255,0.35)';
    ctx.strokeRect(x, h * 0.08, pw, h * 0.84);
    ctx.strokeStyle = 'rgba(40,60,80,0.18)';
    ctx.strokeRect(x + ctx.lineWidth, h * 0.08 + ctx.lineWidth, pw, h * 0.84);
  }
  glow(ctx, w * 0.3, h * 0.25, Math.max(w, h) * 0.6, '#f2f7fb', 0.45);
  vignette(ctx, w, h, 0.22);
};

const abstractWaves: Painter = (ctx, w, h) => {
  fill(
    ctx,
    w,
    h,
    linear(ctx, 0, 0, 0, h, [
      [0, '#dff1f1'],
      [1, '#a8d3d8'],
    ]),
  );
  const bands = ['#c2e4e6', '#9fcfd6', '#7bb8c6', '#5c9fb5', '#4a86a0'];
  bands.forEach((color, i) => {
    const base = h * (0.45 + i * 0.12);
    const amp = h * 0.04;
    const phase = i * 1.3;
    ctx.fillStyle = withAlpha(color, 0.75);
    ctx.beginPath();
    ctx.moveTo(0, h);
    for (let k = 0; k <= 48; k++) {
      const x = (k / 48) * w;
      ctx.lineTo(x, base + Math.sin((k / 48) * Math.PI * 2 * 1.2 + phase) * amp);
    }
    ctx.lineTo(w, h);
    ctx.closePath();
    ctx.fill();
  });
  vignette(ctx, w, h, 0.12);
};

const neutralGrey: Painter = (ctx, w, h) => {
  const g = ctx.createRadialGradient(w / 2, h * 0.42, 0, w / 2, h * 0.42, Math.hypot(w, h) * 0.6);
  g.addColorStop(0, '#b7b9bc');
  g.addColorStop(1, '#75787d');
  fill(ctx, w, h, g);
};

const chalkboard: Painter = (ctx, w, h, rand) => {
  const s = Math.min(w, h);
  fill(
    ctx,
    w,
    h,
    linear(ctx, 0, 0, w, h, [
      [0, '#34483f'],
      [1, '#23332c'],
    ]),
  );
  // Old, wiped-off chalk: wide faint smears and a few thin ghost strokes.
  blurred(ctx, w, h, s * 0.02, (ctx) => {
    for (let i = 0; i < 14; i++) {
      ctx.fillStyle = withAlpha('#e8efe9', 0.03 + rand() * 0.04);
      ctx.beginPath();
      ctx.ellipse(
        rand() * w,
        rand() * h,
        s * (0.15 + rand() * 0.25),
        s * (0.04 + rand() * 0.06),
        (rand() - 0.5) * 0.6,
        0,
        Math.PI * 2,
      );
      ctx.fill();
    }
  });
  blurred(ctx, w, h, s * 0.002, (ctx) => {
    ctx.lineCap = 'round';
    for (let i = 0; i < 10; i++) {
      ctx.strokeStyle = withAlpha('#f2f5f0', 0.08 + rand() * 0.08);
      ctx.lineWidth = Math.max(1, s * 0.004);
      const x = rand() * w;
      const y = rand() * h;
      ctx.beginPath();
      ctx.moveTo(x, y);
      ctx.bezierCurveTo(
        x + s * 0.1,
        y - s * 0.05,
        x + s * 0.2,
        y + s * 0.05,
        x + s * (0.2 + rand() * 0.15),
        y,
      );
      ctx.stroke();
    }
  });
  vignette(ctx, w, h, 0.3);
};

const greenery: Painter = (ctx, w, h, rand) => {
  const s = Math.min(w, h);
  fill(
    ctx,
    w,
    h,
    linear(ctx, 0, 0, 0, h, [
      [0, '#eef2e6'],
      [1, '#d3dcc4'],
    ]),
  );
  glow(ctx, w * 0.5, h * 0.35, Math.max(w, h) * 0.5, '#ffffff', 0.4);
  const greens = ['#6f9a63', '#4f7f4b', '#8cb07a', '#3f6a45'];
  // Leaves grow in from the sides and bottom corners, out of focus, leaving the middle calm.
  const spray = (ctx: Ctx, ox: number, oy: number, dir: number) => {
    for (let i = 0; i < 22; i++) {
      const len = s * (0.08 + rand() * 0.1);
      const angle = dir + (rand() - 0.5) * 1.6;
      const dist = s * (0.05 + rand() * 0.35);
      const x = ox + Math.cos(angle) * dist;
      const y = oy + Math.sin(angle) * dist;
      ctx.fillStyle = withAlpha(greens[i % greens.length], 0.75);
      ctx.beginPath();
      ctx.ellipse(x, y, len, len * 0.32, angle, 0, Math.PI * 2);
      ctx.fill();
    }
  };
  blurred(ctx, w, h, s * 0.008, (ctx) => {
    spray(ctx, 0, h * 0.85, -0.6);
    spray(ctx, w, h * 0.8, Math.PI + 0.6);
    spray(ctx, 0, h * 0.2, 0.3);
    spray(ctx, w, h * 0.3, Math.PI - 0.3);
  });
  vignette(ctx, w, h, 0.15);
};

const sunset: Painter = (ctx, w, h) => {
  const s = Math.min(w, h);
  fill(
    ctx,
    w,
    h,
    linear(ctx, 0, 0, 0, h, [
      [0, '#5b4a8a'],
      [0.35, '#d77a8a'],
      [0.62, '#f7b36f'],
      [0.7, '#fbd38c'],
      [1, '#b8675c'],
    ]),
  );
  const horizon = h * 0.7;
  glow(ctx, w * 0.62, horizon, s * 0.6, '#fff2c4', 0.7);
  ctx.fillStyle = '#fff1c6';
  ctx.beginPath();
  ctx.arc(w * 0.62, horizon, s * 0.08, Math.PI, 0);
  ctx.fill();
  // Calm water below the horizon with a soft reflection.
  ctx.fillStyle = linear(ctx, 0, horizon, 0, h, [
    [0, '#d98a6a'],
    [1, '#8c4f5a'],
  ]);
  ctx.fillRect(0, horizon, w, h - horizon);
  blurred(ctx, w, h, s * 0.01, (ctx) => {
    for (let i = 0; i < 6; i++) {
      ctx.fillStyle = withAlpha('#ffe2a8', 0.35 - i * 0.04);
      const y = horizon + (h - horizon) * (0.08 + i * 0.13);
      const half = s * (0.12 - i * 0.012);
      ctx.fillRect(w * 0.62 - half, y, half * 2, Math.max(1, s * 0.008));
    }
  });
  vignette(ctx, w, h, 0.2);
};

const nightBlue: Painter = (ctx, w, h, rand) => {
  const s = Math.min(w, h);
  fill(
    ctx,
    w,
    h,
    linear(ctx, 0, 0, 0, h, [
      [0, '#0b1633'],
      [0.6, '#132a57'],
      [1, '#1d3d73'],
    ]),
  );
  glow(ctx, w * 0.5, h * 0.55, Math.max(w, h) * 0.55, '#3d6fb8', 0.35);
  for (let i = 0; i < 90; i++) {
    ctx.fillStyle = withAlpha('#dfe9ff', 0.2 + rand() * 0.5);
    ctx.beginPath();
    ctx.arc(
      rand() * w,
      rand() * h * 0.75,
      Math.max(0.6, s * (0.0012 + rand() * 0.002)),
      0,
      Math.PI * 2,
    );
    ctx.fill();
  }
  vignette(ctx, w, h, 0.3);
};

const entries: StockEntry[] = [
  {
    id: 'studio-soft-light',
    name: 'Studio soft light',
    colors: ['#d9d3ca', '#f4f1ec', '#a9a197'],
    paint: studioSoftLight,
  },
  {
    id: 'office-bokeh',
    name: 'Office bokeh',
    colors: ['#b9ad9c', '#fff3d6', '#8f8373'],
    paint: officeBokeh,
  },
  {
    id: 'gradient-mesh',
    name: 'Gradient mesh',
    colors: ['#e9e4f5', '#b9c8f5', '#f5c6d8', '#c2ead9'],
    paint: gradientMesh,
  },
  {
    id: 'city-dusk',
    name: 'City at dusk',
    colors: ['#7a4f7f', '#2e2a5c', '#e49a74'],
    paint: cityDusk,
  },
  {
    id: 'warm-wall',
    name: 'Warm wall',
    colors: ['#d8b28d', '#e7c9a8', '#c99a72'],
    paint: warmWall,
  },
  {
    id: 'cool-wall',
    name: 'Cool wall',
    colors: ['#b4c4d1', '#c9d6e0', '#9fb2c2'],
    paint: coolWall,
  },
  {
    id: 'abstract-waves',
    name: 'Abstract waves',
    colors: ['#a8d3d8', '#dff1f1', '#5c9fb5'],
    paint: abstractWaves,
  },
  {
    id: 'neutral-grey',
    name: 'Neutral grey',
    colors: ['#989a9e', '#b7b9bc', '#75787d'],
    paint: neutralGrey,
  },
  {
    id: 'chalkboard',
    name: 'Chalkboard',
    colors: ['#2c3d35', '#34483f', '#23332c'],
    paint: chalkboard,
  },
  { id: 'greenery', name: 'Greenery', colors: ['#e1e7d5', '#6f9a63', '#4f7f4b'], paint: greenery },
  { id: 'sunset', name: 'Sunset', colors: ['#f7b36f', '#d77a8a', '#5b4a8a'], paint: sunset },
  {
    id: 'night-blue',
    name: 'Night blue',
    colors: ['#132a57', '#0b1633', '#3d6fb8'],
    paint: nightBlue,
  },
];

/** The stock backgrounds, in picker order. */
export const stockBackgrounds: StockBackground[] = entries.map(({ id, name, colors }) => ({
  id,
  name,
  colors,
}));

/** Throws for an id that is not a stock background (callers check before writing anything). */
export function checkStockBackgroundId(id: string): void {
  if (!entries.some((e) => e.id === id)) throw new Error(`Unknown stock background ${id}`);
}

/**
 * Draws a stock background filling (0, 0, width, height). Every shape is laid out in fractions of
 * the frame, so it is drawn for the size rather than stretched; the same id always gives the same
 * pixels (its random details are seeded by the id).
 */
export function drawStockBackground(ctx: Ctx, id: string, width: number, height: number): void {
  const entry = entries.find((e) => e.id === id);
  if (!entry) throw new Error(`Unknown stock background ${id}`);
  ctx.save();
  ctx.beginPath();
  ctx.rect(0, 0, width, height);
  ctx.clip();
  entry.paint(ctx, width, height, seededRandom(hashSeed(id)));
  ctx.restore();
}

/** A JPEG of the background at a small size, for a picker. */
export function renderStockBackgroundThumbnail(id: string, width: number, height: number): Buffer {
  checkStockBackgroundId(id);
  const canvas = createCanvas(width, height);
  drawStockBackground(canvas.getContext('2d', { alpha: false }), id, width, height);
  return canvas.encodeSync('jpeg', 85);
}
