import type { ImageData, SKRSContext2D } from '@napi-rs/canvas';
import { RawFrameReader } from '../../media/raw-frame-reader.js';
import type { ActorRenderer } from '../../render/actor-renderer.js';
import { isRestMouth } from '../../render/mouth-shape.js';
import { hashSeed } from '../../render/seeded-random.js';
import { MeshWarp } from '../photo/mesh-warp.js';
import { anchorPoints, drawMouthInterior } from '../photo/photo-renderer.js';
import { PhotoRig } from '../photo/photo-rig.js';
import { actorFile, meshAtFrame, readVideoActorData } from './video-actor-data.js';

type Pt = [number, number];

/**
 * Plays a video actor's idle loop (a ping-pong of the footage, repeated for as long as the speech
 * lasts) and re-shapes only the lower face per frame: the tracked mesh of that frame drives the
 * same jaw/lip rig and piecewise-affine warp as the photo actor, so the person's own head motion
 * and blinks stay real while the mouth follows the visemes.
 */
export async function createVideoRenderer(dataPath: string): Promise<ActorRenderer> {
  const data = await readVideoActorData(dataPath);
  const { width, height } = data;
  const frameBytes = width * height * 4;
  let reader: RawFrameReader | null = null;
  let nextFrame = 0;
  const current: Buffer = Buffer.alloc(frameBytes);
  let currentIndex = 0;
  let image: ImageData | null = null;
  const mesh: Pt[] = [];
  let triangles: Uint32Array | undefined;

  const openReader = () =>
    new RawFrameReader(
      [
        ...['-v', 'error', '-stream_loop', '-1', '-i', actorFile(data, data.loopFootage)],
        ...['-f', 'rawvideo', '-pix_fmt', 'rgba', 'pipe:1'],
      ],
      frameBytes,
    );

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
    drawFrame(ctx: SKRSContext2D, { mouth }): void {
      image ??= ctx.createImageData(width, height);
      const pixels = image.data;
      pixels.set(current);
      // At rest the footage frame is shown untouched.
      if (!isRestMouth(mouth)) {
        const footageFrame = data.loopFrames[currentIndex];
        meshAtFrame(data.track, footageFrame, mesh);
        const points = [...mesh, ...anchorPoints(mesh, width, height)];
        const rig = new PhotoRig(points, mesh.length, { sealLips: false });
        const posed = new Float64Array(points.length * 2);
        rig.pose(mouth, 0, posed);
        const warp = new MeshWarp(points, triangles);
        triangles ??= warp.triangles;
        const dirty = warp.apply(current, pixels, width, height, posed);
        ctx.putImageData(image, 0, 0);
        if (dirty) {
          const faceHeight = Math.hypot(mesh[152][0] - mesh[10][0], mesh[152][1] - mesh[10][1]);
          drawMouthInterior(ctx, rig.innerMouth(posed), mouth.teeth, faceHeight, null);
        }
        return;
      }
      ctx.putImageData(image, 0, 0);
    },
    close(): void {
      reader?.close();
      reader = null;
    },
  };
}
