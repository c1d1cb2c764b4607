/** Pure geometry of the square avatar crop (core.md §2: 400 px crop box, §5 output). */

export interface Size {
  width: number;
  height: number;
}

/** Zoom (1 = the short side fills the box) and the image's top-left corner in box pixels. */
export interface CropView {
  zoom: number;
  x: number;
  y: number;
}

export const MAX_ZOOM = 4;

/** Box pixels per image pixel at a zoom. */
export const scaleAt = (image: Size, box: number, zoom: number) =>
  (box / Math.min(image.width, image.height)) * zoom;

/** Keeps the zoom in range and the box fully covered by the image. */
export function clampView(image: Size, box: number, view: CropView): CropView {
  const zoom = Math.min(MAX_ZOOM, Math.max(1, view.zoom));
  const s = scaleAt(image, box, zoom);
  const clamp = (v: number, length: number) => Math.min(0, Math.max(box - length * s, v));
  return { zoom, x: clamp(view.x, image.width), y: clamp(view.y, image.height) };
}

/** The starting view: zoom 1, image centred. */
export const centredView = (image: Size, box: number): CropView => {
  const s = scaleAt(image, box, 1);
  return { zoom: 1, x: (box - image.width * s) / 2, y: (box - image.height * s) / 2 };
};

/** Zooms keeping the image point under `anchor` (box pixels) where it is. */
export function zoomAround(
  image: Size,
  box: number,
  view: CropView,
  zoom: number,
  anchor = { x: box / 2, y: box / 2 },
): CropView {
  const next = Math.min(MAX_ZOOM, Math.max(1, zoom));
  const ratio = scaleAt(image, box, next) / scaleAt(image, box, view.zoom);
  return clampView(image, box, {
    zoom: next,
    x: anchor.x - (anchor.x - view.x) * ratio,
    y: anchor.y - (anchor.y - view.y) * ratio,
  });
}

/** The square of the image (in its own pixels) that the box shows. */
export function sourceSquare(image: Size, box: number, view: CropView) {
  const s = scaleAt(image, box, view.zoom);
  const side = Math.min(box / s, image.width, image.height);
  const sx = Math.min(Math.max(0, -view.x / s), image.width - side);
  const sy = Math.min(Math.max(0, -view.y / s), image.height - side);
  return { sx, sy, side };
}

/** The output is a square at the image's natural short side (core.md §5). */
export const outputSide = (image: Size) => Math.min(image.width, image.height);
