import type { AppContext } from '../../app-context';
import { newId } from '../../lib/ids';
import type { Db } from '../../ports/db/connect';

/** What this server measures the speed of (one row of work_timings per finished piece). */
export const WorkKind = {
  VIDEO: 'video',
  PHOTO_ACTOR: 'photo-actor',
  VIDEO_ACTOR: 'video-actor',
  CLONE: 'clone',
} as const;
export type WorkKindValue = (typeof WorkKind)[keyof typeof WorkKind];

/** Estimates follow the latest runs, so a faster or busier machine shows within a few. */
const RECENT_RUNS = 20;
/** Rows kept per kind; older ones are deleted as new ones come. */
const KEPT_RUNS = 50;

/** This server's recent speed for a kind of work. */
export interface MeasuredSpeed {
  /** Milliseconds of work per unit of input (a script character; one actor or clone). */
  msPerUnit: number;
  /** Milliseconds of one run on average. */
  msPerRun: number;
}

/** Records one finished piece of work; a failure to record never fails the work itself. */
export async function recordWorkTiming(
  ctx: Pick<AppContext, 'db' | 'now' | 'log'>,
  timing: { kind: WorkKindValue; inputUnits: number; mediaSeconds?: number; workMs: number },
): Promise<void> {
  try {
    const now = ctx.now();
    await ctx.db
      .insertInto('work_timings')
      .values({
        id: newId(),
        kind: timing.kind,
        input_units: Math.max(1, timing.inputUnits),
        media_seconds: timing.mediaSeconds ?? null,
        work_ms: Math.max(1, Math.round(timing.workMs)),
        finished_at: now,
      })
      .execute();
    const oldest = await ctx.db
      .selectFrom('work_timings')
      .select('finished_at')
      .where('kind', '=', timing.kind)
      .orderBy('finished_at', 'desc')
      .offset(KEPT_RUNS)
      .limit(1)
      .executeTakeFirst();
    if (oldest) {
      await ctx.db
        .deleteFrom('work_timings')
        .where('kind', '=', timing.kind)
        .where('finished_at', '<=', Number(oldest.finished_at))
        .execute();
    }
  } catch (err) {
    ctx.log.warn({ err, kind: timing.kind }, 'work timing not recorded');
  }
}

/** The kind's speed over its latest runs; undefined when none has been measured yet. */
export async function measuredSpeed(
  db: Db,
  kind: WorkKindValue,
): Promise<MeasuredSpeed | undefined> {
  const runs = await db
    .selectFrom('work_timings')
    .select(['input_units', 'work_ms'])
    .where('kind', '=', kind)
    .orderBy('finished_at', 'desc')
    .limit(RECENT_RUNS)
    .execute();
  if (runs.length === 0) return undefined;
  const ms = runs.reduce((sum, r) => sum + Number(r.work_ms), 0);
  const units = runs.reduce((sum, r) => sum + Number(r.input_units), 0);
  return { msPerUnit: ms / units, msPerRun: ms / runs.length };
}
