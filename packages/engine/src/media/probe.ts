import { ffprobePath } from './ffmpeg-path.js';
import { runProcess } from './run-process.js';

export interface MediaProbe {
  durationSec: number;
  width: number;
  height: number;
  fps: number;
  hasAudio: boolean;
  hasVideo: boolean;
  videoCodec: string | null;
  audioCodec: string | null;
  /** ffprobe's format name, e.g. "mov,mp4,m4a,3gp,3g2,mj2". */
  format: string;
  /** The video's YUV matrix as tagged (ffprobe's name: "bt709", "smpte170m"...); null when untagged. */
  colorSpace: string | null;
}

interface FfprobeStream {
  codec_type?: string;
  codec_name?: string;
  width?: number;
  height?: number;
  avg_frame_rate?: string;
  r_frame_rate?: string;
  duration?: string;
  color_space?: string;
}

interface FfprobeOutput {
  streams?: FfprobeStream[];
  format?: { format_name?: string; duration?: string };
}

function parseRate(rate: string | undefined): number {
  if (!rate) return 0;
  const [num, den] = rate.split('/').map(Number);
  if (!den) return num || 0;
  return num / den;
}

/** Reads duration, size, frame rate and codecs of a media file with ffprobe. */
export async function probeMedia(path: string): Promise<MediaProbe> {
  const { stdout } = await runProcess(ffprobePath(), [
    '-v',
    'error',
    '-print_format',
    'json',
    '-show_streams',
    '-show_format',
    path,
  ]);
  const parsed = JSON.parse(stdout.toString()) as FfprobeOutput;
  const streams = parsed.streams ?? [];
  const video = streams.find((s) => s.codec_type === 'video');
  const audio = streams.find((s) => s.codec_type === 'audio');
  const formatDuration = Number(parsed.format?.duration);
  const streamDuration = Math.max(Number(video?.duration) || 0, Number(audio?.duration) || 0);
  const fps = parseRate(video?.avg_frame_rate) || parseRate(video?.r_frame_rate);
  return {
    durationSec: Number.isFinite(formatDuration) ? formatDuration : streamDuration,
    width: video?.width ?? 0,
    height: video?.height ?? 0,
    fps: Math.round(fps * 1000) / 1000,
    hasAudio: Boolean(audio),
    hasVideo: Boolean(video),
    videoCodec: video?.codec_name ?? null,
    audioCodec: audio?.codec_name ?? null,
    format: parsed.format?.format_name ?? '',
    colorSpace: video?.color_space && video.color_space !== 'unknown' ? video.color_space : null,
  };
}
