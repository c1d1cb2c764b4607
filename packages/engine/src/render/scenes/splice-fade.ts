import { type EncodeTarget, targetEncoderArgs } from '../frame-stream.js';
import type { PartStream } from './scene-parts.js';

/**
 * The frames [from, to) of one part a spliced cross-fade copies as they are, cut at key frames,
 * and where the concat demuxer starts (`inpoint`, seconds shown) and stops (`outpoint`, seconds
 * of decoding time; null for the part's end) reading them.
 */
export interface CopiedRange {
  from: number;
  to: number;
  inpoint: number;
  outpoint: number | null;
}

/**
 * Where each part's copied frames start and end: after the frames a fade in takes, at the first
 * key frame; before those a fade out takes, at the last. Null when a part has no key frame to cut
 * at (rendered before parts had key frames at their fades, and shorter than two GOPs): the
 * caller then encodes the whole video as before. x264's GOPs are closed (no open-gop in our
 * settings), so every key frame is an IDR that nothing after it refers back past.
 */
export function copiedRanges(streams: PartStream[], overlaps: number[]): CopiedRange[] | null {
  const ranges: CopiedRange[] = [];
  for (const [i, s] of streams.entries()) {
    const head = i > 0 ? overlaps[i - 1] : 0;
    const tail = overlaps[i] ?? 0;
    const end = tail === 0 ? null : s.keyFrames.filter((k) => k.frame <= s.frames - tail).at(-1);
    const to = tail === 0 ? s.frames : end?.frame;
    const first = s.keyFrames.find((k) => k.frame >= head);
    const from = first && seekLanding(s, first.frame);
    if (to === undefined || from === undefined || from >= to || (head === 0 && from !== 0)) {
      return null;
    }
    // The part stops before the key frame at `to` is read: half a frame ahead of its decoding time.
    const outpoint = end ? end.dts - 0.5 / s.fps : null;
    ranges.push({ from, to, inpoint: from / s.fps, outpoint });
  }
  return ranges;
}

/**
 * The key frame the concat demuxer starts a file at for an `inpoint` at `frame`: it seeks to the
 * last key frame decoded by then, which with B-frames (decoded up to two frames ahead of being
 * shown) may be a key frame one or two frames later. Copying from that one agrees with it.
 */
function seekLanding(s: PartStream, frame: number): number {
  let at = frame;
  for (;;) {
    const shown = at / s.fps + 1e-6;
    const landing = s.keyFrames.reduce((last, k) => (k.dts <= shown ? k.frame : last), at);
    if (landing <= at) return at;
    at = landing;
  }
}

/** The re-encoded frames at join j: part j's from its last copied frame, part j+1's up to its first. */
export interface JoinWindow {
  join: number;
  /** Part j's first frame in the window (a key frame: the window's decode starts there). */
  tailFrom: number;
  /** Part j's frames in the window (the last `overlap` of them faded under part j+1's first). */
  tailFrames: number;
  /** Part j+1's frames in the window, from its first. */
  headFrames: number;
  overlap: number;
}

/** The windows a target's copied ranges leave between the parts (none where a join is a plain cut). */
export function joinWindows(
  streams: PartStream[],
  ranges: CopiedRange[],
  overlaps: number[],
): JoinWindow[] {
  return overlaps
    .map((overlap, join) => ({
      join,
      tailFrom: ranges[join].to,
      tailFrames: streams[join].frames - ranges[join].to,
      headFrames: ranges[join + 1].from,
      overlap,
    }))
    .filter((w) => w.tailFrames + w.headFrames > 0);
}

/** Frames of the joined video a window fills. */
export const windowFrames = (w: JoinWindow) => w.tailFrames + w.headFrames - w.overlap;

const seconds = (frames: number, fps: number) => (frames / fps).toFixed(6);

/**
 * One ffmpeg run encoding join window `w` for the targets that share it: part j decoded from the
 * key frame at `tailFrom` (nothing before it is decoded), part j+1 only up to its first copied
 * frame; the next scene's first `overlap` frames laid over this scene's last with an opacity
 * rising by 1/n a frame from 0, as the whole-video encode does. Encoded with the parts' own
 * encoder settings and frame rate, video only, so its packets can sit between the parts'.
 */
export function windowArgs(
  tailPart: string,
  headPart: string,
  w: JoinWindow,
  source: PartStream,
  targets: { target: EncodeTarget; path: string }[],
): string[] {
  const { fps } = source;
  const args = ['-hide_banner', '-loglevel', 'error', '-y'];
  args.push('-ss', seconds(w.tailFrom, fps), '-i', tailPart);
  args.push('-t', seconds(w.headFrames + 0.5, fps), '-i', headPart);
  const plain = w.tailFrames - w.overlap;
  const trim = (input: number, from: number, to: number) =>
    `[${input}:v]trim=start_frame=${from}:end_frame=${to},setpts=PTS-STARTPTS`;
  const graph: string[] = [];
  const pieces: string[] = [];
  if (plain > 0) {
    graph.push(`${trim(0, 0, plain)}[pre]`);
    pieces.push('[pre]');
  }
  graph.push(`${trim(0, plain, w.tailFrames)}[old]`);
  graph.push(`${trim(1, 0, w.overlap)},format=yuva420p,fade=t=in:s=0:n=${w.overlap}:alpha=1[new]`);
  graph.push('[old][new]overlay=format=yuv420[mix]');
  pieces.push('[mix]');
  if (w.headFrames > w.overlap) {
    graph.push(`${trim(1, w.overlap, w.headFrames)}[post]`);
    pieces.push('[post]');
  }
  const outs = targets.map((_, i) => `[t${i}]`).join('');
  const fanOut = targets.length > 1 ? `split=${targets.length}${outs}` : `null${outs}`;
  graph.push(`${pieces.join('')}concat=n=${pieces.length}:v=1:a=0,${fanOut}`);
  targets.forEach(({ target: t }, i) => {
    graph.push(
      t.width === source.width && t.height === source.height
        ? `[t${i}]null[v${i}]`
        : `[t${i}]scale=${t.width}:${t.height}:flags=bicubic[v${i}]`,
    );
  });
  args.push('-filter_complex', graph.join(';'));
  targets.forEach(({ target, path }, i) => {
    args.push('-map', `[v${i}]`, ...targetEncoderArgs(target, fps), '-an', '-r', String(fps));
    args.push('-movflags', '+faststart', path);
  });
  return args;
}

const quoted = (path: string) => `'${path.replaceAll("'", "'\\''")}'`;

/**
 * A concat demuxer list of one target's pieces in order: each part's copied range (read from
 * `inpoint` to `outpoint`) and the window after it. Every piece's `duration` is its frames, so
 * each starts right after the previous one's last frame.
 */
export function splicedConcatList(
  parts: string[],
  streams: PartStream[],
  ranges: CopiedRange[],
  windows: { window: JoinWindow; path: string }[],
): string {
  const lines = ['ffconcat version 1.0'];
  const { fps } = streams[0];
  parts.forEach((path, i) => {
    const r = ranges[i];
    lines.push(`file ${quoted(path)}`, `inpoint ${r.inpoint.toFixed(6)}`);
    if (r.outpoint !== null) lines.push(`outpoint ${r.outpoint.toFixed(6)}`);
    lines.push(`duration ${seconds(r.to - r.from, fps)}`);
    for (const { window, path: windowPath } of windows.filter((w) => w.window.join === i)) {
      lines.push(`file ${quoted(windowPath)}`, `duration ${seconds(windowFrames(window), fps)}`);
    }
  });
  return `${lines.join('\n')}\n`;
}
