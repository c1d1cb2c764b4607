import { Path2D, PathOp } from '@napi-rs/canvas';
import type { Ctx } from './canvas-types.js';
import { withAlpha } from './color.js';
import type { FaceGeometry } from './face-geometry.js';
import type { SkinPalette } from './palette.js';
import type { AgeGroup } from './params.js';
import { pathOf } from './path-of.js';

type Pt = [number, number];
type Segment = [Pt, Pt, Pt];

/** Right half of the face outline as cubic segments from the crown to the chin; `jaw` drops the chin. */
function rightOutline(g: FaceGeometry, jaw: number): Segment[] {
  return [
    [
      [g.templeHalfWidth * 0.62, g.topY],
      [g.templeHalfWidth, g.topY * 0.58],
      [g.templeHalfWidth, -78],
    ],
    [
      [g.templeHalfWidth + 2, -40],
      [g.cheekHalfWidth, -15],
      [g.cheekHalfWidth, 28],
    ],
    [
      [g.cheekHalfWidth, 72 + jaw * 0.3],
      [g.jawHalfWidth + 24, g.jawY - 30 + jaw * 0.6],
      [g.jawHalfWidth, g.jawY + jaw * 0.8],
    ],
    [
      [g.jawHalfWidth - 26, g.jawY + 40 + jaw],
      [g.chinHalfWidth + 12, g.chinY + jaw],
      [0, g.chinY + 2 + jaw],
    ],
  ];
}

export function traceFace(ctx: Ctx, g: FaceGeometry, jaw: number): void {
  const right = rightOutline(g, jaw);
  ctx.beginPath();
  ctx.moveTo(0, g.topY);
  for (const [c1, c2, p] of right) ctx.bezierCurveTo(c1[0], c1[1], c2[0], c2[1], p[0], p[1]);
  // Walk the mirrored left half back up from the chin.
  const points: Pt[] = [[0, g.topY], ...right.map((s) => s[2])];
  for (let i = right.length - 1; i >= 0; i--) {
    const [c1, c2] = right[i];
    const from = points[i];
    ctx.bezierCurveTo(-c2[0], c2[1], -c1[0], c1[1], -from[0], from[1]);
  }
  ctx.closePath();
}

/** The face outline as a path, for filling it and for cutting shading to it. */
export const facePath = (g: FaceGeometry, jaw: number): Path2D =>
  pathOf((ctx) => traceFace(ctx, g, jaw));

/** `shape` cut to `within` (Skia path ops; `shape` itself is changed and returned). */
export const cutTo = (shape: Path2D, within: Path2D): Path2D => shape.op(within, PathOp.Intersect);

export function drawEars(ctx: Ctx, g: FaceGeometry, skin: SkinPalette): void {
  for (const side of [-1, 1]) {
    const x = side * (g.cheekHalfWidth - 6);
    ctx.fillStyle = skin.base;
    ctx.beginPath();
    ctx.ellipse(x + side * 10, g.earY, 22, 36, side * 0.15, 0, Math.PI * 2);
    ctx.fill();
    ctx.strokeStyle = withAlpha(skin.deepShadow, 0.55);
    ctx.lineWidth = 4;
    ctx.lineCap = 'round';
    ctx.beginPath();
    ctx.moveTo(x + side * 6, g.earY - 18);
    ctx.quadraticCurveTo(x + side * 20, g.earY - 12, x + side * 14, g.earY + 4);
    ctx.quadraticCurveTo(x + side * 8, g.earY + 16, x + side * 14, g.earY + 22);
    ctx.stroke();
  }
}

/**
 * Face fill with flat-illustration shading: a soft side shadow and a shadow under the jaw, each cut
 * to the outline with path ops. The outline moves with the jaw every frame; cutting costs ~0.03 ms
 * a frame where drawing through the outline as an anti-aliased clip cost ~0.3 ms
 * (draw-face.test.ts checks the two look the same).
 */
export function drawFaceBase(ctx: Ctx, g: FaceGeometry, skin: SkinPalette, jaw: number): void {
  const face = facePath(g, jaw);
  ctx.fillStyle = skin.base;
  ctx.fill(face);
  // Side shadow: light comes from the viewer's left.
  const side = new Path2D();
  side.ellipse(g.cheekHalfWidth + 70, 30, 110, 260, 0, 0, Math.PI * 2);
  ctx.fillStyle = withAlpha(skin.shadow, 0.55);
  ctx.fill(cutTo(side, face));
  // Chin/jaw underside shading.
  const chin = new Path2D();
  chin.ellipse(0, g.chinY + jaw + 60, g.jawHalfWidth + 20, 80, 0, 0, Math.PI * 2);
  ctx.fillStyle = withAlpha(skin.shadow, 0.35);
  ctx.fill(cutTo(chin, face));
}

