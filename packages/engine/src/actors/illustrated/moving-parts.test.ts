import { createCanvas } from '@napi-rs/canvas';
import { describe, expect, it } from 'vitest';
import type { FrameState } from '../../render/actor-renderer.js';
import { idlePoseBounds } from '../../render/idle-motion.js';
import { findStockActor } from '../stock-actors.js';
import { createIllustratedRenderer } from './illustrated-renderer.js';

const b = idlePoseBounds;
/** Every corner of the idle motion, mouth wide open and eyes shut: the head at its furthest. */
const extremes: FrameState[] = [-1, 1].flatMap((sx) =>
  [b.headYMin, b.headYMax].flatMap((headY) =>
    [-1, 1].flatMap((sr) =>
      [-1, 1].map((sb) => ({
        t: 0,
        mouth: { open: 1, width: 1, round: 0.5, teeth: 1, tongue: 1 },
        pose: {
          headX: sx * b.headX,
          headY,
          headRoll: sr * b.headRoll,
          breath: sb * b.breath,
          blink: 1,
          gazeX: sx,
          gazeY: 0,
          brow: 1,
        },
      })),
    ),
  ),
);
const rest: FrameState = {
  t: 0,
  mouth: { open: 0, width: 0.5, round: 0, teeth: 0, tongue: 0 },
  pose: { headX: 0, headY: 0, headRoll: 0, breath: 0, blink: 0, gazeX: 0, gazeY: 0, brow: 0 },
};

describe('illustrated frames built from the moving parts only', () => {
  // Curly, long, side-swept and short hair, glasses and a beard: the shapes that reach furthest.
  it.each(['lucia-studio', 'yuting-office', 'olivia-studio', 'kofi-news', 'david-office'])(
    '%s: every frame matches the whole-frame drawing, at rest and at every extreme',
    (key) => {
      const actor = findStockActor(key);
      if (!actor) throw new Error(`no stock actor ${key}`);
      const renderer = createIllustratedRenderer(actor.params);
      const canvas = createCanvas(renderer.width, renderer.height);
      const ctx = canvas.getContext('2d');
      // Back and forth, so each body placement is both drawn and taken from the kept patches.
      for (const state of [rest, ...extremes, rest, ...extremes.slice().reverse()]) {
        const built = renderer.renderFrame?.(state);
        if (!built) throw new Error('the illustrated renderer builds frames in memory');
        renderer.drawFrame(ctx, state);
        const drawn = canvas.data();
        expect(built.length).toBe(drawn.length);
        let differing = 0;
        let worst = 0;
        for (let i = 0; i < drawn.length; i++) {
          const d = Math.abs(drawn[i] - built[i]);
          if (d) differing++;
          if (d > worst) worst = d;
        }
        // Skia antialiases a curve a few levels differently on a canvas at another origin; a head
        // cut off at its patch's edge, or a stale body, differs by far more and over far more.
        expect(worst).toBeLessThanOrEqual(96);
        expect(differing / drawn.length).toBeLessThan(0.003);
      }
    },
  );
});
