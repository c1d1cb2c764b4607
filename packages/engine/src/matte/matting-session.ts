import * as tf from '@tensorflow/tfjs-core';
import { mattingModel } from './matting-model.js';

/** One RGB frame: 3 bytes a pixel, rows top to bottom. */
export interface RgbFrame {
  rgb: Uint8Array;
  width: number;
  height: number;
}

/**
 * The network sees the frame scaled so its shorter side is this many pixels (its refiner then
 * works at full size). 288 is what RVM's authors use for portrait video; lower cut the
 * fixture's ponytail off, higher costs time without a visible gain.
 */
export const MATTE_SHORT_SIDE = 288;

/** Matting runs one frame at a time per thread: the wasm backend is the thread's one engine. */
let queue: Promise<unknown> = Promise.resolve();

function serial<T>(work: () => Promise<T>): Promise<T> {
  const run = queue.then(work);
  queue = run.catch(() => undefined);
  return run;
}

/**
 * A run of frames through the recurrent matting network: frames of one shot go through one
 * session, in order, so each frame's matte is steadied by what came before (no flicker at hair).
 * Call dispose() when done to free the recurrent state.
 */
export class MattingSession {
  /** Recurrent state, zeros before the first frame (made once the backend is up). */
  private state: tf.Tensor[] | null = null;

  constructor(private readonly shortSide = MATTE_SHORT_SIDE) {}

  /** The person's alpha of one frame, 0-1 per pixel, the frame's own size. */
  next(frame: RgbFrame): Promise<Float32Array> {
    return serial(async () => {
      const model = await mattingModel();
      const prior = this.state ?? [0, 1, 2, 3].map(() => tf.scalar(0));
      const { width, height, rgb } = frame;
      const scaled = new Float32Array(rgb.length);
      for (let i = 0; i < rgb.length; i++) scaled[i] = rgb[i] / 255;
      const src = tf.tensor4d(scaled, [1, height, width, 3]);
      const ratio = tf.scalar(Math.min(1, this.shortSide / Math.min(width, height)));
      try {
        const [pha, ...state] = (await model.executeAsync(
          {
            src,
            r1i: prior[0],
            r2i: prior[1],
            r3i: prior[2],
            r4i: prior[3],
            downsample_ratio: ratio,
          },
          ['pha', 'r1o', 'r2o', 'r3o', 'r4o'],
        )) as tf.Tensor[];
        tf.dispose(prior);
        this.state = state;
        const alpha = (await pha.data()) as Float32Array;
        pha.dispose();
        return alpha;
      } finally {
        tf.dispose([src, ratio]);
      }
    });
  }

  dispose(): void {
    if (this.state) tf.dispose(this.state);
    this.state = null;
  }
}
