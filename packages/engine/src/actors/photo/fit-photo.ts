import type { FaceLandmarks } from './face-landmarks.js';

export interface PhotoCrop {
  /** Source rectangle in image pixels. */
  sx: number;
  sy: number;
  sw: number;
  sh: number;
  /** Scale from source pixels to output pixels. */
  scale: number;
}

/**
 * Chooses a 9:16 crop framing the face head-and-shoulders: face about 42% of the frame width, eyes
 * a little above 40% of the height, shifted (never stretched) to stay inside the photo. When the
 * photo is too small for that framing the crop tightens, so the face gets larger rather than padded.
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
  let sw = faceWidth / 0.42;
  let sh = sw / aspect;
  if (sh > imageHeight) {
    sh = imageHeight;
    sw = sh * aspect;
  }
  if (sw > imageWidth) {
    sw = imageWidth;
    sh = sw / aspect;
  }
  const eyes = landmarks.points.length > 263 ? landmarks.points : null;
  const eyeY = eyes ? (eyes[33][1] + eyes[263][1]) / 2 : box.y + box.height * 0.4;
  const centreX = eyes ? (eyes[33][0] + eyes[263][0]) / 2 : box.x + box.width / 2;
  const clamp = (v: number, lo: number, hi: number) => Math.max(lo, Math.min(hi, v));
  const sx = clamp(centreX - sw / 2, 0, imageWidth - sw);
  const sy = clamp(eyeY - sh * 0.41, 0, imageHeight - sh);
  return { sx, sy, sw, sh, scale: outWidth / sw };
}
