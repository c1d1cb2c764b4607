/** A pixel rectangle of a frame: x0,y0 inclusive, width and height in pixels. */
export interface FrameRect {
  x: number;
  y: number;
  width: number;
  height: number;
}

/**
 * Bounding box of the pixels with non-zero alpha in an RGBA buffer, or null if all are clear.
 * Scans rows as 32-bit words (alpha is the top byte on little-endian machines, as RGBA is stored).
 */
export function opaqueBounds(pixels: Uint8Array, width: number, height: number): FrameRect | null {
  const words = new Uint32Array(pixels.buffer, pixels.byteOffset, width * height);
  let x0 = width;
  let y0 = height;
  let x1 = -1;
  let y1 = -1;
  for (let y = 0; y < height; y++) {
    const row = y * width;
    let first = -1;
    for (let x = 0; x < width; x++) {
      if (words[row + x] >>> 24) {
        first = x;
        break;
      }
    }
    if (first < 0) continue;
    let last = first;
    for (let x = width - 1; x > first; x--) {
      if (words[row + x] >>> 24) {
        last = x;
        break;
      }
    }
    if (y0 === height) y0 = y;
    y1 = y;
    x0 = Math.min(x0, first);
    x1 = Math.max(x1, last);
  }
  return y1 < 0 ? null : { x: x0, y: y0, width: x1 - x0 + 1, height: y1 - y0 + 1 };
}

/** Grows a rectangle by the given margins and clips it to the frame. */
export function growRect(
  r: FrameRect,
  margin: { left: number; top: number; right: number; bottom: number },
  frameWidth: number,
  frameHeight: number,
): FrameRect {
  const x0 = Math.max(0, Math.floor(r.x - margin.left));
  const y0 = Math.max(0, Math.floor(r.y - margin.top));
  const x1 = Math.min(frameWidth, Math.ceil(r.x + r.width + margin.right));
  const y1 = Math.min(frameHeight, Math.ceil(r.y + r.height + margin.bottom));
  return { x: x0, y: y0, width: Math.max(0, x1 - x0), height: Math.max(0, y1 - y0) };
}

/** Copies a tightly packed RGBA patch (rect-sized) into a full frame at the rect's place. */
export function putPatch(
  frame: Uint8Array,
  frameWidth: number,
  patch: Uint8Array,
  r: FrameRect,
): void {
  const rowBytes = r.width * 4;
  for (let y = 0; y < r.height; y++) {
    const from = y * rowBytes;
    frame.set(patch.subarray(from, from + rowBytes), ((r.y + y) * frameWidth + r.x) * 4);
  }
}
