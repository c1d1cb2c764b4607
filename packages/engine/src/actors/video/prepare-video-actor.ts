import { mkdir, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { ffmpegPath } from '../../media/ffmpeg-path.js';
import { probeMedia } from '../../media/probe.js';
import { runProcess } from '../../media/run-process.js';
import { videoFps, videoHeight, videoWidth } from '../../render/actor-renderer.js';
import { renderIdleVideo } from '../../render/render-idle-video.js';
import { ActorInputError } from '../actor-input-error.js';
import type { ActorSpec } from '../actor-spec.js';
import { mouthOpening } from '../face-checks.js';
import { chooseIdleLoop, pingPongFrames } from './choose-idle-loop.js';
import { mouthBoxes, perFrame } from './per-frame-track.js';
import { requireTrackedFace, sampleFaces } from './track-face.js';
import type { TrackedMesh, VideoActorData } from './video-actor-data.js';
import { fitVideoCrop, type VideoCrop, wholeFrame } from './video-crop.js';

export interface PrepareVideoActorOptions {
  inputPath: string;
  /** None: the widest 9:16 box in the middle of the footage. */
  crop?: VideoCrop;
  /** Created if missing; receives footage, loop, JSON and the idle video files. */
  outDir: string;
  signal?: AbortSignal;
  /** Footage length bounds in seconds (the product's limits come from the contract). */
  minDurationSec?: number;
  maxDurationSec?: number;
  /** Narrowest crop accepted, in source pixels. */
  minCropWidth?: number;
  /** Target idle-loop length in seconds (shorter footage gives a shorter loop). */
  loopSec?: number;
  /** Length of the default idle video. */
  idleSec?: number;
}

export interface PreparedVideoActor {
  spec: Extract<ActorSpec, { kind: 'video' }>;
  dataPath: string;
  footage: string;
  loop: { inFrame: number; outFrame: number };
  frames: number;
  /** Default idle video for cards: full, 360x640 compressed and a JPEG poster. */
  idle: { video: string; compressed: string; poster: string };
}

/** Every file prepareVideoActor writes into outDir. */
const writtenFiles = [
  'footage.mp4',
  'loop.mp4',
  'video-actor.json',
  'idle.mp4',
  'idle-small.mp4',
  'idle.jpg',
];

export const videoActorDefaults = {
  minDurationSec: 30,
  maxDurationSec: 180,
  minCropWidth: 360,
  loopSec: 4,
  idleSec: 5,
  /** A face narrower than 15% of the 720 px frame cannot carry a believable mouth. */
  minFaceWidth: 108,
  /** One detection per 5 frames (5 per second); at most about 150 over the whole footage. */
  trackStep: 5,
  maxSamples: 150,
} as const;

/**
 * Turns uploaded footage into a video actor: crop to 9:16 and normalise to 720x1280 25 fps,
 * track the face on sparse frames, choose the resting-mouth idle loop, write its ping-pong clip,
 * the tracking JSON and the default idle video. Unusable input fails with an ActorInputError.
 */
export async function prepareVideoActor(
  options: PrepareVideoActorOptions,
): Promise<PreparedVideoActor> {
  const o = { ...videoActorDefaults, ...options };
  const aborted = () => {
    if (o.signal?.aborted) throw new Error('Actor preparation aborted');
  };
  let probe: Awaited<ReturnType<typeof probeMedia>>;
  try {
    probe = await probeMedia(o.inputPath);
  } catch {
    throw new ActorInputError('not-a-video', 'The file is not a readable video');
  }
  if (!probe.hasVideo || !(probe.width > 0 && probe.height > 0)) {
    throw new ActorInputError('not-a-video', 'The file has no video track');
  }
  if (probe.durationSec < o.minDurationSec) {
    throw new ActorInputError('too-short', `The video is shorter than ${o.minDurationSec} s`);
  }
  if (probe.durationSec > o.maxDurationSec) {
    throw new ActorInputError('too-long', `The video is longer than ${o.maxDurationSec} s`);
  }
  const rect = fitVideoCrop(
    o.crop ?? wholeFrame(probe.width, probe.height),
    probe.width,
    probe.height,
    o.minCropWidth,
  );
  await mkdir(o.outDir, { recursive: true });
  aborted();

  try {
    const footage = join(o.outDir, 'footage.mp4');
    await runProcess(
      ffmpegPath(),
      [
        ...['-v', 'error', '-y', '-i', o.inputPath, '-an'],
        '-vf',
        `crop=${rect.width}:${rect.height}:${rect.x}:${rect.y},scale=${videoWidth}:${videoHeight}:flags=bicubic,fps=${videoFps},format=yuv420p`,
        ...['-c:v', 'libx264', '-preset', 'veryfast', '-crf', '18', '-g', String(videoFps)],
        footage,
      ],
      { signal: o.signal },
    );
    const normalised = await probeMedia(footage);
    const frames = Math.max(1, Math.round(normalised.durationSec * videoFps));
    aborted();

    const track = {
      width: videoWidth,
      height: videoHeight,
      fps: videoFps,
      minFaceWidth: o.minFaceWidth,
      signal: o.signal,
    };
    const coarseStep = Math.max(o.trackStep, Math.ceil(frames / o.maxSamples));
    const coarse = await sampleFaces(footage, {
      ...track,
      fromFrame: 0,
      toFrame: frames - 1,
      step: coarseStep,
    });
    requireTrackedFace(coarse);
    const openings = perFrame(coarse, frames, coarseStep, (s) => mouthOpening(s.points));
    const loopLength = Math.max(2, Math.min(frames, Math.round(o.loopSec * videoFps)));
    const loop = chooseIdleLoop(openings, loopLength);
    if (!loop)
      throw new ActorInputError('no-face', 'No stretch of the video keeps the face in view');
    aborted();

    // Long footage is sampled coarsely; the loop, which every render plays, gets the fine step.
    let fine = coarse;
    if (coarseStep > o.trackStep) {
      fine = await sampleFaces(footage, {
        ...track,
        fromFrame: Math.max(0, loop.inFrame - o.trackStep),
        toFrame: Math.min(frames - 1, loop.outFrame + o.trackStep),
        step: o.trackStep,
      });
      requireTrackedFace(fine);
    }
    const tracked: TrackedMesh[] = fine
      .filter(
        (s) =>
          s.face && s.frame >= loop.inFrame - coarseStep && s.frame <= loop.outFrame + coarseStep,
      )
      .map((s) => ({
        frame: s.frame,
        points: (s.face?.points ?? [])
          .slice(0, 468)
          .map(([x, y]) => [Math.round(x * 10) / 10, Math.round(y * 10) / 10] as [number, number]),
      }));

    const loopFrames = pingPongFrames(loop.inFrame, loop.outFrame);
    const loopFootage = join(o.outDir, 'loop.mp4');
    const span = loop.outFrame - loop.inFrame + 1;
    const filter =
      span > 2
        ? `[0:v]trim=start_frame=${loop.inFrame}:end_frame=${loop.outFrame + 1},setpts=PTS-STARTPTS,split[f][r];` +
          `[r]reverse,trim=start_frame=1:end_frame=${span - 1},setpts=PTS-STARTPTS[b];[f][b]concat=n=2:v=1[out]`
        : `[0:v]trim=start_frame=${loop.inFrame}:end_frame=${loop.outFrame + 1},setpts=PTS-STARTPTS[out]`;
    await runProcess(
      ffmpegPath(),
      [
        ...['-v', 'error', '-y', '-i', footage, '-filter_complex', filter, '-map', '[out]'],
        ...['-c:v', 'libx264', '-preset', 'veryfast', '-crf', '16', '-g', String(videoFps * 2)],
        loopFootage,
      ],
      { signal: o.signal },
    );

    const data: VideoActorData = {
      version: 1,
      width: videoWidth,
      height: videoHeight,
      fps: videoFps,
      footage: 'footage.mp4',
      frames,
      loop,
      loopFootage: 'loop.mp4',
      loopFrames,
      track: tracked,
      mouth: mouthBoxes(coarse, frames, coarseStep),
    };
    const dataPath = join(o.outDir, 'video-actor.json');
    await writeFile(dataPath, JSON.stringify(data));
    aborted();

    const spec = { kind: 'video' as const, dataPath };
    const idle = {
      video: join(o.outDir, 'idle.mp4'),
      compressed: join(o.outDir, 'idle-small.mp4'),
      poster: join(o.outDir, 'idle.jpg'),
    };
    await renderIdleVideo(spec, idle, { durationSec: o.idleSec, signal: o.signal });
    return { spec, dataPath, footage, loop, frames, idle };
  } catch (err) {
    // A refused or failed preparation leaves nothing behind in outDir.
    await Promise.all(writtenFiles.map((name) => rm(join(o.outDir, name), { force: true })));
    throw err;
  }
}
