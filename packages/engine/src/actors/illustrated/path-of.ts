import { Path2D } from '@napi-rs/canvas';
import type { Ctx } from './canvas-types.js';

/**
 * A path recorded from a tracer written for the context (`beginPath` starts it afresh), so the
 * same outline can be filled as a path or cut with Skia's path ops instead of used as a clip.
 */
export function pathOf(trace: (ctx: Ctx) => void): Path2D {
  let path = new Path2D();
  const recorder = new Proxy({} as Ctx, {
    get: (_target, key) =>
      key === 'beginPath'
        ? () => {
            path = new Path2D();
          }
        : (...args: unknown[]) =>
            (path as unknown as Record<string, (...a: unknown[]) => void>)[key as string](...args),
  });
  trace(recorder);
  return path;
}
