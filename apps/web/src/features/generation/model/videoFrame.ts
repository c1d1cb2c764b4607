import {
  DEFAULT_VIDEO_FORMAT,
  DEFAULT_VIDEO_RESOLUTION,
  type VideoFormatName,
  type VideoResolutionName,
  videoFrameSize,
} from '@talkreel/contract';
import type { VideoResult } from './videoResult';

export interface VideoFrame {
  format: VideoFormatName;
  resolution: VideoResolutionName;
  width: number;
  height: number;
}

/** A video's format and size; older videos (no picture) are today's 9:16 720p. */
export function videoFrameOf(video: Pick<VideoResult, 'picture'>): VideoFrame {
  const p = video.picture;
  if (!p) {
    return {
      format: DEFAULT_VIDEO_FORMAT,
      resolution: DEFAULT_VIDEO_RESOLUTION,
      ...videoFrameSize(DEFAULT_VIDEO_FORMAT, DEFAULT_VIDEO_RESOLUTION),
    };
  }
  return { format: p.format, resolution: p.resolution, width: p.width, height: p.height };
}

/**
 * How a result card sits in the grid of 9:16 cards: a landscape video takes two columns at its
 * own 16:9 (one column would make it a strip, and a 9:16 card would letterbox it); square and
 * 4:5 videos keep one column at their own shape.
 */
export function cardShapeOf(format: VideoFormatName): { columns: 1 | 2; aspect: string } {
  const { width, height } = videoFrameSize(format);
  return { columns: width > height ? 2 : 1, aspect: `${width} / ${height}` };
}
