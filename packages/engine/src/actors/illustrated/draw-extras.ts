import { Path2D, StrokeCap } from '@napi-rs/canvas';
import type { MouthShape } from '../../render/mouth-shape.js';
import type { Ctx } from './canvas-types.js';
import { shade, withAlpha } from './color.js';
import { cutTo, facePath } from './draw-face.js';
import { mouthLayout } from './draw-mouth.js';
import type { FaceGeometry } from './face-geometry.js';
import type { HairPalette } from './palette.js';
import type { FacialHair } from './params.js';

/** Where the beard (or stubble) grows, before it is cut to the face outline. */
export function beardArea(g: FaceGeometry, kind: 'beard' | 'stubble'): Path2D {
  const beard = new Path2D();
  const top = beardTop(kind);
  const side = g.cheekHalfWidth + 10;
  beard.moveTo(-side, top);
  beard.quadraticCurveTo(-side + 20, g.mouthY - 10, -g.mouthHalfWidth - 26, g.mouthY - 24);
  beard.quadraticCurveTo(0, g.mouthY - 46, g.mouthHalfWidth + 26, g.mouthY - 24);
  beard.quadraticCurveTo(side - 20, g.mouthY - 10, side, top);
  beard.lineTo(side, g.chinY + 80);
  beard.lineTo(-side, g.chinY + 80);
  beard.closePath();
  return beard;
}

const beardTop = (kind: 'beard' | 'stubble') => (kind === 'beard' ? 20 : 30);

/** The beard's highlight strokes on the chin (lines, to be stroked 3 px wide with round caps). */
export function beardStrokes(g: FaceGeometry, jaw: number): Path2D {
  const strokes = new Path2D();
  for (let i = -4; i <= 4; i++) {
    strokes.moveTo(i * 22, g.chinY + jaw - 30);
    strokes.lineTo(i * 24, g.chinY + jaw - 10);
  }
  return strokes;
}

/** The beard's fill: its colour, or for stubble a shadow fading in from the cheeks. */
export function beardFill(ctx: Ctx, kind: 'beard' | 'stubble', hair: HairPalette) {
  if (kind === 'beard') return hair.base;
  const top = beardTop(kind);
  const fade = ctx.createLinearGradient(0, top, 0, top + 60);
  fade.addColorStop(0, withAlpha(hair.shadow, 0));
  fade.addColorStop(1, withAlpha(hair.shadow, 0.2));
  return fade;
}

/**
 * Beard and stubble sit on the jaw, so they are drawn per frame and follow the jaw drop; both are
 * cut to the face outline with path ops rather than drawn through it as a clip (see drawFaceBase).
 * The lips and mouth are drawn over them afterwards, so no hole is cut for the mouth.
 */
export function drawBeard(
  ctx: Ctx,
  g: FaceGeometry,
  kind: FacialHair,
  hair: HairPalette,
  jaw: number,
): void {
  if (kind !== 'beard' && kind !== 'stubble') return;
  const face = facePath(g, jaw);
  ctx.fillStyle = beardFill(ctx, kind, hair);
  ctx.fill(cutTo(beardArea(g, kind), face));
  if (kind === 'beard') {
    // The strokes are apart from each other, so one outline of them all fills as they stroked.
    const outline = beardStrokes(g, jaw).stroke({ width: 3, cap: StrokeCap.Round });
    ctx.fillStyle = withAlpha(hair.highlight, 0.35);
    ctx.fill(cutTo(outline, face));
  }
}

export function drawMoustache(
  ctx: Ctx,
  g: FaceGeometry,
  kind: FacialHair,
  hair: HairPalette,
  mouth: MouthShape,
): void {
  if (kind !== 'moustache' && kind !== 'beard') return;
  const l = mouthLayout(g, mouth);
  const y = g.mouthY - g.upperLip - l.up;
  const hw = Math.max(l.halfWidth, g.mouthHalfWidth * 0.9) + 10;
  ctx.fillStyle = kind === 'beard' ? shade(hair.base, -0.1) : hair.base;
  ctx.beginPath();
  ctx.moveTo(-hw, y + 10);
  ctx.bezierCurveTo(-hw * 0.8, y - 12, -hw * 0.3, y - 16, 0, y - 8);
  ctx.bezierCurveTo(hw * 0.3, y - 16, hw * 0.8, y - 12, hw, y + 10);
  ctx.bezierCurveTo(hw * 0.6, y + 2, hw * 0.2, y + 4, 0, y + 2);
  ctx.bezierCurveTo(-hw * 0.2, y + 4, -hw * 0.6, y + 2, -hw, y + 10);
  ctx.closePath();
  ctx.fill();
}

export function drawGlasses(ctx: Ctx, g: FaceGeometry, frame: string): void {
  const w = g.eyeWidth + 30;
  const h = g.eyeHeight + 30;
  ctx.lineWidth = 4.5;
  ctx.strokeStyle = frame;
  for (const side of [-1, 1]) {
    const cx = side * g.eyeX;
    ctx.fillStyle = 'rgba(200,225,255,0.12)';
    ctx.beginPath();
    ctx.roundRect(cx - w / 2, g.eyeY - h / 2 + 2, w, h, 16);
    ctx.fill();
    ctx.stroke();
    // Lens glint.
    ctx.strokeStyle = 'rgba(255,255,255,0.45)';
    ctx.lineWidth = 3;
    ctx.beginPath();
    ctx.moveTo(cx - w * 0.3, g.eyeY - h * 0.2);
    ctx.lineTo(cx - w * 0.12, g.eyeY - h * 0.38);
    ctx.stroke();
    ctx.strokeStyle = frame;
    ctx.lineWidth = 4.5;
    ctx.beginPath();
    ctx.moveTo(cx + side * (w / 2), g.eyeY - 6);
    ctx.lineTo(side * (g.cheekHalfWidth + 2), g.eyeY - 10);
    ctx.stroke();
  }
  ctx.beginPath();
  ctx.moveTo(-g.eyeX + w / 2, g.eyeY - 4);
  ctx.quadraticCurveTo(0, g.eyeY - 14, g.eyeX - w / 2, g.eyeY - 4);
  ctx.stroke();
}
