import type { SKRSContext2D } from '@napi-rs/canvas';
import { describe, expect, it } from 'vitest';
import { findStockActor } from '../stock-actors';
import { withAlpha } from './color';
import { compare, draw, poses } from './compare-drawings';
import { beardArea, beardFill, beardStrokes, drawBeard } from './draw-extras';
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

/** The beard or stubble as it was drawn: its area and strokes through the face outline as a clip. */
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
  ctx.fillStyle = beardFill(ctx, kind, hair);
  ctx.fill(beardArea(g, kind));
  if (kind === 'beard') {
    ctx.strokeStyle = withAlpha(hair.highlight, 0.35);
    ctx.lineWidth = 3;
    ctx.lineCap = 'round';
    ctx.stroke(beardStrokes(g, jaw));
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
