import type { Ctx } from './canvas-types.js';
import { shade, withAlpha } from './color.js';
import type { FaceGeometry } from './face-geometry.js';
import type { Outfit } from './outfit.js';
import type { SkinPalette } from './palette.js';

const neckBaseY = 838;

function traceTorso(ctx: Ctx, cx: number, width: number): void {
  const s = width / 340;
  ctx.beginPath();
  ctx.moveTo(cx - 352 * s, 1290);
  ctx.lineTo(cx - 340 * s, 1066);
  ctx.bezierCurveTo(cx - 335 * s, 961, cx - 270 * s, 911, cx - 170 * s, 891);
  ctx.bezierCurveTo(cx - 110 * s, 879, cx - 72, 866, cx - 62, neckBaseY - 8);
  ctx.lineTo(cx + 62, neckBaseY - 8);
  ctx.bezierCurveTo(cx + 72, 866, cx + 110 * s, 879, cx + 170 * s, 891);
  ctx.bezierCurveTo(cx + 270 * s, 911, cx + 335 * s, 961, cx + 340 * s, 1066);
  ctx.lineTo(cx + 352 * s, 1290);
  ctx.closePath();
}

function drawNeck(ctx: Ctx, g: FaceGeometry, skin: SkinPalette): void {
  const cx = g.centerX;
  const top = g.centerY + 60;
  const w = g.neckHalfWidth;
  ctx.fillStyle = skin.base;
  ctx.beginPath();
  ctx.moveTo(cx - w, top);
  ctx.lineTo(cx - w - 4, neckBaseY + 40);
  ctx.lineTo(cx + w + 4, neckBaseY + 40);
  ctx.lineTo(cx + w, top);
  ctx.closePath();
  ctx.fill();
  // Shadow under the jaw falling on the neck, and the shaded side, kept inside the neck.
  ctx.save();
  ctx.clip();
  ctx.fillStyle = withAlpha(skin.deepShadow, 0.5);
  ctx.beginPath();
  ctx.ellipse(cx, g.centerY + g.chinY - 8, w + 30, 60, 0, 0, Math.PI);
  ctx.fill();
  ctx.fillStyle = withAlpha(skin.shadow, 0.6);
  ctx.fillRect(cx + w * 0.45, top, w * 0.6, neckBaseY - top + 40);
  ctx.restore();
}

function drawCollarBand(ctx: Ctx, cx: number, depth: number, color: string): void {
  ctx.strokeStyle = color;
  ctx.lineWidth = 12;
  ctx.lineCap = 'round';
  ctx.beginPath();
  ctx.moveTo(cx - 66, neckBaseY - 6);
  ctx.quadraticCurveTo(cx, neckBaseY + depth, cx + 66, neckBaseY - 6);
  ctx.stroke();
}

/** Fills the V of an open jacket with the shirt, then the jacket's lapels over it. */
function drawLapels(ctx: Ctx, cx: number, jacket: string, vBottom: number): void {
  ctx.fillStyle = shade(jacket, -0.12);
  for (const side of [-1, 1]) {
    ctx.beginPath();
    ctx.moveTo(cx + side * 66, neckBaseY - 6);
    ctx.lineTo(cx + side * 6, vBottom);
    ctx.lineTo(cx + side * 40, vBottom - 40);
    ctx.lineTo(cx + side * 150, 960);
    ctx.lineTo(cx + side * 110, 930);
    ctx.lineTo(cx + side * 120, 900);
    ctx.closePath();
    ctx.fill();
  }
  ctx.strokeStyle = withAlpha('#000000', 0.18);
  ctx.lineWidth = 2;
  for (const side of [-1, 1]) {
    ctx.beginPath();
    ctx.moveTo(cx + side * 6, vBottom);
    ctx.lineTo(cx + side * 40, vBottom - 40);
    ctx.lineTo(cx + side * 150, 960);
    ctx.stroke();
  }
}

function drawShirtV(ctx: Ctx, cx: number, color: string, vBottom: number, collar: boolean): void {
  ctx.fillStyle = color;
  ctx.beginPath();
  ctx.moveTo(cx - 70, neckBaseY - 10);
  ctx.lineTo(cx, vBottom);
  ctx.lineTo(cx + 70, neckBaseY - 10);
  ctx.closePath();
  ctx.fill();
  if (!collar) return;
  ctx.fillStyle = shade(color, -0.06);
  for (const side of [-1, 1]) {
    ctx.beginPath();
    ctx.moveTo(cx + side * 62, neckBaseY - 30);
    ctx.lineTo(cx + side * 4, neckBaseY + 34);
    ctx.lineTo(cx + side * 52, neckBaseY + 42);
    ctx.lineTo(cx + side * 78, neckBaseY - 4);
    ctx.closePath();
    ctx.fill();
    ctx.strokeStyle = withAlpha('#000000', 0.12);
    ctx.lineWidth = 2;
    ctx.stroke();
  }
}

