import { Path2D, StrokeCap } from '@napi-rs/canvas';
import type { Ctx } from './canvas-types.js';
import { withAlpha } from './color.js';
import { cutTo, facePath } from './draw-face.js';
import type { FaceGeometry } from './face-geometry.js';
import type { HairPalette, SkinPalette } from './palette.js';
import type { HairStyle } from './params.js';
import { pathOf } from './path-of.js';

type Tracer = (ctx: Ctx, g: FaceGeometry) => void;

/** Adds a scalloped arc (curly hair edge) from angle a0 to a1 around an ellipse. */
function curlyArc(
  ctx: Ctx,
  cx: number,
  cy: number,
  rx: number,
  ry: number,
  a0: number,
  a1: number,
  bumps: number,
  depth: number,
): void {
  const step = (a1 - a0) / bumps;
  for (let i = 0; i < bumps; i++) {
    const a = a0 + step * i;
    const b = a + step;
    const m = (a + b) / 2;
    const px = cx + Math.cos(m) * (rx + depth);
    const py = cy + Math.sin(m) * (ry + depth);
    const ex = cx + Math.cos(b) * rx;
    const ey = cy + Math.sin(b) * ry;
    if (i === 0) ctx.lineTo(cx + Math.cos(a) * rx, cy + Math.sin(a) * ry);
    ctx.quadraticCurveTo(px, py, ex, ey);
  }
}

/** Crown shape above the head; the hairline is traced back by the caller. */
function crown(ctx: Ctx, g: FaceGeometry, volume: number, sideY: number): void {
  const w = g.templeHalfWidth + volume * 0.7;
  ctx.moveTo(-w, sideY);
  ctx.bezierCurveTo(-w - 6, g.topY * 0.5, -w * 0.7, g.topY - volume, 0, g.topY - volume * 1.15);
  ctx.bezierCurveTo(w * 0.7, g.topY - volume, w + 6, g.topY * 0.5, w, sideY);
}

