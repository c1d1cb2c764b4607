/**
 * A mouth pose, independent of how an actor draws it. All fields are 0..1.
 * `width` 0.5 is the relaxed width; `open` is lip separation (and jaw drop).
 */
export interface MouthShape {
  open: number;
  width: number;
  round: number;
  /** Upper-teeth visibility when the lips part. */
  teeth: number;
  /** Tongue visibility (l, th, open vowels). */
  tongue: number;
}

export const restMouth: MouthShape = { open: 0, width: 0.5, round: 0, teeth: 0, tongue: 0 };

export function mixMouth(a: MouthShape, b: MouthShape, k: number): MouthShape {
  return {
    open: a.open + (b.open - a.open) * k,
    width: a.width + (b.width - a.width) * k,
    round: a.round + (b.round - a.round) * k,
    teeth: a.teeth + (b.teeth - a.teeth) * k,
    tongue: a.tongue + (b.tongue - a.tongue) * k,
  };
}

/** True when a shape is (within rounding) the rest pose: the source picture needs no reshaping. */
export function isRestMouth(m: MouthShape): boolean {
  return m.open < 0.004 && Math.abs(m.width - 0.5) < 0.004 && m.round < 0.004;
}
