/**
 * Bilinear enlargement of an alpha plane (pixel centres aligned, edges clamped): a video's matte
 * is computed at a reduced size and brought back to the footage's.
 */
export function upscaleAlpha(
  alpha: Float32Array,
  fromWidth: number,
  fromHeight: number,
  width: number,
  height: number,
): Float32Array {
  if (fromWidth === width && fromHeight === height) return alpha;
  const out = new Float32Array(width * height);
  const sx = fromWidth / width;
  const sy = fromHeight / height;
  for (let y = 0; y < height; y++) {
    const fy = Math.min(fromHeight - 1, Math.max(0, (y + 0.5) * sy - 0.5));
    const y0 = Math.floor(fy);
    const y1 = Math.min(fromHeight - 1, y0 + 1);
    const ky = fy - y0;
    for (let x = 0; x < width; x++) {
      const fx = Math.min(fromWidth - 1, Math.max(0, (x + 0.5) * sx - 0.5));
      const x0 = Math.floor(fx);
      const x1 = Math.min(fromWidth - 1, x0 + 1);
      const kx = fx - x0;
      const top = alpha[y0 * fromWidth + x0] * (1 - kx) + alpha[y0 * fromWidth + x1] * kx;
      const bottom = alpha[y1 * fromWidth + x0] * (1 - kx) + alpha[y1 * fromWidth + x1] * kx;
      out[y * width + x] = top * (1 - ky) + bottom * ky;
    }
  }
  return out;
}