export function drawCheeks(ctx: Ctx, g: FaceGeometry, skin: SkinPalette, female: boolean): void {
  // Blush reads as a bruise on deep skin tones, so it fades with the skin's darkness.
  const strength = (female ? 0.32 : 0.18) * skin.blushStrength;
  const gradientFor = (x: number) => {
    const grad = ctx.createRadialGradient(x, 58, 0, x, 58, 40);
    grad.addColorStop(0, withAlpha(skin.blush, strength));
    grad.addColorStop(1, withAlpha(skin.blush, 0));
    return grad;
  };
  for (const side of [-1, 1]) {
    const x = side * (g.eyeX + 20);
    ctx.fillStyle = gradientFor(x);
    ctx.fillRect(x - 45, 13, 90, 90);
  }
}

export function drawNose(ctx: Ctx, g: FaceGeometry, skin: SkinPalette): void {
  const y = g.noseY;
  const w = g.noseWidth;
  // Bridge shadow on the shaded side.
  ctx.fillStyle = withAlpha(skin.shadow, 0.45);
  ctx.beginPath();
  ctx.moveTo(9, -6);
  ctx.quadraticCurveTo(18, y - 20, w * 0.55, y - 2);
  ctx.quadraticCurveTo(10, y - 16, 3, -6);
  ctx.closePath();
  ctx.fill();
  // Nose tip: a soft under-shadow and the nostril wings.
  ctx.fillStyle = withAlpha(skin.shadow, 0.6);
  ctx.beginPath();
  ctx.ellipse(0, y + 6, w * 0.75, 8, 0, 0, Math.PI);
  ctx.fill();
  ctx.strokeStyle = skin.line;
  ctx.globalAlpha = 0.65;
  ctx.lineWidth = 3.2;
  ctx.lineCap = 'round';
  ctx.beginPath();
  ctx.moveTo(-w * 0.72, y - 6);
  ctx.quadraticCurveTo(-w * 0.95, y + 6, -w * 0.45, y + 8);
  ctx.moveTo(w * 0.72, y - 6);
  ctx.quadraticCurveTo(w * 0.95, y + 6, w * 0.45, y + 8);
  ctx.stroke();
  ctx.globalAlpha = 1;
  ctx.fillStyle = withAlpha(skin.deepShadow, 0.6);
  for (const side of [-1, 1]) {
    ctx.beginPath();
    ctx.ellipse(side * w * 0.32, y + 6, 5, 3, side * 0.3, 0, Math.PI * 2);
    ctx.fill();
  }
  ctx.fillStyle = withAlpha(skin.highlight, 0.7);
  ctx.beginPath();
  ctx.ellipse(-3, y - 4, 5, 4, 0, 0, Math.PI * 2);
  ctx.fill();
}

/** Lines that make an older face read as older: forehead, crow's feet, nasolabial folds, eye bags. */
export function drawAgeLines(ctx: Ctx, g: FaceGeometry, skin: SkinPalette, age: AgeGroup): void {
  if (age === 'young') return;
  const strong = age === 'old';
  ctx.strokeStyle = skin.line;
  ctx.lineCap = 'round';
  ctx.lineWidth = strong ? 2.6 : 2.2;
  // Nasolabial folds.
  ctx.globalAlpha = strong ? 0.5 : 0.3;
  for (const side of [-1, 1]) {
    ctx.beginPath();
    ctx.moveTo(side * (g.noseWidth + 8), g.noseY + 2);
    ctx.quadraticCurveTo(
      side * (g.mouthHalfWidth + 22),
      g.mouthY - 10,
      side * (g.mouthHalfWidth + 14),
      g.mouthY + (strong ? 26 : 14),
    );
    ctx.stroke();
  }
  if (strong) {
    // Forehead lines.
    ctx.globalAlpha = 0.38;
    for (const [y, w] of [
      [-118, 62],
      [-134, 50],
    ]) {
      ctx.beginPath();
      ctx.moveTo(-w, y + 4);
      ctx.quadraticCurveTo(0, y - 6, w, y + 4);
      ctx.stroke();
    }
    // Crow's feet and eye bags.
    ctx.globalAlpha = 0.45;
    ctx.lineWidth = 2;
    for (const side of [-1, 1]) {
      const ex = side * (g.eyeX + g.eyeWidth / 2 + 6);
      for (const dy of [-6, 2, 10]) {
        ctx.beginPath();
        ctx.moveTo(ex, g.eyeY + dy * 0.6);
        ctx.lineTo(ex + side * 12, g.eyeY + dy);
        ctx.stroke();
      }
      ctx.beginPath();
      ctx.moveTo(side * (g.eyeX - 16), g.eyeY + 22);
      ctx.quadraticCurveTo(side * g.eyeX, g.eyeY + 28, side * (g.eyeX + 18), g.eyeY + 20);
      ctx.stroke();
      // Jowl hint along the jaw.
      ctx.beginPath();
      ctx.moveTo(side * (g.mouthHalfWidth + 30), g.mouthY + 40);
      ctx.quadraticCurveTo(
        side * (g.mouthHalfWidth + 34),
        g.mouthY + 56,
        side * (g.mouthHalfWidth + 22),
        g.mouthY + 66,
      );
      ctx.stroke();
    }
  }
  ctx.globalAlpha = 1;
}
