import { createCanvas, type SKRSContext2D } from '@napi-rs/canvas';

/**
 * Test support for drawings moved from clips to paths cut with path ops: each is compared with
 * the clip drawing it replaces, as a frame would show it.
 */

/** A head pose as the idle motion gives it: sub-pixel placement and a small roll. */
export const poses = [
  { x: 360, y: 520, roll: 0 },
  { x: 363.4, y: 517.75, roll: 0.021 },
  { x: 355.9, y: 523.3, roll: -0.034 },
];

export function draw(pose: (typeof poses)[number], paint: (ctx: SKRSContext2D) => void): Buffer {
  const canvas = createCanvas(720, 1280);
  const ctx = canvas.getContext('2d');
  ctx.fillStyle = '#d8d4cc';
  ctx.fillRect(0, 0, 720, 1280);
  ctx.translate(pose.x, pose.y);
  ctx.rotate(pose.roll);
  paint(ctx);
  return canvas.data();
}

/**
 * Channels the drawing painted (unlike the blank frame), channels the two drawings differ by more
 * than 2, and those of them where the reference is flat over the pixel's 3x3 neighbourhood, that
 * is away from any edge.
 */
export function compare(blank: Buffer, expected: Buffer, actual: Buffer) {
  const row = 720 * 4;
  let painted = 0;
  let edgeOnly = 0;
  let interior = 0;
  for (let i = 0; i < expected.length; i++) {
    if (expected[i] !== blank[i]) painted++;
    if (Math.abs(expected[i] - actual[i]) <= 2) continue;
    edgeOnly++;
    const flat = [-row - 4, -row, -row + 4, -4, 4, row - 4, row, row + 4].every(
      (o) => Math.abs((expected[i + o] ?? -9) - expected[i]) <= 1,
    );
    if (flat) interior++;
  }
  return { painted, edgeOnly, interior };
}
