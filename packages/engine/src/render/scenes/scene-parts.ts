import { ffprobePath } from '../../media/ffmpeg-path.js';
import { runProcess } from '../../media/run-process.js';

/** One scene rendered alone (renderTalkingVideo's outputs), ready to be joined. */
export interface ScenePart {
  /** The MP4 at the video's full size. */
  video: string;
  /** The small MP4 (compressedSize). */
  compressed: string;
  /** The JPEG poster; scene 1's becomes the video's. */
  poster: string;
  /** The scene's SubRip captions, timed from the scene's own start. */
  srt: string;
  /** The scene's length as its render reported it (seconds). */
  durationSec: number;
}

/** What the join needs to know of one MP4's video stream. */
export interface PartStream {
  /** Video frames in the file. */
  frames: number;
  fps: number;
  width: number;
  height: number;
  /** The video track's id in the MP4 (the concat list picks that track alone). */
  trackId: number;
  /**
   * Everything two files must share for their H.264 packets to follow each other in one stream:
   * codec, profile, level, size, pixel format, rate and the parameter sets (extradata).
   */
  copyKey: string;
}

interface ProbedStream {
  codec_type?: string;
  codec_name?: string;
  profile?: string;
  level?: number;
  width?: number;
  height?: number;
  pix_fmt?: string;
  id?: string;
  r_frame_rate?: string;
  nb_frames?: string;
  extradata_hash?: string;
}

/** Probes an MP4's video stream (container headers only: nothing is decoded). */
export async function probePartStream(path: string, signal?: AbortSignal): Promise<PartStream> {
  const { stdout } = await runProcess(
    ffprobePath(),
    [
      ...['-v', 'error', '-show_data_hash', 'MD5', '-of', 'json', '-show_entries'],
      'stream=codec_type,codec_name,profile,level,width,height,pix_fmt,id,r_frame_rate,nb_frames,extradata_hash',
      path,
    ],
    { signal },
  );
  const streams = (JSON.parse(stdout.toString()) as { streams?: ProbedStream[] }).streams ?? [];
  const video = streams.find((s) => s.codec_type === 'video');
  if (!video) throw new Error(`Scene part ${path} has no video`);
  if (!streams.some((s) => s.codec_type === 'audio')) {
    throw new Error(`Scene part ${path} has no audio`);
  }
  const [num, den] = (video.r_frame_rate ?? '0/1').split('/').map(Number);
  const fps = den ? num / den : 0;
  const frames = Number(video.nb_frames);
  if (!(fps > 0) || !(frames > 0)) throw new Error(`Scene part ${path} has no frame count`);
  const { codec_name, profile, level, width, height, pix_fmt, r_frame_rate, id } = video;
  return {
    frames,
    fps,
    width: width ?? 0,
    height: height ?? 0,
    trackId: Number(id),
    copyKey: [codec_name, profile, level, width, height, pix_fmt, r_frame_rate, id]
      .concat(video.extradata_hash ?? '')
      .join('|'),
  };
}

/** True when every file's packets can follow the others' in one stream, copied as they are. */
export const copyable = (streams: PartStream[]): boolean =>
  streams.every((s) => s.copyKey === streams[0].copyKey);
