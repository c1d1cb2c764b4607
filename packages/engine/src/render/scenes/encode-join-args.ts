import { type EncodeTarget, targetEncoderArgs } from '../frame-stream.js';
import type { PartStream } from './scene-parts.js';

const segment = (input: number, from: number, to?: number) =>
  `[${input}:v]trim=start_frame=${from}${to === undefined ? '' : `:end_frame=${to}`},setpts=PTS-STARTPTS`;

/**
 * One ffmpeg run that decodes the full parts and encodes every target once, with the frame
 * stream's own encoder settings, over the sound joinedSoundArgs wrote: the scenes joined by
 * cross-fades of `overlaps[j]` frames between scene j and j+1, or by plain cuts where an overlap
 * is 0 (parts whose streams cannot be copied into one). A fade lays the next scene's first frames
 * over this scene's last ones with an opacity rising by 1/n a frame from 0, as the sound's
 * linear cross-fade rises over the same samples.
 */
export function encodeJoinArgs(
  targets: EncodeTarget[],
  fullParts: string[],
  streams: PartStream[],
  overlaps: number[],
  wav: string,
): string[] {
  const args = ['-hide_banner', '-loglevel', 'error', '-y'];
  for (const path of fullParts) args.push('-i', path);
  args.push('-i', wav);
  const graph: string[] = [];
  const pieces: string[] = [];
  streams.forEach((s, i) => {
    const head = i > 0 ? overlaps[i - 1] : 0;
    const tail = overlaps[i] ?? 0;
    // The middle of the scene; its first frames went into the previous join, its last into the next.
    pieces.push(`[body${i}]`);
    graph.push(`${segment(i, head, s.frames - tail)}[body${i}]`);
    if (head > 0) {
      graph.push(
        `${segment(i, 0, head)},format=yuva420p,fade=t=in:s=0:n=${head}:alpha=1[head${i}]`,
      );
    }
    if (tail > 0) {
      graph.push(`${segment(i, s.frames - tail)}[tail${i}]`);
      graph.push(`[tail${i}][head${i + 1}]overlay=format=yuv420[join${i}]`);
      pieces.push(`[join${i}]`);
    }
  });
  const out = targets.map((_, i) => `[t${i}]`).join('');
  const fanOut = targets.length > 1 ? `split=${targets.length}${out}` : `null${out}`;
  graph.push(`${pieces.join('')}concat=n=${pieces.length}:v=1:a=0,${fanOut}`);
  const { width, height, fps } = streams[0];
  targets.forEach((t, i) => {
    graph.push(
      t.width === width && t.height === height
        ? `[t${i}]null[v${i}]`
        : `[t${i}]scale=${t.width}:${t.height}:flags=bicubic[v${i}]`,
    );
  });
  args.push('-filter_complex', graph.join(';'));
  const sound = `${fullParts.length}:a`;
  targets.forEach((t, i) => {
    args.push('-map', `[v${i}]`, '-map', sound, ...targetEncoderArgs(t, fps));
    args.push('-movflags', '+faststart', t.path);
  });
  return args;
}
