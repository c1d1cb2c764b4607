import { videoHeight, videoWidth } from './actor-renderer.js';

/** Aspect of the delivered video. */
export type VideoFormat = '9:16' | '16:9' | '1:1' | '4:5';
/** Short side of the delivered video: 720 or 1080 pixels. */
export type VideoResolution = '720p' | '1080p';

export const videoFormats: readonly VideoFormat[] = ['9:16', '16:9', '1:1', '4:5'];
export const videoResolutions: readonly VideoResolution[] = ['720p', '1080p'];

export interface FrameSize {
  width: number;
  height: number;
}

/** Frame sizes at 720p; 1080p is these times 1.5. */
const sizes720: Record<VideoFormat, FrameSize> = {
  '9:16': { width: videoWidth, height: videoHeight },
  '16:9': { width: 1280, height: 720 },
  '1:1': { width: 720, height: 720 },
  '4:5': { width: 720, height: 900 },
};

/** The pixel size of a video in this format and resolution (default 9:16 720p, 720x1280). */
export function frameSize(
  format: VideoFormat = '9:16',
  resolution: VideoResolution = '720p',
): FrameSize {
  const base = sizes720[format];
  const k = resolution === '1080p' ? 1.5 : 1;
  return { width: base.width * k, height: base.height * k };
}

/**
 * The compressed variant: the format's 720p size halved whatever the resolution (360x640 for
 * 9:16, 640x360, 360x360, 360x450), so previews and slow networks cost the same at 1080p.
 */
export function compressedSize(frame: FrameSize): FrameSize {
  const short = Math.min(frame.width, frame.height);
  const k = 360 / short;
  return { width: evenRound(frame.width * k), height: evenRound(frame.height * k) };
}

const evenRound = (n: number) => Math.round(n / 2) * 2;

/** True for today's frame (9:16 at 720p): the path every render took before formats existed. */
export const isDefaultFrame = (frame: FrameSize) =>
  frame.width === videoWidth && frame.height === videoHeight;

/**
 * Where a 9:16 actor picture (photo or footage) sits in the frame: centred, as large as fits
 * without cropping it (so never into the face), at integer pixels.
 */
export function placeActorPicture(
  frame: FrameSize,
  picture: FrameSize,
): { x: number; y: number; width: number; height: number } {
  const scale = Math.min(frame.width / picture.width, frame.height / picture.height);
  const width = Math.round(picture.width * scale);
  const height = Math.round(picture.height * scale);
  return {
    x: Math.round((frame.width - width) / 2),
    y: Math.round((frame.height - height) / 2),
    width,
    height,
  };
}
