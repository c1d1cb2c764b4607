/** Where a video's files live: one folder per video under its workspace's folder. */
export const workspaceVideosPrefix = (workspaceId: string) => `videos/${workspaceId}/`;
export const videoPrefix = (video: { workspace_id: string; id: string }) =>
  `${workspaceVideosPrefix(video.workspace_id)}${video.id}/`;

export const videoFileKeys = (video: { workspace_id: string; id: string }) => {
  const prefix = videoPrefix(video);
  return {
    video: `${prefix}video.mp4`,
    compressed: `${prefix}video-small.mp4`,
    poster: `${prefix}poster.jpg`,
    srt: `${prefix}captions.srt`,
  };
};
