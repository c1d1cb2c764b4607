import type { SKRSContext2D } from '@napi-rs/canvas';
import { describe, expect, it } from 'vitest';
import { findStockActor } from '../stock-actors';
import { withAlpha } from './color';
import { compare, draw, poses } from './compare-drawings';
import { drawBeard } from './draw-extras';
import { drawFaceBase, traceFace } from './draw-face';
import { maxJawDrop } from './draw-mouth';
import { type FaceGeometry, faceGeometry } from './face-geometry';
import { actorPalette, type HairPalette, type SkinPalette } from './palette';

/** The face base as it was drawn through the outline as a clip: the reference for the cut paths. */
function faceBaseThroughClip(ctx: SKRSContext2D, g: FaceGeometry, skin: SkinPalette, jaw: number) {
  traceFace(ctx, g, jaw);
  ctx.fillStyle = skin.base;
  ctx.fill();
  ctx.save();
  traceFace(ctx, g, jaw);
  ctx.clip();
  ctx.fillStyle = withAlpha(skin.shadow, 0.55);
  ctx.beginPath();
  ctx.ellipse(g.cheekHalfWidth + 70, 30, 110, 260, 0, 0, Math.PI * 2);
  ctx.fill();
  ctx.fillStyle = withAlpha(skin.shadow, 0.35);
  ctx.beginPath();
  ctx.ellipse(0, g.chinY + jaw + 60, g.jawHalfWidth + 20, 80, 0, 0, Math.PI * 2);
  ctx.fill();
  ctx.restore();
}

/** The beard or stubble as it was drawn through the face outline as a clip. */
function beardThroughClip(
  ctx: SKRSContext2D,
  g: FaceGeometry,
  kind: 'beard' | 'stubble',
  hair: HairPalette,
  jaw: number,
) {
  ctx.save();
  traceFace(ctx, g, jaw);
  ctx.clip();
  ctx.beginPath();
  const top = kind === 'beard' ? 20 : 30;
  const side = g.cheekHalfWidth + 10;
  ctx.moveTo(-side, top);
  ctx.quadraticCurveTo(-side + 20, g.mouthY - 10, -g.mouthHalfWidth - 26, g.mouthY - 24);
  ctx.quadraticCurveTo(0, g.mouthY - 46, g.mouthHalfWidth + 26, g.mouthY - 24);
  ctx.quadraticCurveTo(side - 20, g.mouthY - 10, side, top);
  ctx.lineTo(side, g.chinY + 80);
  ctx.lineTo(-side, g.chinY + 80);
  ctx.closePath();
  if (kind === 'beard') ctx.fillStyle = hair.base;
  else {
    const fade = ctx.createLinearGradient(0, top, 0, top + 60);
    fade.addColorStop(0, withAlpha(hair.shadow, 0));
    fade.addColorStop(1, withAlpha(hair.shadow, 0.2));
    ctx.fillStyle = fade;
  }
  ctx.fill();
  if (kind === 'beard') {
    ctx.strokeStyle = withAlpha(hair.highlight, 0.35);
    ctx.lineWidth = 3;
    ctx.lineCap = 'round';
    for (let i = -4; i <= 4; i++) {
      ctx.beginPath();
      ctx.moveTo(i * 22, g.chinY + jaw - 30);
      ctx.lineTo(i * 24, g.chinY + jaw - 10);
      ctx.stroke();
    }
  }
  ctx.restore();
}

/** Same bounds as the front hair's (draw-hair.test.ts): edges may part, the inside may not. */
function expectSameLook(
  reference: (ctx: SKRSContext2D) => void,
  cut: (ctx: SKRSContext2D) => void,
) {
  const blank = draw(poses[0], () => {});
  for (const pose of poses) {
    const { painted, edgeOnly, interior } = compare(blank, draw(pose, reference), draw(pose, cut));
    expect(painted).toBeGreaterThan(5_000);
    expect(edgeOnly / painted).toBeLessThan(0.02);
    expect(interior).toBe(0);
  }
}

describe('face shading and beards cut to the face outline', () => {
  const base = findStockActor('olivia-studio')?.params;
  if (!base) throw new Error('stock actor missing');
  const g = faceGeometry(base);
  const { skin, hair } = actorPalette(base);
  const jaws = [0, maxJawDrop * 0.37, maxJawDrop];

  it.each(jaws.map((jaw) => [jaw]))('face base looks as drawn through a clip, jaw %f', (jaw) => {
    expectSameLook(
      (ctx) => faceBaseThroughClip(ctx, g, skin, jaw),
      (ctx) => drawFaceBase(ctx, g, skin, jaw),
    );
  });

  it.each(
    (['beard', 'stubble'] as const).flatMap((kind) => jaws.map((jaw) => [kind, jaw] as const)),
  )('%s looks as drawn through a clip, jaw %f', (kind, jaw) => {
    expectSameLook(
      (ctx) => beardThroughClip(ctx, g, kind, hair, jaw),
      (ctx) => drawBeard(ctx, g, kind, hair, jaw),
    );
  });
});
