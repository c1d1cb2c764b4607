/**
 * Render benchmark: how long lip-sync rendering takes against the video's duration and against
 * ffmpeg alone encoding the same frames with the same settings (the floor any renderer sits on).
 * Run with `npm run bench:render` (`--quick` renders only the 10 s clip). Each row also gives the
 * lip-sync figure (see lip-sync.ts). Goals on 2 cores: photo ≤ 0.5 and video actor ≤ 1.0 of the
 * video's duration; lag between -120 and +40 ms and r ≥ 0.4 for every kind.
 */
import { existsSync, readFileSync } from 'node:fs';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { cpus, loadavg, tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
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
import { startFrameStream } from '../packages/engine/src/render/frame-stream';
import { encodeTargets } from '../packages/engine/src/render/render-clip';
import { englishScript } from '../packages/engine/src/speech/test-texts';
import { encodeWav } from '../packages/engine/src/speech/wav';
import { type MouthRegion, measureLipSync } from './lip-sync';

const quick = process.argv.includes('--quick');
const durations = quick ? [10] : [10, 60, 120];
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

/** ffmpeg alone: a lavfi test source through the very encoder graph and outputs the renderer uses. */
async function ffmpegAlone(
  dir: string,
  speech: SpeechResult,
): Promise<{ ms: number; cpu: number }> {
  const durationSec = speech.samples.length / speech.sampleRate;
  const frames = Math.max(1, Math.round(durationSec * 25));
  const wav = join(dir, 'baseline.wav');
  await writeFile(wav, encodeWav(speech.samples, speech.sampleRate));
  const started = performance.now();
  const cpuBefore = childCpuSec();
  const stream = startFrameStream({
    width: 720,
    height: 1280,
    fps: 25,
    audioPath: wav,
    durationSec,
    targets: encodeTargets({
      video: join(dir, 'baseline.mp4'),
      compressed: join(dir, 'baseline-small.mp4'),
    }),
    videoInput: [
      '-f',
      'lavfi',
      '-i',
      `testsrc2=size=720x1280:rate=25:duration=${(frames / 25).toFixed(2)}`,
    ],
  });
  await stream.finish();
  return { ms: performance.now() - started, cpu: childCpuSec() - cpuBefore };
}

async function main(): Promise<void> {
  const dir = await mkdtemp(join(tmpdir(), 'talkreel-bench-'));
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

    // Where each kind's mouth is in the frame, for the lip-sync figure.
    const actors: { label: string; spec: ActorSpec; mouth: MouthRegion; only?: number[] }[] = [
      {
        label: 'illustrated',
        spec: { kind: 'illustrated', params: actor.params },
        mouth: { x: 300, y: 615, width: 120, height: 95 },
      },
    ];
    const require = createRequire(import.meta.url);
    try {
      const photo = join(
        dirname(require.resolve('@vladmandic/face-api/package.json')),
        'demo',
        'sample1.jpg',
      );
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

    // Wall times only mean something on a quiet machine; say how busy this one was. The CPU
    // columns (render: node + ffmpeg; against ffmpeg alone) hold up under load.
    console.log(`load average at start: ${loadavg()[0].toFixed(2)} (${cpus().length} cores)`);
    console.log('');
    console.log(
      'actor        clip   ffmpeg   render s  ffmpeg-alone s  render/duration  render/ffmpeg-alone  node cpu s  ffmpeg cpu s  alone cpu s  cpu/ffmpeg-alone  lip lag ms  lip r',
    );
    for (const seconds of durations) {
      const clip = sliceSpeech(speech, Math.min(seconds, speechSec));
      const videoSec = clip.samples.length / clip.sampleRate;
      for (const build of builds) {
        if (build.path) process.env.FFMPEG_PATH = build.path;
        else delete process.env.FFMPEG_PATH;
        const baseline = await ffmpegAlone(dir, clip);
        const alone = baseline.ms;
        for (const a of actors) {
          if (a.only && !a.only.includes(seconds)) continue;
          const started = performance.now();
          const cpuBefore = process.cpuUsage();
          const childBefore = childCpuSec();
          await renderTalkingVideo({
            actor: a.spec,
            speech: clip,
            outputs: {
              video: join(dir, 'out.mp4'),
              poster: join(dir, 'out.jpg'),
              compressed: join(dir, 'out-small.mp4'),
              srt: join(dir, 'out.srt'),
            },
            captions: true,
          });
          const wall = performance.now() - started;
          const cpu = process.cpuUsage(cpuBefore);
          const nodeCpu = (cpu.user + cpu.system) / 1e6;
          const ffmpegCpu = childCpuSec() - childBefore;
          const sync = await measureLipSync(join(dir, 'out.mp4'), a.mouth, clip);
          console.log(
            [
              a.label.padEnd(12),
              `${videoSec.toFixed(0)} s`.padStart(5),
              build.name.padStart(8),
              (wall / 1000).toFixed(1).padStart(10),
              (alone / 1000).toFixed(1).padStart(15),
              (wall / 1000 / videoSec).toFixed(3).padStart(16),
              (wall / alone).toFixed(2).padStart(20),
              nodeCpu.toFixed(1).padStart(11),
              ffmpegCpu.toFixed(1).padStart(13),
              baseline.cpu.toFixed(1).padStart(12),
              ((nodeCpu + ffmpegCpu) / baseline.cpu).toFixed(2).padStart(18),
              String(sync.lagMs).padStart(11),
              sync.r.toFixed(2).padStart(6),
            ].join(' '),
          );
        }
      }
    }
    delete process.env.FFMPEG_PATH;
    console.log(`\nload average at end: ${loadavg()[0].toFixed(2)}`);
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

await main();
