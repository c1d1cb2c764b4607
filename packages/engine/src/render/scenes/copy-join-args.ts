import { type EncodeTarget, targetAudioArgs, targetSampleRate } from '../frame-stream.js';
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

/** Samples of sound a part's frames last. */
export const partSamples = (s: PartStream) => Math.round((s.frames / s.fps) * targetSampleRate);

/**
 * Each part's sound decoded (the decoder drops the AAC priming), on a timeline of its own from 0,
 * padded or cut to exactly the length of its frames: labelled [p0], [p1]… Laid end to end, part
 * i's first sample lands on its first frame whatever the AAC frame padding of the parts before it.
 */
export function partAudioChains(streams: PartStream[], firstInput: number): string[] {
  return streams.map(
    (s, i) =>
      `[${firstInput + i}:a]aresample=${targetSampleRate},asetpts=N/SR/TB,apad,` +
      `atrim=end_sample=${partSamples(s)}[p${i}]`,
  );
}

/** One output of the copy join: the concat list of its parts and the target it is written as. */
export interface CopyJoinTarget {
  list: string;
  target: EncodeTarget;
}

/**
 * One ffmpeg run writing every target: each target's video packets copied from its parts through
 * the concat demuxer (nothing decoded or encoded), and one sound track rebuilt from the full
 * parts' decoded audio, encoded once per target with the target's audio settings.
 */
export function copyJoinArgs(
  targets: CopyJoinTarget[],
  fullParts: string[],
  streams: PartStream[],
): string[] {
  const args = ['-hide_banner', '-loglevel', 'error', '-y'];
  // copyts: the concat input starts where its first part's earliest stream does, the AAC priming
  // at -21.3 ms, and ffmpeg would otherwise move every picture 21 ms later than its sound (the
  // parts' own timestamps start at 0). auto_convert off: the demuxer would pass H.264 through an
  // Annex B filter and the muxer then write the parameter sets into each part's first picture.
  args.push('-copyts');
  for (const t of targets) {
    args.push('-auto_convert', '0', '-f', 'concat', '-safe', '0', '-i', t.list);
  }
  for (const path of fullParts) args.push('-i', path);
  const graph = partAudioChains(streams, targets.length);
  const parts = streams.map((_, i) => `[p${i}]`).join('');
  const outs = targets.map((_, i) => `[a${i}]`).join('');
  const fanOut = targets.length > 1 ? `asplit=${targets.length}${outs}` : `anull${outs}`;
  graph.push(`${parts}concat=n=${streams.length}:v=0:a=1,${fanOut}`);
  args.push('-filter_complex', graph.join(';'));
  targets.forEach(({ target }, i) => {
    args.push('-map', `${i}:v`, '-map', `[a${i}]`, '-c:v', 'copy', ...targetAudioArgs(target));
    args.push('-movflags', '+faststart', target.path);
  });
  return args;
}