const fronts: Partial<Record<HairStyle, Tracer>> = {
  short: (ctx, g) => {
    const t = g.templeHalfWidth;
    ctx.beginPath();
    crown(ctx, g, 20, 0);
    ctx.lineTo(t - 2, 4);
    ctx.quadraticCurveTo(t - 10, -60, t - 22, -98);
    ctx.bezierCurveTo(t - 50, -118, 40, -112, 10, -128);
    ctx.bezierCurveTo(-20, -120, -70, -130, -t + 22, -100);
    ctx.quadraticCurveTo(-t + 10, -60, -t + 2, 4);
    ctx.closePath();
  },
  side_part: (ctx, g) => {
    const t = g.templeHalfWidth;
    ctx.beginPath();
    crown(ctx, g, 30, -10);
    ctx.lineTo(t - 2, -6);
    ctx.quadraticCurveTo(t - 6, -70, t - 30, -104);
    ctx.bezierCurveTo(t - 70, -150, 20, -120, -30, -112);
    ctx.bezierCurveTo(-70, -108, -t + 30, -116, -t + 16, -86);
    ctx.quadraticCurveTo(-t + 6, -50, -t + 2, -6);
    ctx.closePath();
  },
  buzz: (ctx, g) => {
    const t = g.templeHalfWidth;
    ctx.beginPath();
    crown(ctx, g, 6, -20);
    ctx.lineTo(t - 4, -20);
    ctx.quadraticCurveTo(t - 14, -100, 40, -134);
    ctx.quadraticCurveTo(0, -140, -40, -134);
    ctx.quadraticCurveTo(-t + 14, -100, -t + 4, -20);
    ctx.closePath();
  },
  curly_short: (ctx, g) => {
    const t = g.templeHalfWidth;
    ctx.beginPath();
    ctx.moveTo(-t - 10, 0);
    curlyArc(ctx, 0, -80, t + 22, 150, Math.PI * 0.95, Math.PI * 2.05, 11, 14);
    ctx.lineTo(t - 4, 0);
    ctx.quadraticCurveTo(t - 12, -70, t - 30, -104);
    curlyArc(ctx, 0, -104, t - 30, 26, 0, -Math.PI, 7, -10);
    ctx.quadraticCurveTo(-t + 12, -70, -t + 4, 0);
    ctx.closePath();
  },
  bald: (ctx, g) => {
    // Only the fringe above the ears and round the back remains.
    const t = g.templeHalfWidth;
    ctx.beginPath();
    for (const side of [-1, 1]) {
      ctx.moveTo(side * (t + 12), -40);
      ctx.quadraticCurveTo(side * (t + 22), -90, side * (t - 4), -118);
      ctx.quadraticCurveTo(side * (t + 2), -70, side * (t - 6), 6);
      ctx.quadraticCurveTo(side * (t + 10), 0, side * (t + 12), -40);
      ctx.closePath();
    }
  },
  long_straight: (ctx, g) => {
    // Curtains fall in front of the shoulders and end in soft, slightly pointed tips.
    const t = g.templeHalfWidth;
    ctx.beginPath();
    crown(ctx, g, 26, 40);
    ctx.bezierCurveTo(t + 30, 140, t + 46, 250, t + 40, 350);
    ctx.quadraticCurveTo(t + 20, 392, t - 6, 372);
    ctx.bezierCurveTo(t - 4, 240, t + 6, 40, t - 14, -70);
    ctx.bezierCurveTo(t - 30, -130, 40, -150, 14, -136);
    ctx.bezierCurveTo(-40, -110, -t + 10, -110, -t + 12, -60);
    ctx.bezierCurveTo(-t - 2, 40, -t + 4, 240, -t + 6, 372);
    ctx.quadraticCurveTo(-t - 20, 392, -t - 40, 350);
    ctx.bezierCurveTo(-t - 46, 250, -t - 30, 140, -t - 18, 40);
    ctx.closePath();
  },
  bob: (ctx, g) => {
    const t = g.templeHalfWidth;
    ctx.beginPath();
    crown(ctx, g, 30, 20);
    ctx.bezierCurveTo(t + 34, 90, t + 30, 140, t + 18, 160);
    ctx.quadraticCurveTo(t - 10, 168, t - 16, 150);
    ctx.bezierCurveTo(t - 4, 60, t - 2, -30, t - 26, -82);
    // Straight-cut bangs.
    ctx.bezierCurveTo(t - 40, -96, 70, -92, 0, -92);
    ctx.bezierCurveTo(-70, -92, -t + 40, -96, -t + 26, -82);
    ctx.bezierCurveTo(-t + 2, -30, -t + 4, 60, -t + 16, 150);
    ctx.quadraticCurveTo(-t + 10, 168, -t - 18, 160);
    ctx.bezierCurveTo(-t - 30, 140, -t - 34, 90, -t - 22, 20);
    ctx.closePath();
  },
  bun: (ctx, g) => {
    const t = g.templeHalfWidth;
    ctx.beginPath();
    ctx.arc(0, g.topY - 48, 52, 0, Math.PI * 2);
    crown(ctx, g, 14, -20);
    ctx.lineTo(t - 6, -20);
    ctx.quadraticCurveTo(t - 16, -110, 0, -132);
    ctx.quadraticCurveTo(-t + 16, -110, -t + 6, -20);
    ctx.closePath();
  },
  ponytail: (ctx, g) => {
    const t = g.templeHalfWidth;
    ctx.beginPath();
    crown(ctx, g, 16, -10);
    ctx.lineTo(t - 4, -10);
    ctx.quadraticCurveTo(t - 10, -90, t - 40, -118);
    ctx.bezierCurveTo(60, -140, -20, -110, -50, -124);
    ctx.bezierCurveTo(-90, -120, -t + 10, -100, -t + 4, -10);
    ctx.closePath();
  },
  curly_long: (ctx, g) => {
    const t = g.templeHalfWidth;
    ctx.beginPath();
    ctx.moveTo(-t - 30, 240);
    curlyArc(ctx, 0, -40, t + 46, 200, Math.PI * 0.72, Math.PI * 2.28, 17, 16);
    ctx.lineTo(t - 6, 240);
    ctx.bezierCurveTo(t + 4, 120, t + 4, 0, t - 20, -80);
    curlyArc(ctx, 0, -80, t - 20, 48, 0, -Math.PI, 8, -12);
    ctx.bezierCurveTo(-t + 4, 0, -t - 4, 120, -t + 6, 240);
    ctx.closePath();
  },
  pixie: (ctx, g) => {
    const t = g.templeHalfWidth;
    ctx.beginPath();
    crown(ctx, g, 22, 0);
    ctx.lineTo(t - 2, 0);
    ctx.quadraticCurveTo(t - 6, -60, t - 20, -96);
    // Side-swept fringe falling to one side of the forehead.
    ctx.bezierCurveTo(t - 60, -130, 10, -120, -30, -96);
    ctx.bezierCurveTo(-70, -72, -t + 20, -70, -t + 6, -60);
    ctx.quadraticCurveTo(-t + 2, -30, -t + 2, 0);
    ctx.closePath();
  },
  afro: (ctx, g) => {
    const t = g.templeHalfWidth;
    ctx.beginPath();
    ctx.moveTo(-t + 2, 10);
    curlyArc(ctx, 0, -110, t + 62, 150, Math.PI * 0.86, Math.PI * 2.14, 16, 12);
    ctx.lineTo(t - 2, 10);
    ctx.quadraticCurveTo(t - 10, -70, t - 30, -106);
    ctx.quadraticCurveTo(0, -126, -t + 30, -106);
    ctx.quadraticCurveTo(-t + 10, -70, -t + 2, 10);
    ctx.closePath();
  },
};

