import { type Canvas, createCanvas, type SKRSContext2D } from '@napi-rs/canvas';
import { RawFrameReader } from '../../media/raw-frame-reader.js';
import type { ActorRenderer, FrameState } from '../../render/actor-renderer.js';
import { isRestMouth } from '../../render/mouth-shape.js';
import { hashSeed } from '../../render/seeded-random.js';
import { MeshWarp } from '../photo/mesh-warp.js';
import {
  cutMouthInterior,
  drawMouthInterior,
  type MouthColours,
  type MouthInteriorSprite,
  sampleMouthColours,
} from '../photo/mouth-interior.js';
import { anchorPoints } from '../photo/photo-renderer.js';
import { PhotoRig } from '../photo/photo-rig.js';
import { mouthRiseLimiter } from './mouth-rise.js';
import { actorFile, meshAtFrame, readVideoActorData } from './video-actor-data.js';

/** The rig of one footage frame: built the first time that frame is re-shaped, then reused. */
interface FrameRig {
  rig: PhotoRig;
  warp: MeshWarp;
  posed: Float64Array;
  faceHeight: number;
  /** The footage frame's own mouth interior when its lips are parted (teeth), else null. */
  teeth?: MouthInteriorSprite | null;
  /** The footage's own gap between the inner lips, per lip column, px. */
  ownGaps: number[];
}

/**
 * The painted interior shows as the lips part beyond the footage's own gap, fully from this many
 * px on. Faded by the posed gap alone, a mouth whose footage lips rest on a dark slit got a white
 * teeth line the moment the shape left rest (every /m b p/ too) and lost it at rest: a pop at
 * each change into or out of rest.
 */
const interiorFadePx = 3;

/** How far `lips` part beyond `ownGaps`, in px: the widest column's extra gap. */
function addedGap(lips: { upper: Pt[]; lower: Pt[] }, ownGaps: number[]): number {
  return Math.max(0, ...lips.upper.map((p, i) => lips.lower[i][1] - p[1] - ownGaps[i]));
}

type Pt = [number, number];

/**
 * Plays a video actor's idle loop (a ping-pong of the footage, repeated for as long as the speech
 * lasts) and re-shapes only the lower face per frame: the tracked mesh of that frame drives the
 * same jaw/lip rig and piecewise-affine warp as the photo actor, so the person's own head motion
 * and blinks stay real while the mouth follows the visemes. Frames are built in memory: the
 * footage frame is copied, the warp writes only the moved triangles, and the mouth interior is
 * painted on a small canvas over just the mouth's box.
 */