/** Neck, shoulders and clothing: drawn once per render, then moved by breathing. */
export function drawBody(
  ctx: Ctx,
  g: FaceGeometry,
  skin: SkinPalette,
  outfit: Outfit,
  female: boolean,
): void {
  const cx = g.centerX;
  drawNeck(ctx, g, skin);
  const shoulder = female ? 300 : 340;
  const main = outfit.main;
  traceTorso(ctx, cx, shoulder);
  ctx.fillStyle = main;
  ctx.fill();
  ctx.save();
  traceTorso(ctx, cx, shoulder);
  ctx.clip();
  // Shade the side away from the light and give the shoulders a soft top light.
  ctx.fillStyle = withAlpha(shade(main, -0.4), 0.35);
  ctx.beginPath();
  ctx.ellipse(cx + shoulder + 40, 1150, 190, 360, 0, 0, Math.PI * 2);
  ctx.fill();
  ctx.fillStyle = withAlpha('#ffffff', 0.1);
  ctx.beginPath();
  ctx.ellipse(cx - shoulder * 0.55, 930, 120, 40, -0.2, 0, Math.PI * 2);
  ctx.fill();

  switch (outfit.kind) {
    case 'tee':
      ctx.fillStyle = skin.base;
      ctx.beginPath();
      ctx.ellipse(cx, neckBaseY - 8, 64, 34, 0, 0, Math.PI);
      ctx.fill();
      drawCollarBand(ctx, cx, 60, shade(main, -0.15));
      break;
    case 'sweater':
      ctx.fillStyle = skin.base;
      ctx.beginPath();
      ctx.ellipse(cx, neckBaseY - 8, 62, 24, 0, 0, Math.PI);
      ctx.fill();
      drawCollarBand(ctx, cx, 44, shade(main, -0.18));
      // Knit ribs hint at the texture without noise.
      ctx.strokeStyle = withAlpha(shade(main, -0.2), 0.35);
      ctx.lineWidth = 3;
      for (let x = -300; x <= 300; x += 26) {
        ctx.beginPath();
        ctx.moveTo(cx + x, 1150);
        ctx.lineTo(cx + x * 1.02, 1290);
        ctx.stroke();
      }
      break;
    case 'hoodie':
      ctx.fillStyle = shade(main, -0.18);
      ctx.beginPath();
      ctx.ellipse(cx, neckBaseY + 4, 128, 52, 0, Math.PI, Math.PI * 2);
      ctx.fill();
      ctx.fillStyle = skin.base;
      ctx.beginPath();
      ctx.ellipse(cx, neckBaseY - 8, 62, 30, 0, 0, Math.PI);
      ctx.fill();
      drawCollarBand(ctx, cx, 56, shade(main, -0.22));
      ctx.strokeStyle = '#f2f2f2';
      ctx.lineWidth = 5;
      for (const side of [-1, 1]) {
        ctx.beginPath();
        ctx.moveTo(cx + side * 34, neckBaseY + 26);
        ctx.lineTo(cx + side * 40, neckBaseY + 140);
        ctx.stroke();
      }
      break;
    case 'cardigan':
      drawShirtV(ctx, cx, outfit.inner, 1290, true);
      drawLapels(ctx, cx, main, 1290);
      ctx.fillStyle = shade(main, 0.5);
      for (let y = 1010; y < 1290; y += 70) {
        ctx.beginPath();
        ctx.arc(cx + 22, y, 6, 0, Math.PI * 2);
        ctx.fill();
      }
      break;
    case 'shirt_blazer':
      drawShirtV(ctx, cx, outfit.inner, 1080, true);
      drawLapels(ctx, cx, main, 1080);
      break;
    case 'suit_tie':
      drawShirtV(ctx, cx, outfit.inner, 1080, true);
      ctx.fillStyle = outfit.accent;
      ctx.beginPath();
      ctx.moveTo(cx - 14, neckBaseY + 26);
      ctx.lineTo(cx + 14, neckBaseY + 26);
      ctx.lineTo(cx + 22, 1060);
      ctx.lineTo(cx, 1090);
      ctx.lineTo(cx - 22, 1060);
      ctx.closePath();
      ctx.fill();
      ctx.fillStyle = shade(outfit.accent, -0.2);
      ctx.beginPath();
      ctx.moveTo(cx - 16, neckBaseY + 6);
      ctx.lineTo(cx + 16, neckBaseY + 6);
      ctx.lineTo(cx + 11, neckBaseY + 34);
      ctx.lineTo(cx - 11, neckBaseY + 34);
      ctx.closePath();
      ctx.fill();
      drawLapels(ctx, cx, main, 1080);
      break;
    case 'blouse_blazer':
      drawShirtV(ctx, cx, outfit.inner, 1010, false);
      ctx.fillStyle = skin.base;
      ctx.beginPath();
      ctx.moveTo(cx - 46, neckBaseY - 8);
      ctx.lineTo(cx, 960);
      ctx.lineTo(cx + 46, neckBaseY - 8);
      ctx.closePath();
      ctx.fill();
      drawLapels(ctx, cx, main, 1070);
      break;
  }
  ctx.restore();
}
