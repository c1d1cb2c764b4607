import { readFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';

type Pt = [number, number];

/** The mouth in one footage frame: inner-lip box centre and size, and the lip gap over face height. */
export interface MouthBox {
  x: number;
  y: number;
  width: number;
  height: number;
  open: number;
}

/** A tracked face mesh (468 points, output pixels) on one footage frame. */
export interface TrackedMesh {
  frame: number;
  points: Pt[];
}

/**
 * What prepareVideoActor writes next to the footage (`video-actor.json`) and a render reads.
 * File names are relative to the JSON's folder so the folder can move as a whole.
 */
export interface VideoActorData {
  version: 1;
  width: number;
  height: number;
  fps: number;
  /** Normalised footage (720x1280, 25 fps, no audio). */
  footage: string;
  /** Footage frame count. */
  frames: number;
  /** The idle loop as footage frames, inclusive. */
  loop: { inFrame: number; outFrame: number };
  /** Ping-pong of the loop (forward, then backward without repeating the ends), seamless on repeat. */
  loopFootage: string;
  /** For each frame of `loopFootage`, the footage frame it shows. */
  loopFrames: number[];
  /** Tracked meshes around the loop, sparse; frames in between are interpolated. */
  track: TrackedMesh[];
  /** One mouth box per footage frame (interpolated between tracked samples). */
  mouth: MouthBox[];
}

export async function readVideoActorData(
  dataPath: string,
): Promise<VideoActorData & { dir: string }> {
  const data = JSON.parse(await readFile(dataPath, 'utf8')) as VideoActorData;
  if (data.version !== 1 || !Array.isArray(data.loopFrames) || data.track.length === 0) {
    throw new Error(`${dataPath} is not a prepared video actor`);
  }
  return { ...data, dir: dirname(dataPath) };
}

export function actorFile(data: { dir: string }, name: string): string {
  return join(data.dir, name);
}

/** The mesh on footage frame `frame`, interpolated linearly between the nearest tracked samples. */
export function meshAtFrame(track: TrackedMesh[], frame: number, out: Pt[]): Pt[] {
  let hi = track.findIndex((s) => s.frame >= frame);
  if (hi === -1) hi = track.length - 1;
  const lo = hi > 0 && track[hi].frame > frame ? hi - 1 : hi;
  const a = track[lo];
  const b = track[hi];
  const k = b.frame === a.frame ? 0 : (frame - a.frame) / (b.frame - a.frame);
  const m = Math.max(0, Math.min(1, k));
  for (let i = 0; i < a.points.length; i++) {
    const p = a.points[i];
    const q = b.points[i];
    out[i] = [p[0] + (q[0] - p[0]) * m, p[1] + (q[1] - p[1]) * m];
  }
  out.length = a.points.length;
  return out;
}
