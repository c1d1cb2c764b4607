import { seededRandom } from './seeded-random.js';

/** Pose offsets applied on top of an actor's neutral pose for one frame. */
export interface IdlePose {
  /** Head translation in output pixels. */
  headX: number;
  headY: number;
  /** Head roll in radians, around the neck. */
  headRoll: number;
  /** Shoulder rise from breathing, in output pixels (positive = up). */
  breath: number;
  /** 0 = eyes open, 1 = closed. */
  blink: number;
  /** Gaze offset in -1..1 (small saccades). */
  gazeX: number;
  gazeY: number;
  /** Brow lift in 0..1, follows vocal emphasis. */
  brow: number;
}

/** No offsets: the actor as drawn, eyes open (stills, and frames tests compare). */
export const neutralPose: Readonly<IdlePose> = {
  headX: 0,
  headY: 0,
  headRoll: 0,
  breath: 0,
  blink: 0,
  gazeX: 0,
  gazeY: 0,
  brow: 0,
};

export interface IdleMotionOptions {
  seed: number;
  durationSec: number;
  /** Per-frame speech loudness 0..1 (see speechEnergyPerFrame); absent for silent clips. */
  energy?: Float32Array;
  fps: number;
}

const blinkSec = 0.15;

/** Lid closure over one blink: a quick close, a brief hold and a slower opening, as real blinks do. */
function blinkCurve(u: number): number {
  if (u < 0 || u > 1) return 0;
  if (u < 0.35) return Math.sin((u / 0.35) * (Math.PI / 2));
  if (u < 0.5) return 1;
  const k = (u - 0.5) / 0.5;
  return 1 - k * k * (3 - 2 * k);
}

/** Blink start times every 2-6 s, deterministic by seed, sometimes a double blink. */
export function blinkTimes(seed: number, durationSec: number): number[] {
  const rand = seededRandom(seed ^ 0x5bd1e995);
  const times: number[] = [];
  let t = 0.8 + rand() * 1.6;
  while (t < durationSec) {
    times.push(t);
    if (rand() < 0.12) times.push(t + blinkSec + 0.12);
    t += 2 + rand() * 4;
  }
  return times;
}

export function createIdleMotion(options: IdleMotionOptions): (t: number) => IdlePose {
  const rand = seededRandom(options.seed);
  const phases = Array.from({ length: 10 }, () => rand() * Math.PI * 2);
  const blinks = blinkTimes(options.seed, options.durationSec);
  // Gaze holds a point for a while then jumps, like small natural saccades.
  const gazeRand = seededRandom(options.seed ^ 0x9e3779b9);
  const gazeKeys: { t: number; x: number; y: number }[] = [];
  for (let t = 0; t < options.durationSec + 1; t += 1.2 + gazeRand() * 2.5) {
    gazeKeys.push({ t, x: (gazeRand() - 0.5) * 0.8, y: (gazeRand() - 0.5) * 0.4 });
  }
  const energy = options.energy;
  const energyAt = (t: number): number => {
    if (!energy || energy.length === 0) return 0;
    const f = Math.min(energy.length - 1, Math.max(0, Math.round(t * options.fps)));
    return energy[f];
  };

  return (t: number): IdlePose => {
    const s = (freq: number, phase: number) => Math.sin(t * freq * Math.PI * 2 + phases[phase]);
    const e = energyAt(t);
    // A slow, slightly lagged copy of the energy gives a nod that follows phrases, not syllables.
    const eSlow = energyAt(t - 0.15);
    let blink = 0;
    for (const b of blinks) {
      if (t >= b && t <= b + blinkSec) blink = Math.max(blink, blinkCurve((t - b) / blinkSec));
      if (b > t) break;
    }
    let gaze = gazeKeys[0];
    for (const g of gazeKeys) {
      if (g.t <= t) gaze = g;
      else break;
    }
    const breathPhase = s(1 / 4.2, 0);
    return {
      headX: 4 * s(0.11, 1) + 2 * s(0.23, 2) + 1.5 * e * s(0.9, 7),
      headY: 2.5 * s(0.17, 3) + 1.2 * s(0.31, 4) + 3 * eSlow - breathPhase * 1.2,
      headRoll: (1.1 * s(0.09, 5) + 0.5 * s(0.27, 6) + 0.6 * e * s(0.7, 8)) * (Math.PI / 180),
      breath: breathPhase * 2.2,
      blink,
      gazeX: gaze.x,
      gazeY: gaze.y,
      brow: Math.max(0, e - 0.55) * 1.6 * (0.6 + 0.4 * s(0.5, 9)),
    };
  };
}
