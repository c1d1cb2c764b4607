/**
 * Blends a plate (straight-alpha RGBA) onto an opaque RGBA frame at (x0, y0) with extra `alpha`.
 * A plain function on purpose: written inline in an overlay's closure the same loop measured
 * about 30 times slower (17 ms against 0.6 ms a frame).
 */
export function blendPlate(
  frame: Buffer,
  width: number,
  plate: Uint8ClampedArray,
  plateWidth: number,
  plateHeight: number,
  x0: number,
  y0: number,
  alpha: number,
): void {
  const scale = alpha / 255;
  for (let y = 0; y < plateHeight; y++) {
    let o = ((y0 + y) * width + x0) * 4;
    let i = y * plateWidth * 4;
    for (let x = 0; x < plateWidth; x++, o += 4, i += 4) {
      const a = plate[i + 3] * scale;
      if (a <= 0) continue;
      const keep = 1 - a;
      frame[o] = plate[i] * a + frame[o] * keep + 0.5;
      frame[o + 1] = plate[i + 1] * a + frame[o + 1] * keep + 0.5;
      frame[o + 2] = plate[i + 2] * a + frame[o + 2] * keep + 0.5;
    }
  }
}
