import { type EncodeTarget, targetAudioArgs } from '../frame-stream.js';
import type { PartStream } from './scene-parts.js';

/**
 * A concat demuxer list of the parts, each lasting exactly its frames: `duration` places each
 * part's packets right after the previous part's last frame (the sound is laid out apart).
 */
export function videoConcatList(paths: string[], streams: PartStream[]): string {
  const lines = ['ffconcat version 1.0'];
  paths.forEach((path, i) => {
    lines.push(`file '${path.replaceAll("'", "'\\''")}'`);
    lines.push(`duration ${(streams[i].frames / streams[i].fps).toFixed(6)}`);
  });
  return `${lines.join('\n')}\n`;
}

/** One output of a copying join: the concat list of its video pieces and the target it is written as. */
export interface CopyJoinTarget {
  list: string;
  target: EncodeTarget;
}

/**
 * One target's ffmpeg run: its video packets copied from its pieces through the concat demuxer
 * (nothing decoded or encoded), over the joined sound joinedSoundArgs wrote, encoded with the
 * target's audio settings. A run per target, run side by side: the two AAC encodes are most of a
 * cut join's CPU (0.20 and 0.18 CPU-s for 50 s of sound) and one ffmpeg runs one output's encoder
 * after the other's on one thread.
 */
export function copyJoinArgs({ target, list }: CopyJoinTarget, wav: string): string[] {
  const args = ['-hide_banner', '-loglevel', 'error', '-y'];
  // copyts: the concat input starts where its first part's earliest stream does (the AAC priming
  // at -21.3 ms in a part with sound), and ffmpeg would otherwise move every picture that much
  // later than its sound (the parts' own timestamps start at 0). auto_convert off: the demuxer
  // would pass H.264 through an Annex B filter and the muxer then write the parameter sets into
  // each part's first picture.
  args.push('-copyts', '-auto_convert', '0', '-f', 'concat', '-safe', '0', '-i', list, '-i', wav);
  args.push('-map', '0:v', '-map', '1:a', '-c:v', 'copy', ...targetAudioArgs(target));
  args.push('-movflags', '+faststart', target.path);
  return args;
}
