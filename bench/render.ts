/**
 * Render benchmark, one run for every actor kind (illustrated, photo, video actor): render ÷ video
 * duration, render ÷ encode-only (ffmpeg alone encoding the very frames the render produced, read
 * from a raw file, through the same encoder graph and outputs: the floor any renderer sits on),
 * pipe only ÷ encode-only (those frames sent through the renderer's own pipe with no drawing: what
 * handing frames over costs), +canvas ÷ encode-only (the same, each frame also paying a canvas
 * blit and read-back: the floor of any renderer that composes its frames on a canvas), CPU
 * seconds, SSIM of the delivered MP4 against a lossless encode of the same frames (ffmpeg's ssim
 * filter), kilobytes per second of both outputs and the lip-sync figure (see lip-sync.ts), with
 * the machine's load average on every row. Run with `npm run bench:render` (`--quick` renders
 * only the 10 s clip; `--only=photo,video` picks kinds; `--scenes` prints only the multi-scene rows,
 * support/render-scenes.ts). Goals on a quiet 2-core machine at
 * 720×1280 (support/render-goals.ts, issue 24): render ÷ video duration ≤ 0.20 illustrated, ≤ 0.30
 * photo, ≤ 0.41 video actor, and no regression past them (each row says met or MISSED; a miss ends
 * the run with status 1); SSIM ≥ 0.97; lag between -120 and +40 ms and r ≥ 0.4 for every kind.
 * Render ÷ encode-only is no goal (withdrawn in issue 24): a diagnostic of where the time goes.
 */