export async function createVideoRenderer(dataPath: string): Promise<ActorRenderer> {
  const data = await readVideoActorData(dataPath);
  const { width, height } = data;
  const frameBytes = width * height * 4;
  let reader: RawFrameReader | null = null;
  let nextFrame = 0;
  const current: Buffer = Buffer.alloc(frameBytes);
  let currentIndex = 0;
  // Two output frames in turn: the encoder may still be reading the previous one.
  const outputs = [Buffer.alloc(frameBytes), Buffer.alloc(frameBytes)];
  let turn = 0;
  const rigs = new Map<number, FrameRig>();
  let triangles: Uint32Array | undefined;
  let mouthCanvas: Canvas | null = null;
  /** Sampled from the first footage frame that is re-shaped: the person's own lip colours. */
  let colours: MouthColours | null = null;

  const openReader = () =>
    new RawFrameReader(
      [
        ...['-v', 'error', '-stream_loop', '-1', '-i', actorFile(data, data.loopFootage)],
        ...['-f', 'rawvideo', '-pix_fmt', 'rgba', 'pipe:1'],
      ],
      frameBytes,
    );

  const rigFor = (footageFrame: number): FrameRig => {
    let found = rigs.get(footageFrame);
    if (!found) {
      const mesh = meshAtFrame(data.track, footageFrame, []);
      const points = [...mesh, ...anchorPoints(mesh, width, height)];
      const warp = new MeshWarp(points, triangles);
      triangles ??= warp.triangles;
      const rig = new PhotoRig(points, mesh.length, { sealLips: false });
      const own = rig.innerMouth(Float64Array.from(points.flat()));
      found = {
        rig,
        warp,
        posed: new Float64Array(points.length * 2),
        faceHeight: Math.hypot(mesh[152][0] - mesh[10][0], mesh[152][1] - mesh[10][1]),
        ownGaps: own.upper.map((p, i) => own.lower[i][1] - p[1]),
      };
      rigs.set(footageFrame, found);
    }
    return found;
  };

  /**
   * A footage frame that shows teeth between parted lips keeps them: cut from the unwarped frame
   * (only the lips' box goes through a canvas) and hung from the moving upper lip, instead of a
   * painted mouth over the real one with the real teeth showing beneath it.
   */
  const footageTeeth = (source: Buffer, r: FrameRig): MouthInteriorSprite | null => {
    const lips = r.rig.innerMouth(Float64Array.from(r.rig.points.flat()));
    const all = [...lips.upper, ...lips.lower];
    const x0 = Math.max(0, Math.floor(Math.min(...all.map((p) => p[0]))) - 2);
    const y0 = Math.max(0, Math.floor(Math.min(...all.map((p) => p[1]))) - 2);
    const x1 = Math.min(width, Math.ceil(Math.max(...all.map((p) => p[0]))) + 2);
    const y1 = Math.min(height, Math.ceil(Math.max(...all.map((p) => p[1]))) + 2);
    if (x1 <= x0 || y1 <= y0) return null;
    const box = createCanvas(x1 - x0, y1 - y0);
    const ctx = box.getContext('2d');
    const patch = ctx.createImageData(x1 - x0, y1 - y0);
    for (let y = y0; y < y1; y++) {
      const from = (y * width + x0) * 4;
      patch.data.set(source.subarray(from, from + (x1 - x0) * 4), (y - y0) * (x1 - x0) * 4);
    }
    ctx.putImageData(patch, 0, 0);
    const shift = (p: [number, number]): [number, number] => [p[0] - x0, p[1] - y0];
    const sprite = cutMouthInterior(box, {
      upper: lips.upper.map(shift),
      lower: lips.lower.map(shift),
    });
    return (
      sprite && { ...sprite, x: sprite.x + x0, y: sprite.y + y0, anchorY: sprite.anchorY + y0 }
    );
  };

  /** Paints the mouth interior between the warped lips, on a canvas the size of the mouth only. */
  const paintMouth = (frame: Buffer, r: FrameRig, teeth: number) => {
    const lips = r.rig.innerMouth(r.posed);
    const k = Math.min(1, addedGap(lips, r.ownGaps) / interiorFadePx);
    const alpha = k * k * (3 - 2 * k);
    if (alpha <= 0) return;
    const all = [...lips.upper, ...lips.lower];
    const margin = 4;
    const x0 = Math.max(0, Math.floor(Math.min(...all.map((p) => p[0]))) - margin);
    const y0 = Math.max(0, Math.floor(Math.min(...all.map((p) => p[1]))) - margin);
    const x1 = Math.min(width, Math.ceil(Math.max(...all.map((p) => p[0]))) + margin);
    const y1 = Math.min(height, Math.ceil(Math.max(...all.map((p) => p[1]))) + margin);
    const w = x1 - x0;
    const h = y1 - y0;
    if (w <= 0 || h <= 0) return;
    if (!mouthCanvas || mouthCanvas.width < w || mouthCanvas.height < h) {
      mouthCanvas = createCanvas(w + 32, h + 32);
    }
    const ctx = mouthCanvas.getContext('2d');
    const patch = ctx.createImageData(w, h);
    for (let y = 0; y < h; y++) {
      const from = ((y0 + y) * width + x0) * 4;
      patch.data.set(frame.subarray(from, from + w * 4), y * w * 4);
    }
    ctx.putImageData(patch, 0, 0);
    ctx.save();
    ctx.translate(-x0, -y0);
    colours ??= sampleMouthColours(current, width, r.rig.points);
    r.teeth ??= footageTeeth(current, r);
    drawMouthInterior(ctx, lips, teeth, r.faceHeight, colours, r.teeth);
    ctx.restore();
    const painted = ctx.getImageData(0, 0, w, h).data;
    if (alpha >= 1) {
      for (let y = 0; y < h; y++) {
        frame.set(painted.subarray(y * w * 4, (y + 1) * w * 4), ((y0 + y) * width + x0) * 4);
      }
      return;
    }
    for (let y = 0; y < h; y++) {
      const row = ((y0 + y) * width + x0) * 4;
      for (let i = 0; i < w * 4; i++) {
        const was = frame[row + i];
        frame[row + i] = was + Math.round((painted[y * w * 4 + i] - was) * alpha);
      }
    }
  };

  const limitRise = mouthRiseLimiter();

  const renderFrame = ({ t, mouth: asked }: FrameState): Buffer => {
    const mouth = limitRise(t, asked);
    turn ^= 1;
    const frame = outputs[turn];
    frame.set(current);
    // At rest the footage frame is shown untouched.
    if (!isRestMouth(mouth)) {
      const r = rigFor(data.loopFrames[currentIndex]);
      r.rig.pose(mouth, 0, r.posed);
      if (r.warp.apply(current, frame, width, height, r.posed)) paintMouth(frame, r, mouth.teeth);
    }
    return frame;
  };

  return {
    width,
    height,
    seed: hashSeed(dataPath),
    async prepareFrame(frame: number): Promise<void> {
      // Frames come in order; anything else (a still after a render) starts the loop again.
      if (!reader || frame < nextFrame) {
        reader?.close();
        reader = openReader();
        nextFrame = 0;
      }
      while (nextFrame <= frame) {
        // Frames are skipped only when a caller jumps ahead; each lands in the same buffer.
        if (!(await reader.next(current))) throw new Error('The video actor loop ended early');
        currentIndex = nextFrame % data.loopFrames.length;
        nextFrame++;
      }
    },
    renderFrame,
    drawFrame(ctx: SKRSContext2D, state: FrameState): void {
      const image = ctx.createImageData(width, height);
      image.data.set(renderFrame(state));
      ctx.putImageData(image, 0, 0);
    },
    close(): void {
      reader?.close();
      reader = null;
    },
  };
}
