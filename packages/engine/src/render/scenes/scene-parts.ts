import { ffmpegPath } from '../../media/ffmpeg-path.js';
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
  /** Video frames (packets) in the file. */
  frames: number;
  fps: number;
  width: number;
  height: number;
  /**
   * Everything two files must share for their H.264 packets to follow each other in one stream:
   * codec, size, time base, frame duration and the parameter sets (extradata: profile, level,
   * chroma format and every encoder choice the decoder must know).
   */
  copyKey: string;
  /**
   * The key frames (IDR) in display order: each one's frame number from 0 and its decoding time
   * (seconds; earlier than its display time by the B-frame delay). A join cuts a part only here.
   */
  keyFrames: { frame: number; dts: number }[];
}

/**
 * Reads the video stream of every file in one ffmpeg run that copies their packets to a
 * checksum list (framecrc: nothing decoded): per stream its codec, size, time base and
 * extradata checksum, then one line per packet. One process for all parts instead of an ffprobe
 * each: each start of the 70 MB static binary costs about 50 ms of CPU, a share of a join that
 * otherwise costs only its sound.
 */
export async function probePartStreams(
  paths: string[],
  signal?: AbortSignal,
  { sound = true }: { sound?: boolean | boolean[] } = {},
): Promise<PartStream[]> {
  const args = ['-hide_banner', '-nostats', '-loglevel', 'error'];
  for (const path of paths) args.push('-i', path);
  // Every part's video, then one packet of its sound: a part without sound fails here ("matches
  // no streams"), before anything is joined. (`sound` false, or false for that file: no sound
  // is looked for, as in a join's own re-encoded windows or a scene part's compressed file.)
  for (const i of paths.keys()) args.push('-map', `${i}:v:0`);
  for (const i of paths.keys()) {
    if (Array.isArray(sound) ? sound[i] : sound) args.push('-map', `${i}:a:0`);
  }
  args.push('-frames:a', '1', '-c', 'copy', '-f', 'framecrc', 'pipe:1');
  const { stdout } = await runProcess(ffmpegPath(), args, { signal });
  const header = new Map<string, string>();
  const packets = paths.map(() => ({
    count: 0,
    duration: 0,
    firstPts: Number.POSITIVE_INFINITY,
    keys: [] as { pts: number; dts: number }[],
  }));
  for (const line of stdout.toString().split('\n')) {
    const meta = /^#(\w+) (\d+):\s*(.*)$/.exec(line);
    if (meta) header.set(`${meta[1]} ${meta[2]}`, meta[3].trim());
    else if (/^\d+,/.test(line)) {
      const fields = line.split(',');
      const [stream, dts, pts, duration] = fields.map((f) => Number(f.trim()));
      const video = packets[stream];
      if (!video) continue; // a sound packet
      video.count++;
      video.duration ||= duration;
      video.firstPts = Math.min(video.firstPts, pts);
      // framecrc prints flags only when they are not just "key": F=0x0 is a frame that is not.
      const flags = /F=0x([0-9a-f]+)/i.exec(fields[6] ?? '');
      if (!flags || (Number.parseInt(flags[1], 16) & 1) === 1) video.keys.push({ pts, dts });
    }
  }
  return paths.map((path, i) => {
    const [tbNum, tbDen] = (header.get(`tb ${i}`) ?? '').split('/').map(Number);
    const [width, height] = (header.get(`dimensions ${i}`) ?? '').split('x').map(Number);
    const { count, duration, firstPts, keys } = packets[i];
    const fps = tbDen / (tbNum * duration);
    if (!(count > 0) || !(fps > 0) || !(width > 0)) {
      throw new Error(`Scene part ${path} has no readable video`);
    }
    const key = ['codec_id', 'dimensions', 'tb', 'extradata'].map((k) => header.get(`${k} ${i}`));
    const keyFrames = keys
      .map((k) => ({
        frame: Math.round((k.pts - firstPts) / duration),
        dts: (k.dts * tbNum) / tbDen,
      }))
      .sort((a, b) => a.frame - b.frame);
    return { frames: count, fps, width, height, copyKey: [...key, duration].join('|'), keyFrames };
  });
}

/** True when every file's packets can follow the others' in one stream, copied as they are. */
export const copyable = (streams: PartStream[]): boolean =>
  streams.every((s) => s.copyKey === streams[0].copyKey);
