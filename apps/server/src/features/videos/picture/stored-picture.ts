import {
  DEFAULT_VIDEO_FORMAT,
  DEFAULT_VIDEO_RESOLUTION,
  type VideoPicture,
  videoFrameSize,
} from '@talkreel/contract';

/**
 * What videos.picture holds (migration 0028): the picture with every choice filled in, and for
 * an uploaded image or video background the key of the video's own copy of the file (the
 * upload itself may be purged a day after it was taken; the copy lives and dies with the video).
 */
export type StoredPicture = VideoPicture & { background_key?: string };

/** A video made before issue 26: 9:16 720p on the actor's own backdrop, as it rendered. */
export const LEGACY_PICTURE: VideoPicture = {
  format: DEFAULT_VIDEO_FORMAT,
  resolution: DEFAULT_VIDEO_RESOLUTION,
  ...videoFrameSize(DEFAULT_VIDEO_FORMAT, DEFAULT_VIDEO_RESOLUTION),
  background: { type: 'actor' },
  layout: { placement: 'full', scale: 1 },
  brand: 'none',
  caption_style: null,
};

/** The stored picture of a row's column (older rows: the legacy one). */
export function storedPictureOf(column: string | null): StoredPicture {
  return column ? (JSON.parse(column) as StoredPicture) : LEGACY_PICTURE;
}

/** The picture as replies show it (without the internal key of the background copy). */
export function pictureOf(column: string | null): VideoPicture {
  const { background_key: _key, ...picture } = storedPictureOf(column);
  return picture;
}
