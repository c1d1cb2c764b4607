import { seededRandom } from '../../render/seeded-random.js';
import type { IllustratedActorParams } from './params.js';

/**
 * Head proportions in head-local pixels: origin at the face centre, +y down, drawn at the final
 * 720x1280 scale. Seeded jitter keeps two actors with the same options from looking cloned.
 */
export interface FaceGeometry {
  /** Where the head origin sits in the frame. */
  centerX: number;
  centerY: number;
  topY: number;
  templeHalfWidth: number;
  cheekHalfWidth: number;
  jawHalfWidth: number;
  jawY: number;
  chinHalfWidth: number;
  chinY: number;
  eyeX: number;
  eyeY: number;
  eyeWidth: number;
  eyeHeight: number;
  irisRadius: number;
  browY: number;
  browThickness: number;
  browArch: number;
  noseY: number;
  noseWidth: number;
  mouthY: number;
  mouthHalfWidth: number;
  upperLip: number;
  lowerLip: number;
  earY: number;
  neckHalfWidth: number;
  /** Pivot of the head roll (roughly the top of the spine) in head-local pixels. */
  pivotY: number;
}

export function faceGeometry(params: IllustratedActorParams): FaceGeometry {
  const rand = seededRandom(params.seed ^ 0x1234567);
  const j = (spread: number) => (rand() - 0.5) * 2 * spread;
  const female = params.gender === 'female';
  const old = params.ageGroup === 'old';
  // Face shape families, so actors differ by more than jitter: [cheek, jaw, chin, length] offsets.
  const shapes: [number, number, number, number][] = [
    [0, 0, 0, 0], // oval
    [6, 10, 8, -8], // round
    [2, 16, 14, 0], // square
    [4, -10, -8, 4], // heart
    [-6, -4, -2, 10], // long
  ];
  const [dc, dj, dch, dl] = shapes[Math.floor(rand() * shapes.length)];
  const cheek = (female ? 140 : 148) + dc + j(4);
  return {
    centerX: 360,
    centerY: 540,
    topY: -200 + j(5),
    templeHalfWidth: cheek - 6,
    cheekHalfWidth: cheek,
    jawHalfWidth: (female ? 100 : 116) + dj + j(5),
    jawY: female ? 128 : 132,
    chinHalfWidth: (female ? 34 : 48) + dch + j(4),
    chinY: (female ? 198 : 205) + dl + j(4) + (old ? 3 : 0),
    eyeX: 60 + j(3),
    eyeY: -14 + j(3),
    eyeWidth: (female ? 58 : 54) + j(3) - (old ? 3 : 0),
    eyeHeight: (female ? 30 : 26) + j(2) - (old ? 3 : 0),
    irisRadius: female ? 12.5 : 12,
    browY: -66 + j(4),
    browThickness: (female ? 9 : 13) + j(1.5),
    browArch: (female ? 12 : 7) + j(3),
    noseY: 54 + j(4),
    noseWidth: (female ? 21 : 25) + j(3),
    mouthY: 112 + j(3),
    mouthHalfWidth: (female ? 34 : 36) + j(3),
    upperLip: (female ? 8 : 6) + j(1),
    lowerLip: (female ? 11 : 9) + j(1.5),
    earY: 8,
    neckHalfWidth: female ? 50 : 60,
    pivotY: 230,
  };
}
