/**
 * The scene rows of the render bench (issue 27), `npm run bench:render -- --scenes`:
 * (a) a 5-scene video joined by cuts: its parts rendered and joined, ÷ the same 5 scenes rendered
 * alone (goal ≤ 1.05). A part is the render of its scene alone less the compressed file's sound
 * (scenePart: the join rebuilds it). Each scene is rendered alone and as a part, alternated, over
 * three rounds; the goal is judged on the sum of each scene's median part + the median join ÷ the
 * sum of each scene's median render alone; (parts + join) ÷ parts, an upper bound, is printed
 * beside it. The same parts cross-faded
 * are timed as well, and the fade join ÷ the cut join on parts rendered with key frames at their
 * fades, as the server renders a cross-faded video's (c). (b) a 10-minute illustrated video (20
 * scenes of 30 s, cut) rendered and joined as the server does, ÷ its duration (goal ≤ 0.25). Wall and CPU seconds count node and its ffmpeg children; each row
 * prints the load average. SCENES_CUT_ONLY=1 prints row (a) alone.
 */
import { readFileSync } from 'node:fs';
import { mkdir } from 'node:fs/promises';
import { loadavg } from 'node:os';
import { join } from 'node:path';
import {
  findStockActor,
  joinScenes,
  renderTalkingVideo,
  type ScenePart,
  type SpeechResult,
  type TalkingVideoOutputs,
} from '@talkreel/engine';
import { median } from './median';

export const SCENE_JOIN_GOAL = 1.05;
export const LONG_VIDEO_GOAL = 0.25;

/** CPU seconds of exited children (ffmpeg), from /proc/self/stat (cutime + cstime). */
function childCpuSec(): number {
  const fields = readFileSync('/proc/self/stat', 'utf8').split(') ')[1].split(' ');
  return (Number(fields[13]) + Number(fields[14])) / 100;
}

interface Timed {
  wall: number;
  cpu: number;
}

/** Wall and CPU seconds (node and its ffmpeg children) of one piece of work. */
async function timed(work: () => Promise<unknown>): Promise<Timed> {
  const started = performance.now();
  const cpuBefore = process.cpuUsage();
  const childBefore = childCpuSec();
  await work();
  const cpu = process.cpuUsage(cpuBefore);
  return {
    wall: (performance.now() - started) / 1000,
    cpu: (cpu.user + cpu.system) / 1e6 + childCpuSec() - childBefore,
  };
}

const add = (a: Timed, b: Timed): Timed => ({ wall: a.wall + b.wall, cpu: a.cpu + b.cpu });
const zero: Timed = { wall: 0, cpu: 0 };
const load = () => loadavg()[0].toFixed(1);
const fixed = (n: number, d = 3) => n.toFixed(d);

