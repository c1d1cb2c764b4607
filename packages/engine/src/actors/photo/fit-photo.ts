import type { FaceLandmarks } from './face-landmarks.js';

export interface PhotoCrop {
  /** Source rectangle in image pixels. */
  sx: number;
  sy: number;
  sw: number;
  sh: number;
  /** Scale from source pixels to output pixels. */
  scale: number;
  /** The crop reaches beyond the photo; the uncovered area needs a fill. */
  padded: boolean;
}

/**
 * Chooses a 9:16 crop framing the face head-and-shoulders: face about 42% of the frame width, eyes
 * a little above 40% of the height, shifted (never stretched) to stay inside the photo. A photo too
 * small for that framing is cropped tighter, down to a face of 60% of the width; past that the crop
 * reaches beyond the photo (`padded`) and the renderer fills the rest with a blurred copy.
 */
export function fitPhotoCrop(
  landmarks: FaceLandmarks,
  outWidth: number,
  outHeight: number,
): PhotoCrop {
  const { imageWidth, imageHeight, box } = landmarks;
  const aspect = outWidth / outHeight;
  // Cheek-to-cheek mesh width is the face itself; the detector box carries a generous margin.
  const mesh = landmarks.points;
  const faceWidth = mesh.length > 454 ? Math.abs(mesh[454][0] - mesh[234][0]) : box.width * 0.7;
  const largestInside = Math.min(imageWidth, imageHeight * aspect);
  const sw = Math.max(faceWidth / 0.6, Math.min(faceWidth / 0.42, largestInside));
  const sh = sw / aspect;
  const eyes = mesh.length > 263 ? mesh : null;
  const eyeY = eyes ? (eyes[33][1] + eyes[263][1]) / 2 : box.y + box.height * 0.4;
  const centreX = eyes ? (eyes[33][0] + eyes[263][0]) / 2 : box.x + box.width / 2;
  // Keep inside the photo where it fits; where it cannot, keep the photo inside the crop.
  const place = (ideal: number, size: number, limit: number) =>
    size <= limit
      ? Math.max(0, Math.min(limit - size, ideal))
      : Math.max(limit - size, Math.min(0, ideal));
  const sx = place(centreX - sw / 2, sw, imageWidth);
  const sy = place(eyeY - sh * 0.41, sh, imageHeight);
  const padded = sx < 0 || sy < 0 || sx + sw > imageWidth || sy + sh > imageHeight;
  return { sx, sy, sw, sh, scale: outWidth / sw, padded };
}
