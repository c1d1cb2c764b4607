import { ActorInputError } from '../actor-input-error.js';

/** The dialog's crop box on the photo, in image pixels. */
export interface PhotoCrop {
  x: number;
  y: number;
  width: number;
  height: number;
}

export const photoCropRules = {
  minWidth: 50,
  /** Height over width of 9:16. */
  aspect: 16 / 9,
  /** The dialog rounds to whole pixels: accept the aspect within 2% (a pixel or two). */
  aspectTolerance: 0.02,
} as const;

/** Checks the dialog's crop: numbers, at least 50 px wide, 9:16, inside the image. */
export function checkPhotoCrop(
  crop: PhotoCrop,
  imageWidth: number,
  imageHeight: number,
): PhotoCrop {
  const bad = (message: string) => new ActorInputError('bad-crop', message);
  if (!crop || typeof crop !== 'object') throw bad('The crop must be a box');
  const { x, y, width, height } = crop;
  if (![x, y, width, height].every((v) => typeof v === 'number' && Number.isFinite(v))) {
    throw bad('The crop must be numbers');
  }
  if (x < 0 || y < 0) throw bad('The crop cannot start outside the photo');
  if (width < photoCropRules.minWidth) {
    throw bad(`The crop must be at least ${photoCropRules.minWidth} px wide`);
  }
  const ratio = height / width / photoCropRules.aspect;
  if (Math.abs(ratio - 1) > photoCropRules.aspectTolerance) throw bad('The crop must be 9:16');
  if (x + width > imageWidth + 0.5 || y + height > imageHeight + 0.5) {
    throw bad('The crop reaches outside the photo');
  }
  return {
    x,
    y,
    width: Math.min(width, imageWidth - x),
    height: Math.min(height, imageHeight - y),
  };
}
