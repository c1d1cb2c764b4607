import type { Canvas } from '@napi-rs/canvas';

/**
 * Rows [top, bottom) of a frame that something draws into; over a background video the rest of
 * the frame stays clear, the video's own pixels.
 */
export interface FrameRows {
  top: number;
  bottom: number;
}

/** The rows of a rectangle (or circle's square) `y`..`y + height`, kept inside the frame. */
export const rowsOf = (y: number, height: number, frameHeight: number): FrameRows => ({
  top: Math.max(0, Math.floor(y)),
  bottom: Math.min(frameHeight, Math.ceil(y + height)),
});

/** Every row of several spans (none: an empty span, top past bottom). */
export const unionRows = (spans: FrameRows[]): FrameRows => ({
  top: Math.min(...spans.map((s) => s.top)),
  bottom: Math.max(...spans.map((s) => s.bottom)),
});

/**
 * The band of a frame over a background video that the render reads back and the encoder blends:
 * every row the actor or an overlay may draw into, widened to even rows (yuv420p's chroma rows go
 * in pairs, so a band on an odd row would shift the colours half a row). Anything that does not
 * know its rows (undefined) takes the whole frame.
 */
export function drawnBand(frameHeight: number, spans: (FrameRows | undefined)[]): FrameRows {
  if (spans.some((s) => !s)) return { top: 0, bottom: frameHeight };
  const { top, bottom } = unionRows(spans as FrameRows[]);
  // Nothing drawn at all: two clear rows still make a picture to lay over the video.
  if (!(bottom > top)) return { top: 0, bottom: Math.min(2, frameHeight) };
  return {
    top: Math.max(0, Math.floor(top / 2) * 2),
    bottom: Math.min(frameHeight, Math.ceil(bottom / 2) * 2),
  };
}

/** The rows of a canvas holding any pixel that is not fully transparent (null: none). */
export function paintedRows(canvas: Canvas): FrameRows | null {
  const { width, height } = canvas;
  const data = canvas.data();
  const pixels = new Uint32Array(data.buffer, data.byteOffset, width * height);
  const painted = (y: number) => {
    for (let i = y * width, end = i + width; i < end; i++) if (pixels[i] !== 0) return true;
    return false;
  };
  let top = 0;
  while (top < height && !painted(top)) top++;
  if (top === height) return null;
  let bottom = height;
  while (bottom > top && !painted(bottom - 1)) bottom--;
  return { top, bottom };
}
