import { copyFile, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ffmpegPath } from '../../media/ffmpeg-path.js';
import { runProcess } from '../../media/run-process.js';
import { videoFps } from '../actor-renderer.js';
import type { EncodeTarget } from '../frame-stream.js';
import { encodeTargets } from '../render-clip.js';
import type { TalkingVideoOutputs } from '../render-talking-video.js';
import { copyJoinArgs, videoConcatList } from './copy-join-args.js';
import { encodeJoinArgs } from './encode-join-args.js';
import { joinedSoundArgs } from './joined-sound-args.js';
import { mergeSceneSrt } from './merge-srt.js';
import { copyable, type PartStream, probePartStreams, type ScenePart } from './scene-parts.js';
import { joinOverlaps, type SceneTiming, sceneTimings } from './scene-timing.js';
import {
  type CopiedRange,
  copiedRanges,
  type JoinWindow,
  joinWindows,
  splicedConcatList,
  windowArgs,
  windowFrames,
} from './splice-fade.js';

/** How one scene gives way to the next. */
export type JoinTransition = 'cut' | 'fade';

export interface JoinScenesOptions {
  /** The scenes in order, each rendered alone at the video's format and resolution. */
  parts: ScenePart[];
  transition: JoinTransition;
  outputs: TalkingVideoOutputs;
  signal?: AbortSignal;
}

export interface JoinedScenes {
  /** The joined video's length (seconds). */
  durationSec: number;
  /** Each scene's start and length in the joined video (a fade overlaps neighbours). */
  scenes: SceneTiming[];
  /**
   * 'copy' when the video packets were copied from the parts; 'splice' when a cross-fade
   * re-encoded only the frames around each join and copied the rest; 'encode' when the whole
   * video was re-encoded.
   */
  method: JoinMethod;
}

export type JoinMethod = 'copy' | 'splice' | 'encode';

/**
 * Joins scenes rendered alone into one video: the MP4, its compressed variant, scene 1's poster
 * and one SRT of every scene's captions at their times in the video. A cut copies the parts'
 * video packets as they are (no decode, no encode) and rebuilds only the sound, so a join costs a
 * fraction of a render; a fade re-encodes only the frames from the last key frame before each
 * fade to the first after it (the fade's own frames when the parts were rendered with
 * `sceneFades`) with the renderer's own settings, and copies the rest. Parts whose streams cannot
 * follow one another (different encoder settings), or without key frames to cut a fade at, are
 * encoded whole. Aborting ends ffmpeg and leaves no output behind.
 */
export async function joinScenes(options: JoinScenesOptions): Promise<JoinedScenes> {
  const { parts, outputs, signal } = options;
  if (parts.length === 0) throw new Error('Joining scenes needs at least one scene');
  if (signal?.aborted) throw new Error('Scene join aborted');
  const workDir = await mkdtemp(join(tmpdir(), 'talkreel-join-'));
  try {
    const plan = await planJoin(options, workDir);
    const srts = await Promise.all(parts.map((p) => readFile(p.srt, 'utf8')));
    for (const runs of plan.stages) await runTwoAtATime(runs, signal);
    await copyFile(parts[0].poster, outputs.poster);
    await writeFile(outputs.srt, mergeSceneSrt(srts, plan.timing.scenes));
    return { ...plan.timing, method: plan.method };
  } catch (err) {
    // Leave nothing that looks like a finished video behind.
    await Promise.all(
      [outputs.video, outputs.compressed, outputs.poster, outputs.srt].map((path) =>
        rm(path, { force: true }),
      ),
    );
    throw signal?.aborted ? new Error('Scene join aborted') : err;
  } finally {
    await rm(workDir, { recursive: true, force: true });
  }
}

/**
 * The parts probed, the scenes' times, and the ffmpeg runs that write every output, in stages
 * whose runs may go side by side (for a spliced fade, its windows are encoded here first:
 * whether they fit decides the method).
 */
