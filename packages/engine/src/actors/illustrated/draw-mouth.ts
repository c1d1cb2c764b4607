import type { MouthShape } from '../../render/mouth-shape.js';
import type { Ctx } from './canvas-types.js';
import { mix, shade, withAlpha } from './color.js';
import type { FaceGeometry } from './face-geometry.js';
import type { SkinPalette } from './palette.js';

/** How far the jaw (chin, lower lip) drops for a fully open mouth, in pixels. */
export const maxJawDrop = 16;
const maxLipGap = 40;

export interface MouthLayout {
  halfWidth: number;
  up: number;
  down: number;
  /** 0..1, how circular the opening is. */
  round: number;
}

export function mouthLayout(g: FaceGeometry, m: MouthShape): MouthLayout {
  const gap = m.open * maxLipGap * (1 - 0.25 * m.round);
  return {
    halfWidth: g.mouthHalfWidth * (0.8 + 0.46 * m.width) * (1 - 0.36 * m.round),
    up: gap * 0.22,
    down: gap * 0.78,
    round: m.round,
  };
}

function traceInner(ctx: Ctx, l: MouthLayout, y: number): void {
  const hw = l.halfWidth;
  // Rounded vowels push the opening's sides outward so it reads as an "o", not a slit.
  const fx = hw * (0.55 + 0.35 * l.round);
  ctx.moveTo(-hw, y);
  ctx.bezierCurveTo(-fx, y - l.up * 1.3, fx, y - l.up * 1.3, hw, y);
  ctx.bezierCurveTo(fx, y + l.down * 1.3, -fx, y + l.down * 1.3, -hw, y);
}

export function drawMouth(
  ctx: Ctx,
  g: FaceGeometry,
  skin: SkinPalette,
  m: MouthShape,
  female: boolean,
): void {
  const l = mouthLayout(g, m);
  const y = g.mouthY;
  const hw = l.halfWidth;
  const lipColor = female ? skin.lip : mix(skin.base, skin.lip, 0.6);
  const upperColor = shade(lipColor, -0.12);
  const gapOpen = l.up + l.down > 1.2;

  if (gapOpen) {
    ctx.save();
    ctx.beginPath();
    traceInner(ctx, l, y);
    ctx.closePath();
    ctx.fillStyle = '#3a1216';
    ctx.fill();
    ctx.clip();
    // Tongue sits low in the mouth and shows more on open vowels and l/th.
    const tongueH = 5 + (l.down + l.up) * (0.2 + 0.25 * m.tongue);
    ctx.fillStyle = '#c9545e';
    ctx.beginPath();
    ctx.ellipse(0, y + l.down + tongueH * 0.35, hw * 0.62, tongueH, 0, 0, Math.PI * 2);
    ctx.fill();
    // Upper teeth hang from the upper lip.
    const teethH = Math.min(11, (l.up + l.down) * 0.55) * (0.35 + 0.65 * m.teeth);
    ctx.fillStyle = '#f6f3ec';
    ctx.beginPath();
    ctx.roundRect(-hw * 0.72, y - l.up * 1.1 - 6, hw * 1.44, teethH + 6, 3);
    ctx.fill();
    ctx.fillStyle = 'rgba(120,110,100,0.25)';
    ctx.fillRect(-hw * 0.72, y - l.up * 1.1 + teethH - 1.5, hw * 1.44, 1.5);
    // Lower teeth peek out only on wide openings.
    if (l.down > 14) {
      ctx.fillStyle = withAlpha('#eeeae2', 0.85);
      ctx.beginPath();
      ctx.roundRect(-hw * 0.55, y + l.down * 1.1 - 5, hw * 1.1, 9, 3);
      ctx.fill();
    }
    ctx.restore();
  }

  // Upper lip: outer edge with a cupid's bow, inner edge shared with the opening.
  const top = g.upperLip;
  ctx.fillStyle = upperColor;
  ctx.beginPath();
  ctx.moveTo(-hw - 2, y + 1);
  ctx.bezierCurveTo(
    -hw * 0.75,
    y - top * 0.6 - l.up,
    -hw * 0.45,
    y - top - 2 - l.up,
    -hw * 0.2,
    y - top - 1 - l.up,
  );
  ctx.quadraticCurveTo(0, y - top + 3 - l.up, hw * 0.2, y - top - 1 - l.up);
  ctx.bezierCurveTo(hw * 0.45, y - top - 2 - l.up, hw * 0.75, y - top * 0.6 - l.up, hw + 2, y + 1);
  const fx = hw * (0.55 + 0.35 * l.round);
  ctx.bezierCurveTo(fx, y - l.up * 1.3, -fx, y - l.up * 1.3, -hw - 2, y + 1);
  ctx.closePath();
  ctx.fill();

  // Lower lip: fuller, with a highlight.
  const bottom = g.lowerLip;
  ctx.fillStyle = lipColor;
  ctx.beginPath();
  ctx.moveTo(-hw - 2, y + 1);
  ctx.bezierCurveTo(-fx, y + l.down * 1.3, fx, y + l.down * 1.3, hw + 2, y + 1);
  ctx.bezierCurveTo(
    hw * 0.7,
    y + l.down + bottom * 1.25,
    -hw * 0.7,
    y + l.down + bottom * 1.25,
    -hw - 2,
    y + 1,
  );
  ctx.closePath();
  ctx.fill();
  ctx.fillStyle = withAlpha('#ffffff', female ? 0.28 : 0.16);
  ctx.beginPath();
  ctx.ellipse(-hw * 0.12, y + l.down + bottom * 0.55, hw * 0.32, 2.6, 0, 0, Math.PI * 2);
  ctx.fill();

  // Lip parting line when closed, corners always.
  ctx.strokeStyle = shade(lipColor, -0.45);
  ctx.lineCap = 'round';
  if (!gapOpen) {
    ctx.lineWidth = 2.4;
    ctx.beginPath();
    ctx.moveTo(-hw, y + 1);
    ctx.bezierCurveTo(-fx, y + 3, fx, y + 3, hw, y + 1);
    ctx.stroke();
  }
  ctx.globalAlpha = 0.5;
  ctx.lineWidth = 2;
  for (const side of [-1, 1]) {
    ctx.beginPath();
    ctx.moveTo(side * (hw - 1), y + 1);
    ctx.quadraticCurveTo(side * (hw + 5), y - 1, side * (hw + 6), y - 4);
    ctx.stroke();
  }
  ctx.globalAlpha = 1;
  // Soft shadow under the lower lip.
  ctx.fillStyle = withAlpha(skin.shadow, 0.45);
  ctx.beginPath();
  ctx.ellipse(0, y + l.down + bottom * 1.25 + 6, hw * 0.55, 4, 0, 0, Math.PI * 2);
  ctx.fill();
}
