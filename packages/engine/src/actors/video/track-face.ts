import { RawFrameReader } from '../../media/raw-frame-reader.js';
import { ActorInputError, type ActorInputReason } from '../actor-input-error.js';
import { singleActorFace } from '../face-checks.js';
import { detectFacesInRgb } from '../photo/detect-landmarks.js';
import type { FaceLandmarks } from '../photo/face-landmarks.js';

export interface FaceSample {
  frame: number;
  /** The actor's face on this frame, or null with the reason it was unusable. */
  face: FaceLandmarks | null;
  reason: ActorInputReason | null;
}

export interface TrackOptions {
  width: number;
  height: number;
  fps: number;
  /** First and last footage frame to look at (inclusive). */
  fromFrame: number;
  toFrame: number;
  /** Detect on every `step`-th frame; the frames between are interpolated later. */
  step: number;
  minFaceWidth: number;
  signal?: AbortSignal;
}

/**
 * Runs the face model on every `step`-th frame of the footage, decoding frames one by one through
 * a pipe. Each sample keeps the face or the reason it was refused (no face, a second face...).
 */
export async function sampleFaces(path: string, options: TrackOptions): Promise<FaceSample[]> {
  const { width, height, fps, fromFrame, toFrame, step } = options;
  const count = Math.floor((toFrame - fromFrame) / step) + 1;
  const reader = new RawFrameReader(
    [
      '-v',
      'error',
      '-ss',
      (fromFrame / fps).toFixed(3),
      '-i',
      path,
      '-vf',
      `select='not(mod(n\\,${step}))'`,
      '-vsync',
      '0',
      '-frames:v',
      String(count),
      '-f',
      'rawvideo',
      '-pix_fmt',
      'rgb24',
      'pipe:1',
    ],
    width * height * 3,
  );
  const samples: FaceSample[] = [];
  try {
    for (let k = 0; k < count; k++) {
      if (options.signal?.aborted) throw new Error('Actor preparation aborted');
      const rgb = await reader.next();
      if (!rgb) break;
      const frame = fromFrame + k * step;
      const faces = await detectFacesInRgb(rgb, width, height);
      try {
        const face = singleActorFace(faces, { minFaceWidth: options.minFaceWidth });
        samples.push({ frame, face, reason: null });
      } catch (err) {
        if (!(err instanceof ActorInputError)) throw err;
        samples.push({ frame, face: null, reason: err.reason });
      }
    }
  } finally {
    reader.close();
  }
  return samples;
}

/** Share of samples that may lack a usable face before the whole video is refused for it. */
export const maxUnusableShare = 0.3;

/** Refuses footage where too many samples had no usable face, naming the commonest reason. */
export function requireTrackedFace(samples: FaceSample[]): void {
  const unusable = samples.filter((s) => !s.face);
  if (samples.length > 0 && unusable.length <= samples.length * maxUnusableShare) return;
  const counts = new Map<ActorInputReason, number>();
  for (const s of unusable)
    counts.set(s.reason ?? 'no-face', (counts.get(s.reason ?? 'no-face') ?? 0) + 1);
  const reason = [...counts].sort((a, b) => b[1] - a[1])[0]?.[0] ?? 'no-face';
  const messages: Partial<Record<ActorInputReason, string>> = {
    'no-face': 'No face was found in most of the video',
    'several-faces': 'Several faces are in the video; one is needed',
    'face-too-small': 'The face is too small in the cropped video',
    'face-turned-away': 'The face is turned too far from the camera in most of the video',
  };
  throw new ActorInputError(reason, messages[reason] ?? 'The face could not be tracked');
}