async function planJoin(
  { parts, transition, outputs, signal }: JoinScenesOptions,
  workDir: string,
): Promise<{
  stages: string[][][];
  timing: ReturnType<typeof sceneTimings>;
  method: JoinMethod;
}> {
  const fullPaths = parts.map((p) => p.video);
  const smallPaths = parts.map((p) => p.compressed);
  const fade = transition === 'fade' && parts.length > 1;
  // The joined sound needs only each part's frames, which its render reported (its length at
  // videoFps): it is written while the parts are probed, and again only if the probe finds other
  // frames. Nothing of it is used before the probe has passed.
  const wav = join(workDir, 'sound.wav');
  const reported = parts.map((p) => Math.max(1, Math.round(p.durationSec * videoFps)));
  const early = joinedSoundArgs(
    fullPaths,
    reported.map((frames) => ({ frames, fps: videoFps })),
    joinOverlaps(reported, videoFps, fade),
    wav,
  );
  // Only the full parts' sound is joined: a part's compressed file may have none (scene parts are
  // rendered so), or sound of its own (parts stored before), and either joins. One probe for all:
  // a process started from a large one (a worker after its renders) costs tens of ms to fork.
  const [probed, soundWritten] = await Promise.all([
    probePartStreams([...fullPaths, ...smallPaths], signal, {
      sound: [...fullPaths.map(() => true), ...smallPaths.map(() => false)],
    }).then(
      (streams) => ({ streams }),
      (error: unknown) => ({ error }),
    ),
    runProcess(ffmpegPath(), early, { signal }).then(
      () => true,
      () => false,
    ),
  ]);
  if ('error' in probed) throw probed.error;
  const full = probed.streams.slice(0, parts.length);
  const small = probed.streams.slice(parts.length);
  checkParts(parts, full);
  const frames = full.map((s) => s.frames);
  const fps = full[0].fps;
  const overlaps = joinOverlaps(frames, fps, fade);
  const soundReady = soundWritten && fps === videoFps && frames.every((f, i) => f === reported[i]);
  const sound = soundReady ? [] : [[joinedSoundArgs(fullPaths, full, overlaps, wav)]];
  const timing = sceneTimings(frames, fps, overlaps);
  const targets = encodeTargets(outputs, full[0]);
  const copies = copyable(full) && copyable(small) && sameLengths(full, small);
  if (!fade && copies) {
    const lists = [join(workDir, 'video.ffconcat'), join(workDir, 'compressed.ffconcat')];
    await writeFile(lists[0], videoConcatList(fullPaths, full));
    await writeFile(lists[1], videoConcatList(smallPaths, small));
    const runs = targets.map((target, i) => copyJoinArgs({ target, list: lists[i] }, wav));
    return { stages: [...sound, runs], timing, method: 'copy' };
  }
  if (fade && copies) {
    const both = [full, small];
    const paths = [fullPaths, smallPaths];
    const spliced = await spliceWindows(targets, both, paths, overlaps, workDir, signal);
    if (spliced) {
      const runs = spliced.map((t) => copyJoinArgs(t, wav));
      return { stages: [...sound, runs], timing, method: 'splice' };
    }
  }
  const stages = [...sound, [encodeJoinArgs(targets, fullPaths, full, overlaps, wav)]];
  return { stages, timing, method: 'encode' };
}

/**
 * A cross-fade's windows encoded into `workDir`, one ffmpeg run per join (for every target whose
 * parts' key frames give it the same window; the window is decoded from the full parts and
 * scaled, as the whole-video encode does), and each target's concat list of copied ranges and
 * windows. Null when a part has no key frame to cut at, or a window's stream could not follow the
 * parts' (its encoder settings came out different): the caller then encodes the whole video.
 */