/** The first `seconds` of a speech result, timeline included. */
function speechSlice(speech: SpeechResult, seconds: number): SpeechResult {
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

/** Scene i: another stock actor on another colour each time, as a real multi-scene video has. */
const actorKeys = ['olivia-studio', 'david-office', 'maya-office', 'jack-studio', 'grace-news'];
const colours = ['#204060', '#603020', '#205030', '#502050', '#404040'];

/** Key frames at a part's fades, as the server renders the parts of a cross-faded video. */
type Fades = { fadeIn: boolean; fadeOut: boolean } | undefined;

function sceneOptions(
  i: number,
  speech: SpeechResult,
  outputs: TalkingVideoOutputs,
  part?: { sceneFades?: Fades },
) {
  const actor = findStockActor(actorKeys[i % actorKeys.length]);
  if (!actor) throw new Error('stock actor missing');
  return {
    actor: { kind: 'illustrated' as const, params: actor.params },
    speech,
    outputs,
    captions: true,
    background: { type: 'color' as const, value: colours[i % colours.length] },
    // As the server renders a scene of several.
    ...(part && { scenePart: true, sceneFades: part.sceneFades }),
  };
}

const outputsIn = (dir: string, name: string): TalkingVideoOutputs => ({
  video: join(dir, `${name}.mp4`),
  compressed: join(dir, `${name}-small.mp4`),
  poster: join(dir, `${name}.jpg`),
  srt: join(dir, `${name}.srt`),
});

/** Renders `count` scenes as parts (timed in all), for a join. */
async function renderParts(
  speech: SpeechResult,
  count: number,
  dir: string,
): Promise<{ parts: ScenePart[]; time: Timed }> {
  const parts: ScenePart[] = [];
  let time = zero;
  for (let i = 0; i < count; i++) {
    const { part, time: one } = await renderPart(i, speech, dir);
    parts.push(part);
    time = add(time, one);
  }
  return { parts, time };
}

async function renderPart(i: number, speech: SpeechResult, dir: string, fades?: Fades) {
  const outputs = outputsIn(dir, `part${fades ? 'fade' : ''}${i}`);
  let durationSec = 0;
  const time = await timed(async () => {
    ({ durationSec } = await renderTalkingVideo(
      sceneOptions(i, speech, outputs, { sceneFades: fades }),
    ));
  });
  return { part: { ...outputs, durationSec }, time };
}

/** Rounds of row (a). */
const ROUNDS = 3;

/** The median wall and the median CPU of some runs (each on its own). */
const middle = (runs: Timed[]): Timed => ({
  wall: median(runs.map((r) => r.wall)),
  cpu: median(runs.map((r) => r.cpu)),
});

const best = (runs: Timed[]): Timed => ({
  wall: Math.min(...runs.map((r) => r.wall)),
  cpu: Math.min(...runs.map((r) => r.cpu)),
});

/** Prints the scene rows; returns the rows that missed a goal. */
export async function benchScenes(speech: SpeechResult, dir: string): Promise<string[]> {
  const missed: string[] = [];
  const scene = speechSlice(speech, 10);
  const sceneSec = scene.samples.length / scene.sampleRate;

  console.log(`\nscenes (issue 27): 5 scenes of ${fixed(sceneSec, 1)} s, illustrated, 9:16 720p`);
  console.log(
    'round  load  alone s  parts s  join s  video÷alone wall  video÷alone cpu  (parts+join)÷parts wall  (parts+join)÷parts cpu',
  );
  // Each scene rendered alone right before it is rendered as a part, so both sides of the ratio
  // see the same neighbours; three rounds. The goal is judged as the issue words it, the video
  // (parts + join) ÷ the sum of its scenes rendered alone, on each scene's median over the rounds
  // (a render slowed by a neighbour moves one sample, not the figure).
  const aloneRuns: Timed[][] = [];
  const partTimes: Timed[][] = [];
  const joinRuns: Timed[] = [];
  let parts: ScenePart[] = [];
  for (let round = 0; round < ROUNDS; round++) {
    const alones: Timed[] = [];
    const renders: Timed[] = [];
    parts = [];
    for (let i = 0; i < 5; i++) {
      const outputs = outputsIn(dir, `alone${i}`);
      alones.push(await timed(() => renderTalkingVideo(sceneOptions(i, scene, outputs))));
      const { part, time } = await renderPart(i, scene, dir);
      parts.push(part);
      renders.push(time);
    }
    const joined = await timed(() =>
      joinScenes({ parts, transition: 'cut', outputs: outputsIn(dir, 'joined-cut') }),
    );
    aloneRuns.push(alones);
    partTimes.push(renders);
    joinRuns.push(joined);
    const alone = alones.reduce(add, zero);
    const rendered = renders.reduce(add, zero);
    const video = add(rendered, joined);
    console.log(
      [
        String(round + 1).padEnd(5),
        load().padStart(5),
        fixed(alone.wall, 1).padStart(8),
        fixed(rendered.wall, 1).padStart(8),
        fixed(joined.wall, 2).padStart(7),
        fixed(video.wall / alone.wall).padStart(17),
        fixed(video.cpu / alone.cpu).padStart(16),
        fixed(video.wall / rendered.wall).padStart(24),
        fixed(video.cpu / rendered.cpu).padStart(23),
      ].join(' '),
    );
  }
  const perScene = (runs: Timed[][]) =>
    runs[0].map((_, i) => middle(runs.map((r) => r[i]))).reduce(add, zero);
  const aloneSum = perScene(aloneRuns);
  const partSum = perScene(partTimes);
  const joinMedian = middle(joinRuns);
  const video = add(partSum, joinMedian);
  const ratio = video.wall / aloneSum.wall;
  const met = ratio <= SCENE_JOIN_GOAL;
  if (!met) missed.push('5-scene cut join');
  // (parts + join) ÷ parts also printed: a part does a little less than its scene alone (no
  // sound in its compressed file), so that is an upper bound needing no second set of renders.
  console.log(
    `(a) 5-scene cut-joined video ÷ its scenes rendered alone: ${fixed(ratio)} wall, ${fixed(video.cpu / aloneSum.cpu)} cpu (medians of ${ROUNDS} rounds per scene; join ${fixed(joinMedian.wall, 2)} s); upper bound (parts + join) ÷ parts ${fixed(video.wall / partSum.wall)} (goal ≤ ${SCENE_JOIN_GOAL} ${met ? 'met' : 'MISSED'})`,
  );
  // SCENES_CUT_ONLY=1: row (a) alone, to repeat it in the time the whole set takes once.
  if (process.env.SCENES_CUT_ONLY === '1') return missed;
  let method = '';
  const fade = await timed(async () => {
    ({ method } = await joinScenes({
      parts,
      transition: 'fade',
      outputs: outputsIn(dir, 'joined-fade'),
    }));
  });
  console.log(
    `    the same parts cross-faded (${method}; no key frames at the fades, windows to the GOP): ${fixed(fade.wall, 2)} s, ${fixed(fade.wall / (5 * sceneSec))} of the video's duration, load ${load()}`,
  );
  await benchFadeJoin(scene, dir);

  // (b) 10 minutes: 20 scenes of 30 s, rendered as parts and cut-joined, as the server does.
  const long = speechSlice(speech, 30);
  const longSec = long.samples.length / long.sampleRate;
  const longDir = join(dir, 'long');
  await mkdir(longDir, { recursive: true });
  const loadBefore = load();
  const rendered = await renderParts(long, 20, longDir);
  let result = { durationSec: 0 };
  const joined = await timed(async () => {
    result = await joinScenes({
      parts: rendered.parts,
      transition: 'cut',
      outputs: outputsIn(longDir, 'video'),
    });
  });
  const total = add(rendered.time, joined);
  const perDuration = total.wall / result.durationSec;
  const longMet = perDuration <= LONG_VIDEO_GOAL;
  if (!longMet) missed.push('10-minute video');
  console.log(
    `(b) ${fixed(result.durationSec / 60, 1)}-minute illustrated video (20 scenes of ${fixed(longSec, 0)} s, cut): render ${fixed(rendered.time.wall, 1)} s + join ${fixed(joined.wall, 1)} s = ${fixed(perDuration)} of its duration (goal ≤ ${LONG_VIDEO_GOAL} ${longMet ? 'met' : 'MISSED'}); cpu ${fixed(total.cpu / result.durationSec)} s per video second; load ${loadBefore} → ${load()}`,
  );
  return missed;
}

/**
 * The fade join against the cut join on the same 5 parts, rendered as the server renders a
 * cross-faded video's (key frames at the fades): each join timed 3 times alternately, best of each.
 */
async function benchFadeJoin(scene: SpeechResult, dir: string): Promise<void> {
  const parts: ScenePart[] = [];
  for (let i = 0; i < 5; i++) {
    const fades = { fadeIn: i > 0, fadeOut: i < 4 };
    parts.push((await renderPart(i, scene, dir, fades)).part);
  }
  const cuts: Timed[] = [];
  const fades: Timed[] = [];
  let method = '';
  for (let round = 0; round < 3; round++) {
    cuts.push(
      await timed(() =>
        joinScenes({ parts, transition: 'cut', outputs: outputsIn(dir, 'keyed-cut') }),
      ),
    );
    fades.push(
      await timed(async () => {
        ({ method } = await joinScenes({
          parts,
          transition: 'fade',
          outputs: outputsIn(dir, 'keyed-fade'),
        }));
      }),
    );
  }
  const cut = best(cuts);
  const fade = best(fades);
  console.log(
    `(c) 5-scene fade join ÷ cut join, parts with key frames at their fades (${method}): ${fixed(fade.wall / cut.wall, 2)} wall (${fixed(fade.wall, 2)} s ÷ ${fixed(cut.wall, 2)} s), ${fixed(fade.cpu / cut.cpu, 2)} cpu (${fixed(fade.cpu, 2)} ÷ ${fixed(cut.cpu, 2)} cpu-s), best of 3; load ${load()}`,
  );
}