const backs: Partial<Record<HairStyle, Tracer>> = {
  long_straight: (ctx, g) => {
    const t = g.templeHalfWidth;
    ctx.beginPath();
    // Falls well behind the shoulders so its ends never show past the torso.
    ctx.moveTo(-t - 26, -60);
    ctx.bezierCurveTo(-t - 40, 60, -t - 44, 260, -t + 10, 560);
    ctx.lineTo(t - 10, 560);
    ctx.bezierCurveTo(t + 44, 260, t + 40, 60, t + 26, -60);
    ctx.closePath();
  },
  bob: (ctx, g) => {
    const t = g.templeHalfWidth;
    ctx.beginPath();
    ctx.moveTo(-t - 28, -40);
    ctx.bezierCurveTo(-t - 40, 60, -t - 34, 150, -t - 10, 166);
    ctx.lineTo(t + 10, 166);
    ctx.bezierCurveTo(t + 34, 150, t + 40, 60, t + 28, -40);
    ctx.closePath();
  },
  ponytail: (ctx, g) => {
    const t = g.templeHalfWidth;
    ctx.beginPath();
    ctx.moveTo(t - 20, -150);
    ctx.bezierCurveTo(t + 60, -150, t + 70, 0, t + 40, 180);
    ctx.quadraticCurveTo(t + 20, 230, t + 6, 170);
    ctx.bezierCurveTo(t + 30, 40, t + 20, -80, t - 40, -120);
    ctx.closePath();
  },
  curly_long: (ctx, g) => {
    const t = g.templeHalfWidth;
    ctx.beginPath();
    ctx.moveTo(-t - 40, 0);
    curlyArc(ctx, 0, 60, t + 60, 240, Math.PI * 0.5, Math.PI * 1.5, 9, 18);
    ctx.closePath();
    ctx.moveTo(t + 40, 0);
    curlyArc(ctx, 0, 60, t + 60, 240, -Math.PI * 0.5, Math.PI * 0.5, 9, 18);
    ctx.closePath();
  },
};

export function drawHairBack(ctx: Ctx, g: FaceGeometry, style: HairStyle, hair: HairPalette): void {
  const trace = backs[style];
  if (!trace) return;
  trace(ctx, g);
  ctx.fillStyle = hair.shadow;
  ctx.fill();
}

/** Traces the style's front hair as the current path; false for a style without one. */
export function traceHairFront(ctx: Ctx, g: FaceGeometry, style: HairStyle): boolean {
  const trace = fronts[style];
  trace?.(ctx, g);
  return Boolean(trace);
}