async function spliceWindows(
  targets: EncodeTarget[],
  streams: PartStream[][],
  paths: string[][],
  overlaps: number[],
  workDir: string,
  signal: AbortSignal | undefined,
): Promise<{ target: EncodeTarget; list: string }[] | null> {
  const ranges = targets.map((_, t) => copiedRanges(streams[t], overlaps));
  if (ranges.some((r) => r === null)) return null;
  const plans = targets.map((target, t) => ({
    target,
    ranges: ranges[t] as CopiedRange[],
    windows: joinWindows(streams[t], ranges[t] as CopiedRange[], overlaps).map((window) => ({
      window,
      path: join(workDir, `window-${t}-${window.join}.mp4`),
    })),
  }));
  const all = plans.flatMap((p) => p.windows.map((w) => ({ ...w, target: p.target })));
  const [fullParts] = paths;
  const [full] = streams;
  // Windows of the same frames (the common case: both targets have key frames at the fades) are
  // decoded and blended once and encoded for each.
  const same = (a: JoinWindow, b: JoinWindow) =>
    a.join === b.join && a.tailFrom === b.tailFrom && a.headFrames === b.headFrames;
  const done = new Set<(typeof all)[number]>();
  const runs: string[][] = [];
  for (const w of all) {
    if (done.has(w)) continue;
    const group = all.filter((o) => !done.has(o) && same(o.window, w.window));
    for (const o of group) done.add(o);
    const { join: j } = w.window;
    runs.push(windowArgs(fullParts[j], fullParts[j + 1], w.window, full[0], group));
  }
  await runTwoAtATime(runs, signal);
  if (all.length > 0) {
    const encoded = await probePartStreams(
      all.map((w) => w.path),
      signal,
      { sound: false },
    );
    const fits = encoded.every((e, i) => {
      const t = targets.indexOf(all[i].target);
      return e.copyKey === streams[t][0].copyKey && e.frames === windowFrames(all[i].window);
    });
    if (!fits) return null;
  }
  return Promise.all(
    plans.map(async (plan, t) => {
      const list = join(workDir, `spliced-${t}.ffconcat`);
      await writeFile(list, splicedConcatList(paths[t], streams[t], plan.ranges, plan.windows));
      return { target: plan.target, list };
    }),
  );
}

/**
 * A part's frames must match the length its render reported (to the frame), so a stored part
 * mixed up with another scene's, or cut short, fails the join instead of shifting every scene
 * after it; and all parts must share one frame rate and size.
 */
function checkParts(parts: ScenePart[], streams: PartStream[]): void {
  const [first] = streams;
  streams.forEach((s, i) => {
    if (Math.abs(s.frames / s.fps - parts[i].durationSec) > 1 / s.fps) {
      throw new Error(
        `Scene ${i + 1}'s video lasts ${s.frames} frames, not the ${parts[i].durationSec.toFixed(2)} s it was rendered for`,
      );
    }
    if (s.fps !== first.fps || s.width !== first.width || s.height !== first.height) {
      throw new Error(
        `Scene ${i + 1} is ${s.width}x${s.height} at ${s.fps} fps, scene 1 ${first.width}x${first.height} at ${first.fps} fps`,
      );
    }
  });
}

/** The compressed parts must last as many frames as the full ones for both joins to agree. */
const sameLengths = (full: PartStream[], small: PartStream[]) =>
  full.every((s, i) => s.frames === small[i].frames && s.fps === small[i].fps);

/**
 * Runs ffmpeg for each argument list, two at a time: a window is a few frames, its run mostly
 * ffmpeg's and x264's start-up on one core, and a target's join mostly its AAC encode on one
 * thread, so two overlap on our two cores. The first failure
 * stops the rest from starting and is thrown once the running one has ended.
 */
async function runTwoAtATime(runs: string[][], signal: AbortSignal | undefined): Promise<void> {
  const queue = [...runs];
  let failure: unknown = null;
  const worker = async () => {
    for (let args = queue.shift(); args && failure === null; args = queue.shift()) {
      await runProcess(ffmpegPath(), args, { signal }).catch((err: unknown) => {
        failure ??= err;
      });
    }
  };
  await Promise.all([worker(), worker()]);
  if (failure !== null) throw failure;
}
