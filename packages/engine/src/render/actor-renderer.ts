import type { SKRSContext2D } from '@napi-rs/canvas';
import type { FrameRows } from './frame-rows.js';
import type { IdlePose } from './idle-motion.js';
import type { MouthShape } from './mouth-shape.js';

export const videoWidth = 720;
export const videoHeight = 1280;
export const videoFps = 25;

export interface FrameState {
  t: number;
  mouth: MouthShape;
  pose: IdlePose;
}

/** Draws an actor frame by frame; static layers are prepared once when the renderer is made. */
export interface ActorRenderer {
  readonly width: number;
  readonly height: number;
  /** Seeds the idle motion so an actor always moves the same way. */
  readonly seed: number;
  /**
   * Over a clear backdrop (a background video), the only rows this renderer draws into: it clips
   * to them, and the render reads back and blends just those. Absent: any row.
   */
  readonly rows?: FrameRows;
  /** Paints the whole frame (no need to clear first). */
  drawFrame(ctx: SKRSContext2D, state: FrameState): void;
  /**
   * Builds the frame straight in memory as opaque RGBA (footage-based actors: their pixels come
   * from a decoder, so a canvas would only add two full-frame copies). When present the frame loop
   * uses it instead of drawFrame; the buffer stays untouched until the next call.
   */
  renderFrame?(state: FrameState): Buffer;
  /** Footage-based actors fetch frame `frame` (0-based, in order) before it is drawn. */
  prepareFrame?(frame: number): Promise<void>;
  /** Releases what the renderer holds open (a decoder process); called once rendering ends. */
  close?(): void;
}