/**
 * The front hair: a soft shadow cast on the forehead, the hair, then shade, sheen and strands over
 * it. Each layer is a path already cut to what it is drawn within (the face, the hair), in the
 * head's own coordinates: they never change during a render, and Skia fills a path several times
 * faster than it draws through an anti-aliased path clip (measured per frame: 0.2-1.2 ms with
 * clips, 0.1-0.3 ms as paths; draw-hair.test.ts checks the two look the same). Path2D's op,
 * transform and stroke change the path itself, hence the copies. Null for a style without one.
 */
export function prepareHairFront(
  g: FaceGeometry,
  style: HairStyle,
  hair: HairPalette,
  skin: SkinPalette,
): ((ctx: Ctx) => void) | null {
  const trace = fronts[style];
  if (!trace) return null;
  const hairPath = pathOf((c) => trace(c, g));
  const face = facePath(g, 0);
  const layers: { path: Path2D; fill: string }[] = [
    {
      path: cutTo(face, new Path2D(hairPath).transform({ a: 1, b: 0, c: 0, d: 1, e: 4, f: 7 })),
      fill: withAlpha(skin.deepShadow, 0.3),
    },
    { path: hairPath, fill: style === 'buzz' ? withAlpha(hair.base, 0.82) : hair.base },
  ];
  if (style !== 'bald') {
    const within = (path: Path2D, fill: string) =>
      layers.push({ path: cutTo(path, hairPath), fill });
    const shade = new Path2D();
    shade.ellipse(g.templeHalfWidth + 60, 0, 90, 320, 0, 0, Math.PI * 2);
    within(shade, withAlpha(hair.shadow, 0.6));
    const highlight = withAlpha(hair.highlight, 0.55);
    const arc = (y: number, r: number, a0: number, a1: number, width: number) => {
      const p = new Path2D();
      p.arc(-10, g.topY + y, r, Math.PI * a0, Math.PI * a1);
      within(p.stroke({ width, cap: StrokeCap.Round }), highlight);
    };
    arc(120, 118, 1.18, 1.42, 7);
    arc(128, 104, 1.5, 1.62, 4);
    const strandColor = withAlpha(hair.shadow, 0.45);
    for (const strand of strandsOf(g, style)) {
      within(strand.stroke({ width: 2.5, cap: StrokeCap.Round }), strandColor);
    }
  }
  return (ctx) => {
    for (const layer of layers) {
      ctx.fillStyle = layer.fill;
      ctx.fill(layer.path);
    }
  };
}

/** A few darker strand lines give straight cuts direction and texture instead of a flat helmet. */
export function strandsOf(g: FaceGeometry, style: HairStyle): Path2D[] {
  const t = g.templeHalfWidth;
  const strands: Path2D[] = [];
  const strand = (x0: number, y0: number, cx: number, cy: number, x1: number, y1: number) => {
    const p = new Path2D();
    p.moveTo(x0, y0);
    p.quadraticCurveTo(cx, cy, x1, y1);
    strands.push(p);
  };
  if (style === 'long_straight' || style === 'bob') {
    const bottom = style === 'bob' ? 150 : 340;
    for (const side of [-1, 1]) {
      for (const dx of [18, 34]) {
        strand(side * (t - 30), -120, side * (t + dx * 0.6), 0, side * (t + dx - 14), bottom);
      }
    }
    strand(-20, g.topY - 10, -70, -150, -110, -100);
    strand(30, g.topY - 8, 70, -150, 100, -110);
  } else if (style === 'side_part' || style === 'short' || style === 'pixie') {
    for (const x of [-60, -20, 30, 70]) strand(x + 20, g.topY - 6, x, -150, x - 30, -118);
  } else if (style === 'ponytail' || style === 'bun') {
    for (const x of [-70, -25, 25, 70]) strand(x * 0.3, g.topY - 8, x * 0.9, -170, x * 1.25, -118);
  }
  return strands;
}

/** Styles whose front hair reaches below the jaw; the bob and long cuts frame the face. */
export function hairCoversEars(style: HairStyle): boolean {
  return style === 'long_straight' || style === 'bob' || style === 'curly_long';
}
