/**
 * Alpha below this counts as background, above 1 - this as person. The network leaves a faint
 * haze (a few percent) over busy backgrounds and a few percent of see-through on skin; both would
 * show as ghosting once a new background goes behind, so they are cut and the ramp between is
 * stretched to keep the hair line's soft edge.
 */
export const ALPHA_FLOOR = 0.04;

/** The network's alpha as 8-bit matte pixels (255 = person), haze and see-through removed. */
export function refineAlpha(alpha: Float32Array, into = new Uint8Array(alpha.length)): Uint8Array {
  const scale = 255 / (1 - 2 * ALPHA_FLOOR);
  for (let i = 0; i < alpha.length; i++) {
    const v = (alpha[i] - ALPHA_FLOOR) * scale;
    into[i] = v <= 0 ? 0 : v >= 255 ? 255 : Math.round(v);
  }
  return into;
}
