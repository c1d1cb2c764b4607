/**
 * The lip-sync gate (issue 29): renders the corpus (corpus.ts, spoken by stock voices at run time)
 * with one actor of each kind, reads the delivered MP4s back, measures the mouth on every frame
 * (mouth-frames.ts) and prints per actor kind × language: the share of clips whose best lag of
 * mouth opening against speech loudness is within ±40 ms, the median r there, bilabial closure,
 * stillness in pauses and jumps at viseme changes, each against its goal (goals.ts). Writes a
 * contact sheet of mouth crops. Exits 1 when a row misses a goal. The figures are on media only,
 * so a busy machine makes the run slower, never different.
 *
 *   npm run bench:lipsync                  20 sentences × en, zh, es, de × 3 kinds
 *   npm run bench:lipsync -- --quick       one clip per kind (run by npm test)
 *   --sentences=N  --kinds=photo,video  --languages=zh,de  --sheet=out.png  --json=figures.json
 *   --clips=1,10   only these sentences (1-based) of each language
 *   --dump=DIR     per clip, a strip of the mouth crops around its largest step at a viseme change
 */
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { renderTalkingVideo, type SpeechResult } from '@talkreel/engine';
import { median } from '../support/median';
import { type ActorKind, actorKinds, benchActor } from './bench-actors';
import { type SheetCrop, sheetCandidates, spread, writeContactSheet } from './contact-sheet';
import { type CorpusLanguage, corpus, corpusLanguages } from './corpus';
import { type ClipFigures, clipFigures, cropChange, fps } from './figures';
import { lipSyncGoals, missedGoals, type RowSummary, summarise, thresholds } from './goals';
import { type MouthCrop, meshMouthFrames, pixelMouthFrames } from './mouth-frames';
import { corpusVoices, speakSentence } from './speech-clips';

const arg = (name: string) =>
  process.argv.find((a) => a.startsWith(`--${name}=`))?.slice(name.length + 3);
const quick = process.argv.includes('--quick');
const sentences = Number(arg('sentences') ?? (quick ? 1 : 20));
const kinds = (arg('kinds')?.split(',') as ActorKind[] | undefined) ?? [...actorKinds];
const languages = (arg('languages')?.split(',') as CorpusLanguage[] | undefined) ?? [
  ...corpusLanguages,
];
const dumpDir = arg('dump');
const only = arg('clips')?.split(',').map(Number);
/** The quick run's one clip per kind, each in another language. */
const quickLanguage: Record<ActorKind, CorpusLanguage> = {
  illustrated: 'zh',
  photo: 'en',
  video: 'de',
};

interface Clip {
  language: CorpusLanguage;
  index: number;
  speech: SpeechResult;
}

async function corpusClips(kind: ActorKind): Promise<Clip[]> {
  const clips: Clip[] = [];
  for (const language of quick ? [quickLanguage[kind]] : languages) {
    const voices = corpusVoices[language];
    const indices = corpus[language]
      .slice(0, sentences)
      .map((_, i) => i)
      .filter((i) => !only || only.includes(i + 1));
    const spoken = await Promise.all(
      indices.map((i) => speakSentence(corpus[language][i], language, voices[i % voices.length])),
    );
    spoken.forEach((speech, k) => {
      clips.push({ language, index: indices[k], speech });
    });
  }
  return clips;
}

/** One step's change of the mouth crop per frame (steps[0] = 0), gray levels. */
const cropSteps = (crops: MouthCrop[]) =>
  crops.map((c, k) => (k ? cropChange(crops[k - 1].rgb, c.rgb) : 0));

/** The change of the mouth crop between the clip's most closed and its most open frame. */
function clipTravel(opening: number[], crops: MouthCrop[]): number {
  let lo = -1;
  let hi = -1;
  opening.forEach((v, k) => {
    if (!Number.isFinite(v)) return;
    if (lo < 0 || v < opening[lo]) lo = k;
    if (hi < 0 || v > opening[hi]) hi = k;
  });
  return lo >= 0 ? cropChange(crops[lo].rgb, crops[hi].rgb) : 0;
}

/**
 * Frame-to-frame change of the mouth crop as a share of the mouth's travel: the change between a
 * closed and the most open frame, the median over the row's clips. Mean pixel change alone would
 * rate a small drawn mouth in a large crop as calm and a big photo mouth as jumpy; relative to the
 * mouth's own travel, 1 means one frame step did all a full open/close does. Each clip's own
 * travel rests on its single most open frame: a clip of quick small syllables got a small one and
 * its ordinary steps read as jumps, and a one-frame spike of opening set it large.
 */
const relativeSteps = (steps: number[], travel: number) =>
  steps.map((v) => (travel > 0 ? v / travel : 0));

/** The crops from three frames before to two after frame `k`, labelled with opening and change. */
async function dumpWorstStep(
  dir: string,
  name: string,
  frames: { opening: number[]; crops: MouthCrop[] },
  steps: number[],
  k: number,
): Promise<void> {
  await mkdir(dir, { recursive: true });
  const crops: SheetCrop[] = [];
  for (let j = Math.max(0, k - 3); j <= Math.min(frames.crops.length - 1, k + 2); j++) {
    crops.push({
      crop: frames.crops[j],
      label: `#${j} ${(j / fps).toFixed(2)}s o ${frames.opening[j].toFixed(3)} Δ ${steps[j].toFixed(1)}`,
    });
  }
  await writeContactSheet(join(dir, `${name}.png`), [{ kind: name, crops }]);
}

const pct = (x: number) => `${(x * 100).toFixed(0)} %`;

