import type { Ctx } from './canvas-types.js';
import { shade, withAlpha } from './color.js';
import type { FaceGeometry } from './face-geometry.js';
import type { ActorPalette } from './palette.js';

export interface EyeState {
  /** 0 open .. 1 closed. */
  blink: number;
  gazeX: number;
  gazeY: number;
}

function traceEye(ctx: Ctx, cx: number, cy: number, w: number, h: number, side: number): void {
  // Almond: the upper curve peaks towards the inner corner, the outer corner lifts slightly.
  const inner = cx - side * (w / 2);
  const outer = cx + side * (w / 2);
  ctx.beginPath();
  ctx.moveTo(inner, cy + 2);
  ctx.bezierCurveTo(
    inner + side * w * 0.18,
    cy - h * 0.95,
    outer - side * w * 0.3,
    cy - h * 0.85,
    outer,
    cy - 3,
  );
  ctx.bezierCurveTo(
    outer - side * w * 0.25,
    cy + h * 0.62,
    inner + side * w * 0.25,
    cy + h * 0.6,
    inner,
    cy + 2,
  );
  ctx.closePath();
}

/** Upper-lid edge at parameter u across the eye, for a lid closed by `blink`. */
function lidY(cy: number, h: number, u: number, blink: number): number {
  const open = cy - h * 0.72 * Math.sin(Math.PI * (0.15 + u * 0.72));
  const closed = cy + h * 0.42 * Math.sin(Math.PI * u);
  return open + (closed - open) * blink;
}

export function drawEyes(
  ctx: Ctx,
  g: FaceGeometry,
  palette: ActorPalette,
  state: EyeState,
  female: boolean,
): void {
  const { skin, eye } = palette;
  const w = g.eyeWidth;
  const h = g.eyeHeight;
  const blink = Math.min(1, Math.max(0, state.blink));
  for (const side of [-1, 1]) {
    const cx = side * g.eyeX;
    const cy = g.eyeY;
    // Socket shading above the eye gives the lid depth.
    ctx.fillStyle = withAlpha(skin.shadow, 0.35);
    ctx.beginPath();
    ctx.ellipse(cx, cy - h * 0.35, w * 0.62, h * 0.7, 0, Math.PI, Math.PI * 2);
    ctx.fill();

    ctx.save();
    traceEye(ctx, cx, cy, w, h, side);
    ctx.fillStyle = '#fbf8f4';
    ctx.fill();
    ctx.clip();
    const ix = cx + state.gazeX * w * 0.12;
    const iy = cy + state.gazeY * h * 0.15 + 1;
    ctx.fillStyle = eye.iris;
    ctx.beginPath();
    ctx.arc(ix, iy, g.irisRadius, 0, Math.PI * 2);
    ctx.fill();
    ctx.strokeStyle = eye.ring;
    ctx.lineWidth = 2.5;
    ctx.stroke();
    ctx.fillStyle = '#141011';
    ctx.beginPath();
    ctx.arc(ix, iy, g.irisRadius * 0.45, 0, Math.PI * 2);
    ctx.fill();
    ctx.fillStyle = '#ffffff';
    ctx.beginPath();
    ctx.arc(ix - 4, iy - 4.5, 3.4, 0, Math.PI * 2);
    ctx.fill();
    // Shadow the upper lid casts onto the eyeball.
    ctx.fillStyle = 'rgba(60,30,20,0.16)';
    ctx.fillRect(cx - w, cy - h * 1.2, w * 2, h * 0.55);
    // The lid itself, lowered by the blink.
    if (blink > 0.01) {
      ctx.fillStyle = skin.base;
      ctx.beginPath();
      ctx.moveTo(cx - w, cy - h * 2);
      const steps = 12;
      // Walk left to right whichever eye this is, so the lid polygon never crosses itself.
      for (let i = 0; i <= steps; i++) {
        const u = side > 0 ? i / steps : 1 - i / steps;
        const x = cx - side * (w / 2) + side * u * w;
        ctx.lineTo(x, lidY(cy, h, u, blink) + 1);
      }
      ctx.lineTo(cx + w, cy - h * 2);
      ctx.closePath();
      ctx.fill();
    }
    ctx.restore();

    // Upper lash line follows the lid.
    ctx.strokeStyle = shade(skin.line, -0.5);
    ctx.lineCap = 'round';
    ctx.lineJoin = 'round';
    ctx.lineWidth = female ? 4.2 : 3.4;
    ctx.beginPath();
    const steps = 14;
    for (let i = 0; i <= steps; i++) {
      const u = i / steps;
      const x = cx - side * (w / 2) + side * u * w;
      const y = lidY(cy, h, u, blink);
      if (i === 0) ctx.moveTo(x, y + 1);
      else ctx.lineTo(x, y);
    }
    if (female) ctx.lineTo(cx + side * (w / 2 + 7), cy - h * 0.28 - 4 * (1 - blink));
    ctx.stroke();
    // Lid crease, fades as the lid closes.
    ctx.globalAlpha = 0.45 * (1 - blink * 0.6);
    ctx.strokeStyle = skin.line;
    ctx.lineWidth = 2;
    ctx.beginPath();
    ctx.moveTo(cx - side * w * 0.32, cy - h * 0.95);
    ctx.quadraticCurveTo(cx + side * w * 0.1, cy - h * 1.3, cx + side * w * 0.45, cy - h * 0.75);
    ctx.stroke();
    // Faint lower lid.
    ctx.globalAlpha = 0.3;
    ctx.beginPath();
    ctx.moveTo(cx - side * w * 0.3, cy + h * 0.5);
    ctx.quadraticCurveTo(cx + side * w * 0.1, cy + h * 0.68, cx + side * w * 0.44, cy + h * 0.3);
    ctx.stroke();
    ctx.globalAlpha = 1;
  }
}

export function drawBrows(
  ctx: Ctx,
  g: FaceGeometry,
  color: string,
  lift: number,
  female: boolean,
): void {
  ctx.fillStyle = color;
  for (const side of [-1, 1]) {
    const inner = side * (g.eyeX - g.eyeWidth * 0.55);
    const outer = side * (g.eyeX + g.eyeWidth * 0.62);
    const y = g.browY - lift * 6;
    const t = g.browThickness;
    const peak = side * (g.eyeX + g.eyeWidth * 0.15);
    ctx.beginPath();
    ctx.moveTo(inner, y + t * 0.2);
    ctx.quadraticCurveTo(inner, y - t * 0.55, inner + side * 8, y - t * 0.6);
    ctx.quadraticCurveTo(peak, y - g.browArch - t * 0.55, outer, y + (female ? 2 : -1));
    ctx.quadraticCurveTo(peak, y - g.browArch + t * 0.35, inner + side * 6, y + t * 0.5);
    ctx.closePath();
    ctx.fill();
  }
}
