import path from 'node:path';
import { videoPrefix } from '../video-keys';

/**
 * Where a multi-scene video keeps each scene's rendered part until the join, and each scene's
 * copy of an uploaded background: inside the video's folder, so deleting the video (its
 * prefix) deletes them too.
 */
export const sceneFolder = (video: { workspace_id: string; id: string }, index: number) =>
  `${videoPrefix(video)}scenes/${index}/`;

export const scenePartKeys = (video: { workspace_id: string; id: string }, index: number) => {
  const folder = sceneFolder(video, index);
  return {
    video: `${folder}video.mp4`,
    compressed: `${folder}video-small.mp4`,
    poster: `${folder}poster.jpg`,
    srt: `${folder}captions.srt`,
  };
};

export const sceneBackgroundKey = (
  video: { workspace_id: string; id: string },
  index: number,
  fileKey: string,
) => `${sceneFolder(video, index)}background${path.posix.extname(fileKey)}`;