import {
  closeSync,
  createWriteStream,
  existsSync,
  openSync,
  readFileSync,
  readSync,
  statSync,
} from 'node:fs';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { cpus, loadavg, tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { createCanvas } from '@napi-rs/canvas';
import {
  type ActorSpec,
  detectFaceLandmarks,
  findStockActor,
  findStockVoice,
  prepareVideoActor,
  renderTalkingVideo,
  type SpeechResult,
  synthesizeLocal,
  type VideoActorData,
} from '@talkreel/engine';
import { fitPhotoCrop } from '../packages/engine/src/actors/photo/fit-photo';
import { makeFaceFootage } from '../packages/engine/src/actors/video/test-footage';
import { ffmpegPath } from '../packages/engine/src/media/ffmpeg-path';
import { runProcess } from '../packages/engine/src/media/run-process';
import { releaseFrameBuffers } from '../packages/engine/src/render/frame-memory';
import { rgbaToVideoYuv, startFrameStream } from '../packages/engine/src/render/frame-stream';
import { encodeTargets } from '../packages/engine/src/render/render-clip';
import { englishScript } from '../packages/engine/src/speech/test-texts';
import { encodeWav } from '../packages/engine/src/speech/wav';
import { type MouthRegion, measureLipSync } from './lip-sync';
import { RENDER_GOALS, renderGoalVerdict } from './support/render-goals';
import { benchPicture } from './support/render-picture';
import { benchScenes } from './support/render-scenes';

const quick = process.argv.includes('--quick');
/** `--picture` prints only the picture rows (1080p, background video, peak memory; issue 26). */
const pictureOnly = process.argv.includes('--picture');
/** `--scenes` prints only the multi-scene rows (issue 27; see support/render-scenes.ts). */
const scenesOnly = process.argv.includes('--scenes');
/** `--only=photo,video` renders just those kinds (for iterating on one of them). */
const only = process.argv
  .find((arg) => arg.startsWith('--only='))
  ?.slice('--only='.length)
  .split(',');
// 60 s at most: the bench keeps every raw frame of a render on disk (3.7 MB each) for the encode-only run.
const durations = quick ? [10] : [10, 60];
const systemFfmpeg = '/usr/bin/ffmpeg';
const builds: { name: string; path: string | undefined }[] = [{ name: 'npm', path: undefined }];
if (existsSync(systemFfmpeg)) builds.push({ name: 'system', path: systemFfmpeg });

/**
 * CPU seconds used by exited child processes (ffmpeg), from /proc/self/stat (cutime + cstime, in
 * clock ticks of 1/100 s). Unlike wall time this does not grow when other work shares the cores.
 */
function childCpuSec(): number {
  try {
    const fields = readFileSync('/proc/self/stat', 'utf8').split(') ')[1].split(' ');
    return (Number(fields[13]) + Number(fields[14])) / 100;
  } catch {
    return Number.NaN;
  }
}

/** The first `seconds` of a speech result, timeline included. */
function sliceSpeech(speech: SpeechResult, seconds: number): SpeechResult {
  const n = Math.min(speech.samples.length, Math.round(seconds * speech.sampleRate));
  const end = n / speech.sampleRate;
  return {
    sampleRate: speech.sampleRate,
    samples: speech.samples.slice(0, n),
    timeline: {
      duration: end,
      words: speech.timeline.words.filter((w) => w.end <= end),
      phonemes: speech.timeline.phonemes.filter((p) => p.end <= end),
    },
  };
}

/** The machine's load right now (the 1-minute average, as `uptime` prints it). */
function load(): string {
  return loadavg()[0].toFixed(1);
}

/** Writes each tapped frame to a raw RGBA file, waiting for the disk so memory stays flat. */
function rawFrameFile(path: string): {
  tap: (frame: Buffer) => Promise<void>;
  close: () => Promise<void>;
} {
  const out = createWriteStream(path);
  return {
    tap: (frame) =>
      new Promise((resolve, reject) => out.write(frame, (err) => (err ? reject(err) : resolve()))),
    close: () => new Promise((resolve) => out.end(resolve)),
  };
}

const rawInput = (path: string): string[] => [
  ...['-f', 'rawvideo', '-pix_fmt', 'rgba', '-s', '720x1280', '-framerate', '25', '-i', path],
];

/**
 * The renderer's own frame stream (encoder graph and both outputs) writing `name`.mp4 and
 * `name`-small.mp4 in `dir`: fed through its stdin pipe, or from `videoInput` when given.
 */
const benchStream = (
  dir: string,
  name: string,
  wav: string,
  durationSec: number,
  videoInput?: string[],
) =>
  startFrameStream({
    width: 720,
    height: 1280,
    fps: 25,
    audioPath: wav,
    durationSec,
    targets: encodeTargets({
      video: join(dir, `${name}.mp4`),
      compressed: join(dir, `${name}-small.mp4`),
    }),
    videoInput,
  });

/**
 * Encode only: the very frames the render produced, read from a raw file by ffmpeg, through the
 * exact encoder graph and outputs the renderer uses (the floor any renderer sits on).
 */
async function encodeOnly(
  dir: string,
  rawPath: string,
  wav: string,
  durationSec: number,
): Promise<{ ms: number; cpu: number }> {
  const started = performance.now();
  const cpuBefore = childCpuSec();
  const stream = benchStream(dir, 'baseline', wav, durationSec, rawInput(rawPath));
  await stream.finish();
  return { ms: performance.now() - started, cpu: childCpuSec() - cpuBefore };
}

/**
 * Pipe only: the same raw frames sent by this process through the renderer's own frame stream
 * (stdin pipe, same encoder graph and outputs), with no drawing. Its ratio to encode-only is the
 * floor any renderer that hands frames to ffmpeg sits on; the rest of render ÷ encode-only is the
 * drawing. Node's CPU for the sending is returned too. `readBack`, when given, runs before each
 * frame is sent (canvasFloor's blit and read-back).
 */
async function pipeOnly(
  dir: string,
  rawPath: string,
  wav: string,
  durationSec: number,
  readBack?: () => void,
): Promise<{ ms: number; nodeCpu: number }> {
  const frameBytes = 720 * 1280 * 4;
  const started = performance.now();
  const cpuBefore = process.cpuUsage();
  const stream = benchStream(dir, 'piped', wav, durationSec);
  // Read into two buffers taken in turn, not a fresh one a frame: a new 3.7 MB buffer's page
  // faults cost this process more than the sending (measured: 0.47 s of CPU per 10 s against
  // 0.13 s from memory). A frame's write resolves once ffmpeg has taken all of it (3.7 MB is past
  // the pipe's high-water mark, so write waits for 'drain'), so its buffer is free again.
  const buffers = [Buffer.alloc(frameBytes), Buffer.alloc(frameBytes)];
  const fd = openSync(rawPath, 'r');
  try {
    for (let n = 0; ; n++) {
      const frame = buffers[n % 2];
      if (readSync(fd, frame, 0, frameBytes, null) < frameBytes) break;
      readBack?.();
      await stream.write(frame);
    }
  } finally {
    closeSync(fd);
  }
  await stream.finish();
  const cpu = process.cpuUsage(cpuBefore);
  return { ms: performance.now() - started, nodeCpu: (cpu.user + cpu.system) / 1e6 };
}

/**
 * What any renderer that composes its frames on a canvas pays before drawing anything: one
 * opaque full-frame blit and the read-back of the canvas (with the render loop's collection),
 * per frame. Passed to pipeOnly, its ratio to encode-only is the floor of such a renderer.
 */
function canvasFloor(): () => void {
  const still = createCanvas(720, 1280);
  const sctx = still.getContext('2d', { alpha: false });
  sctx.fillStyle = '#405060';
  sctx.fillRect(0, 0, 720, 1280);
  still.data();
  const canvas = createCanvas(720, 1280);
  const ctx = canvas.getContext('2d');
  return () => {
    ctx.drawImage(still, 0, 0);
    canvas.data();
    releaseFrameBuffers();
  };
}

/**
 * Quality of the delivered MP4: ffmpeg's SSIM against a lossless encode (x264 qp 0) of the same
 * raw frames through the same colour conversion, so only the delivery encode's loss is measured.
 */
async function deliveredSsim(dir: string, rawPath: string, delivered: string): Promise<number> {
  const lossless = join(dir, 'lossless.mkv');
  await runProcess(ffmpegPath(), [
    ...['-v', 'error', '-y', ...rawInput(rawPath)],
    ...['-vf', rgbaToVideoYuv(720, 1280)],
    ...['-c:v', 'libx264', '-preset', 'ultrafast', '-qp', '0', lossless],
  ]);
  const { stderr } = await runProcess(ffmpegPath(), [
    ...['-hide_banner', '-i', delivered, '-i', lossless],
    ...['-lavfi', '[0:v][1:v]ssim', '-f', 'null', '-'],
  ]);
  await rm(lossless, { force: true });
  const all = /SSIM .* All:([0-9.]+)/.exec(stderr.toString());
  return all ? Number(all[1]) : Number.NaN;
}

function reportMisses(missed: string[]): void {
  if (missed.length) {
    // A miss on a loaded machine (see the load column) may be the neighbours; on a quiet one it
    // is a regression.
    console.log(`MISSED: ${missed.join(', ')}`);
    process.exitCode = 1;
  } else console.log('all render goals met');
}

async function main(): Promise<void> {
  const dir = await mkdtemp(join(tmpdir(), 'talkreel-bench-'));
  /** Rows whose render ÷ duration missed its kind's goal. */
  const missed: string[] = [];
  try {
    const voice = findStockVoice('en-ava');
    const actor = findStockActor('olivia-studio');
    if (!voice || !actor) throw new Error('stock data missing');
    const longest = Math.max(...durations);
    let t0 = performance.now();
    const speech = await synthesizeLocal({
      text: englishScript(longest * 19),
      language: 'en',
      voice: voice.local,
    });
    const speechSec = speech.samples.length / speech.sampleRate;
    console.log(
      `speech: ${speechSec.toFixed(1)} s of audio synthesised in ${((performance.now() - t0) / 1000).toFixed(1)} s`,
    );

    if (scenesOnly) {
      console.log(`load average at start: ${load()} (${cpus().length} cores)`);
      missed.push(...(await benchScenes(speech, dir)));
      console.log(`\nload average at end: ${load()}`);
      reportMisses(missed);
      return;
    }

    // Where each kind's mouth is in the frame, for the lip-sync figure.
    const actors: { label: string; spec: ActorSpec; mouth: MouthRegion; only?: number[] }[] = [
      {
        label: 'illustrated',
        spec: { kind: 'illustrated', params: actor.params },
        mouth: { x: 300, y: 615, width: 120, height: 95 },
      },
    ];
    const require = createRequire(import.meta.url);
    const wanted = (label: string) => !only || only.includes(label);
    try {
      const photo = join(
        dirname(require.resolve('@vladmandic/face-api/package.json')),
        'demo',
        'sample1.jpg',
      );
      if (!wanted('photo') && !wanted('video')) throw new Error('not asked for (--only)');
      t0 = performance.now();
      const landmarks = await detectFaceLandmarks(photo);
      console.log(
        `face landmarks: ${(performance.now() - t0).toFixed(0)} ms (first call loads the models)`,
      );
      const crop = fitPhotoCrop(landmarks, 720, 1280);
      const [mx, my] = landmarks.points[13];
      actors.push({
        label: 'photo',
        spec: { kind: 'photo', imagePath: photo, landmarks },
        mouth: {
          x: Math.round((mx - crop.sx) * crop.scale) - 70,
          y: Math.round((my - crop.sy) * crop.scale) - 30,
          width: 140,
          height: 110,
        },
        only: [10],
      });

      // Video actor: a few seconds of footage made from a sample face, prepared once.
      if (!wanted('video')) throw new Error('not asked for (--only)');
      const footage = join(dir, 'footage.mp4');
      await makeFaceFootage(footage, 6);
      t0 = performance.now();
      const prepared = await prepareVideoActor({
        inputPath: footage,
        crop: { x: 0, y: 0, width: 480, height: 854 },
        outDir: join(dir, 'video-actor'),
        minDurationSec: 2,
        idleSec: 2,
      });
      console.log(
        `video actor prepared from 6 s of footage in ${((performance.now() - t0) / 1000).toFixed(1)} s (loop ${prepared.loop.inFrame}-${prepared.loop.outFrame})`,
      );
      const data = JSON.parse(readFileSync(prepared.dataPath, 'utf8')) as VideoActorData;
      const boxes = data.loopFrames.map((f) => data.mouth[f]);
      const x0 = Math.min(...boxes.map((b) => b.x));
      const y0 = Math.min(...boxes.map((b) => b.y));
      const x1 = Math.max(...boxes.map((b) => b.x + b.width));
      const y1 = Math.max(...boxes.map((b) => b.y + b.height));
      actors.push({
        label: 'video',
        spec: prepared.spec,
        mouth: {
          x: Math.round(x0 - 15),
          y: Math.round(y0 - 10),
          width: Math.round(x1 - x0 + 30),
          height: Math.round(y1 - y0 + 50),
        },
        only: [10],
      });
    } catch (err) {
      console.log(`photo/video actor skipped: ${(err as Error).message}`);
    }

    // Wall times swing with the neighbours' load; the ratio to the encode-only run of the same
    // frames, measured right after the render, holds up far better. Each row says the load.
    console.log(`load average at start: ${load()} (${cpus().length} cores)`);
    if (pictureOnly) {
      missed.push(...(await benchPicture(actors, sliceSpeech(speech, 10), dir)));
      reportMisses(missed);
      return;
    }
    console.log('');
    console.log(
      'actor        clip   ffmpeg  load  render s  encode-only s  render/duration  goal (render/duration)  render/enc-only (diag.)  pipe/enc-only  +canvas/enc-only  node cpu s  ffmpeg cpu s  enc-only cpu s  cpu/enc-only    ssim  kB/s full  kB/s small  lip lag ms  lip r',
    );
    for (const seconds of durations) {
      const clip = sliceSpeech(speech, Math.min(seconds, speechSec));
      const videoSec = clip.samples.length / clip.sampleRate;
      const wav = join(dir, 'clip.wav');
      await writeFile(wav, encodeWav(clip.samples, clip.sampleRate));
      for (const build of builds) {
        if (build.path) process.env.FFMPEG_PATH = build.path;
        else delete process.env.FFMPEG_PATH;
        for (const a of actors) {
          if (a.only && !a.only.includes(seconds)) continue;
          if (only && !only.includes(a.label)) continue;
          const outputs = {
            video: join(dir, 'out.mp4'),
            poster: join(dir, 'out.jpg'),
            compressed: join(dir, 'out-small.mp4'),
            srt: join(dir, 'out.srt'),
          };
          // The timed render: what a user waits for.
          const started = performance.now();
          const cpuBefore = process.cpuUsage();
          const childBefore = childCpuSec();
          await renderTalkingVideo({ actor: a.spec, speech: clip, outputs, captions: true });
          const wall = performance.now() - started;
          const cpu = process.cpuUsage(cpuBefore);
          const nodeCpu = (cpu.user + cpu.system) / 1e6;
          const ffmpegCpu = childCpuSec() - childBefore;
          const loadAt = load();
          // The same render again (renders are deterministic), keeping its raw frames, then the
          // encoder alone on those frames and the delivered quality against them.
          const rawPath = join(dir, 'frames.rgba');
          const raw = rawFrameFile(rawPath);
          const checked = { ...outputs, video: join(dir, 'checked.mp4') };
          await renderTalkingVideo({
            actor: a.spec,
            speech: clip,
            outputs: checked,
            captions: true,
            tapFrame: raw.tap,
          });
          await raw.close();
          const baseline = await encodeOnly(dir, rawPath, wav, videoSec);
          const piped = await pipeOnly(dir, rawPath, wav, videoSec);
          const floor = await pipeOnly(dir, rawPath, wav, videoSec, canvasFloor());
          const ssim = await deliveredSsim(dir, rawPath, checked.video);
          await rm(rawPath, { force: true });
          const fullKBps = statSync(outputs.video).size / 1000 / videoSec;
          const smallKBps = statSync(outputs.compressed).size / 1000 / videoSec;
          const sync = await measureLipSync(outputs.video, a.mouth, clip);
          const verdict = renderGoalVerdict(a.label, wall / 1000 / videoSec);
          if (!verdict.met) missed.push(`${a.label} ${videoSec.toFixed(0)} s (${build.name})`);
          console.log(
            [
              a.label.padEnd(12),
              `${videoSec.toFixed(0)} s`.padStart(5),
              build.name.padStart(8),
              loadAt.padStart(5),
              (wall / 1000).toFixed(1).padStart(9),
              (baseline.ms / 1000).toFixed(1).padStart(14),
              (wall / 1000 / videoSec).toFixed(3).padStart(16),
              verdict.text.padStart(23),
              (wall / baseline.ms).toFixed(2).padStart(24),
              (piped.ms / baseline.ms).toFixed(2).padStart(15),
              (floor.ms / baseline.ms).toFixed(2).padStart(18),
              nodeCpu.toFixed(1).padStart(11),
              ffmpegCpu.toFixed(1).padStart(13),
              baseline.cpu.toFixed(1).padStart(15),
              ((nodeCpu + ffmpegCpu) / baseline.cpu).toFixed(2).padStart(13),
              ssim.toFixed(4).padStart(7),
              fullKBps.toFixed(1).padStart(10),
              smallKBps.toFixed(1).padStart(11),
              String(sync.lagMs).padStart(11),
              sync.r.toFixed(2).padStart(6),
            ].join(' '),
          );
        }
      }
    }
    delete process.env.FFMPEG_PATH;
    missed.push(...(await benchPicture(actors, sliceSpeech(speech, 10), dir)));
    console.log(`\nload average at end: ${load()}`);
    const goals = Object.entries(RENDER_GOALS)
      .map(([kind, goal]) => `${kind} ≤ ${goal.toFixed(2)}`)
      .join(', ');
    console.log(`goals, render ÷ duration at 720×1280 on a quiet 2-core machine: ${goals}`);
    console.log('render ÷ encode-only: a diagnostic, not a goal');
    reportMisses(missed);
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

await main();