function printRow(kind: ActorKind, language: string, row: RowSummary): void {
  const missed = missedGoals(row);
  console.log(
    [
      kind.padEnd(12),
      language.padEnd(5),
      String(row.clips).padStart(5),
      pct(row.lagOk).padStart(12),
      String(row.medianLagMs).padStart(12),
      row.medianR.toFixed(2).padStart(9),
      pct(row.closure).padStart(10),
      pct(row.stillness).padStart(11),
      `${row.jumps}/${row.visemeChanges}`.padStart(9),
      row.maxChange.toFixed(2).padStart(11),
      `  ${missed.length ? `MISSED: ${missed.join(', ')}` : 'met'}`,
    ].join(' '),
  );
}

async function main(): Promise<number> {
  const dir = await mkdtemp(join(tmpdir(), 'lipsync-'));
  const sheetPath =
    arg('sheet') ?? join(tmpdir(), `lipsync-contact-${quick ? 'quick' : 'full'}.png`);
  const results: { kind: ActorKind; language: string; clips: ClipFigures[] }[] = [];
  const sheetRows: { kind: ActorKind; crops: SheetCrop[] }[] = [];
  const started = performance.now();
  let failed = false;
  try {
    console.log(
      'kind         lang  clips  lag ≤40 ms  median lag   median r   closure  stillness    jumps  max change',
    );
    for (const kind of kinds) {
      const actor = await benchActor(kind, dir);
      const clips = await corpusClips(kind);
      const bilabial: SheetCrop[] = [];
      const open: SheetCrop[] = [];
      const measured: { clip: Clip; opening: number[]; steps: number[]; travel: number }[] = [];
      for (const clip of clips) {
        const video = join(dir, 'clip.mp4');
        await renderTalkingVideo({
          actor,
          speech: clip.speech,
          outputs: {
            video,
            poster: join(dir, 'clip.jpg'),
            compressed: join(dir, 'clip-small.mp4'),
            srt: join(dir, 'clip.srt'),
          },
        });
        const frames =
          kind === 'illustrated'
            ? await pixelMouthFrames(video)
            : await meshMouthFrames(video, { width: 720, height: 1280 });
        const steps = cropSteps(frames.crops);
        const travel = clipTravel(frames.opening, frames.crops);
        measured.push({ clip, opening: frames.opening, steps, travel });
        const picked = sheetCandidates(
          frames.opening,
          frames.crops,
          clip.speech.timeline.phonemes,
          `${clip.language}${clip.index + 1}`,
        );
        if (dumpDir) {
          // Where the largest step at a viseme change is does not depend on the travel.
          const { maxChangeFrame } = clipFigures(
            { opening: frames.opening, change: steps },
            clip.speech,
            thresholds[kind],
          );
          if (maxChangeFrame > 0) {
            const name = `${kind}-${clip.language}${clip.index + 1}`;
            await dumpWorstStep(dumpDir, name, frames, steps, maxChangeFrame);
          }
        }
        bilabial.push(...picked.bilabial.slice(0, quick ? undefined : 4));
        open.push(...picked.open.slice(0, quick ? undefined : 4));
      }
      for (const language of new Set(measured.map((m) => m.clip.language))) {
        const row = measured.filter((m) => m.clip.language === language);
        const travel = median(row.map((m) => m.travel));
        const list = row.map(({ clip, opening, steps }) =>
          clipFigures(
            { opening, change: relativeSteps(steps, travel) },
            clip.speech,
            thresholds[kind],
          ),
        );
        if (process.env.LIPSYNC_VERBOSE) {
          list.forEach((figures, i) => {
            const { clip, opening, steps, travel: own } = row[i];
            const found = opening.filter(Number.isFinite);
            console.log(
              `  ${kind} ${clip.language}${clip.index + 1}: lag ${figures.lagMs} r ${figures.r.toFixed(2)} sealed ${figures.sealed}/${figures.bilabials} still ${figures.stillFrames}/${figures.pauseFrames} jumps ${figures.jumps}/${figures.visemeChanges} max ${figures.maxChange.toFixed(2)} at #${figures.maxChangeFrame} ${figures.jumpTimes.map((t) => t.toFixed(2)).join(',')} (own travel ${own.toFixed(1)}: max ${(own > 0 ? (figures.maxChange * travel) / own : 0).toFixed(2)}; row ${travel.toFixed(1)}) open max ${Math.max(...found).toFixed(3)} min ${Math.min(...found).toFixed(3)} lost ${opening.length - found.length} steps ${steps.length}`,
            );
          });
        }
        const summary = summarise(list);
        printRow(kind, language, summary);
        if (missedGoals(summary).length) failed = true;
        results.push({ kind, language, clips: list });
      }
      sheetRows.push({ kind, crops: [...spread(bilabial, 6), ...spread(open, 6)] });
    }
    await writeContactSheet(sheetPath, sheetRows);
    const json = arg('json');
    if (json) await writeFile(json, JSON.stringify(results, null, 1));
    console.log(
      `\ngoals: lag within ±40 ms on ≥ ${pct(lipSyncGoals.lagWithin40ms)} of clips (negative lag: the mouth leads), median r ≥ ${lipSyncGoals.medianR}, closure ≥ ${pct(lipSyncGoals.bilabialClosure)} of /p b m/, stillness ≥ ${pct(lipSyncGoals.pauseStillness)} of pause frames, no jumps (max change: the largest one-frame change of the mouth crop at a viseme change ÷ the mouth crop's closed-to-open change, median over the row's clips; a jump is over ${thresholds.photo.jump})`,
    );
    console.log(`contact sheet: ${sheetPath}`);
    console.log(`whole run ${((performance.now() - started) / 1000).toFixed(0)} s`);
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
  if (failed) console.log('lip-sync gate: a goal was missed');
  return failed ? 1 : 0;
}

process.exitCode = await main();
