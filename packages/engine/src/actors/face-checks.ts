import { ActorInputError } from './actor-input-error.js';
import type { FaceLandmarks } from './photo/face-landmarks.js';

/** A second face at least this wide (share of the subject's width) makes the picture ambiguous. */
export const rivalFaceShare = 0.5;
/** Detector confidence below which a second detection is ignored as a false positive. */
const rivalMinScore = 0.5;
/** Where the nose tip sits between the cheek outlines (0..1); outside this range the head is in profile. */
const frontalRange = [0.05, 0.95] as const;

/** Cheek-to-cheek width of the face mesh, in image pixels. */
export function faceWidth(face: FaceLandmarks): number {
  return Math.abs(face.points[454][0] - face.points[234][0]);
}

/** Position of the nose tip between the two cheek outlines: about 0.5 facing the camera. */
export function noseBetweenCheeks(face: FaceLandmarks): number {
  const [left, right, nose] = [face.points[234], face.points[454], face.points[1]];
  return (nose[0] - left[0]) / (right[0] - left[0] || 1);
}

/** Inner-lip gap over face height: 0 closed, about 0.1 wide open. */
export function mouthOpening(points: [number, number][]): number {
  const faceHeight = Math.hypot(points[152][0] - points[10][0], points[152][1] - points[10][1]);
  return Math.max(0, points[14][1] - points[13][1]) / (faceHeight || 1);
}

export interface FaceCheckOptions {
  /** Smallest acceptable cheek-to-cheek width in pixels. */
  minFaceWidth: number;
}

/**
 * The one face an actor is made from, or the reason there is none: nothing found, a second face of
 * comparable size, a face too small to animate, or a head turned to profile.
 */
export function singleActorFace(faces: FaceLandmarks[], options: FaceCheckOptions): FaceLandmarks {
  const [subject, ...others] = faces;
  if (!subject) throw new ActorInputError('no-face', 'No face was found');
  const width = faceWidth(subject);
  if (others.some((f) => f.score >= rivalMinScore && faceWidth(f) >= width * rivalFaceShare)) {
    throw new ActorInputError('several-faces', `${faces.length} faces were found; one is needed`);
  }
  if (width < options.minFaceWidth) {
    throw new ActorInputError(
      'face-too-small',
      `The face is ${Math.round(width)} px wide; at least ${options.minFaceWidth} px is needed`,
    );
  }
  const nose = noseBetweenCheeks(subject);
  if (!(nose > frontalRange[0] && nose < frontalRange[1])) {
    throw new ActorInputError('face-turned-away', 'The face is turned too far from the camera');
  }
  return subject;
}
