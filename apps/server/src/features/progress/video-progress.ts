import { VideoStatus, type WorkProgress } from '@talkreel/contract';
import type { AppContext } from '../../app-context';
import type { VideoRow } from '../videos/policy';
import { fairOrder } from './fair-line';
import { runningRemainingMs, toSeconds } from './remaining';
import { measuredSpeed, WorkKind } from './work-timings';

/**
 * The progress of each in-progress video among `rows` (issue 24). A video being rendered has
 * the percent its render reports; a waiting one its place in line as the fair scheduler will
 * serve it (fair-line.ts). Time left comes from this server's measured render speed, the work
 * ahead shared among its render slots, then its own render.
 */
export async function videoProgress(
  ctx: Pick<AppContext, 'db' | 'now' | 'config'>,
  rows: Pick<VideoRow, 'id' | 'video_status'>[],
): Promise<Map<string, WorkProgress>> {
  const result = new Map<string, WorkProgress>();
  if (!rows.some((v) => Number(v.video_status) === VideoStatus.IN_PROGRESS)) return result;
  const [speed, line] = await Promise.all([
    measuredSpeed(ctx.db, WorkKind.VIDEO),
    ctx.db
      .selectFrom('videos')
      .select((eb) => [
        'id',
        'user_id',
        'queued_at',
        'created_at',
        'render_job',
        'render_progress',
        'render_started_at',
        eb.fn<number>('length', ['input_text']).as('chars'),
      ])
      .where('video_status', '=', VideoStatus.IN_PROGRESS)
      .execute(),
  ]);
  const makers = [...new Set(line.map((v) => v.user_id))];
  const served = makers.length
    ? await ctx.db
        .selectFrom('videos')
        .select((eb) => ['user_id', eb.fn.max('render_started_at').as('last')])
        .where('user_id', 'in', makers)
        .groupBy('user_id')
        .execute()
    : [];
  const now = ctx.now();
  const slots = Math.max(1, ctx.config.renderConcurrency ?? 1);
  const expected = (chars: number) => (speed ? speed.msPerUnit * Number(chars) : undefined);
  const byId = new Map(line.map((v) => [v.id, v]));

  const rendering = line.filter((v) => v.render_job !== null);
  const percentOf = (v: (typeof line)[number]) =>
    Math.min(99, Math.max(0, Number(v.render_progress ?? 0)));
  const leftOf = (v: (typeof line)[number]) =>
    runningRemainingMs({
      percent: percentOf(v),
      elapsedMs: now - Number(v.render_started_at ?? now),
      expectedMs: expected(v.chars),
    });
  const order = fairOrder(
    line.map((v) => ({
      id: v.id,
      userId: v.user_id,
      rendering: v.render_job !== null,
      startedAt: Number(v.render_started_at ?? 0),
      queuedAt: Number(v.queued_at ?? v.created_at),
    })),
    new Map(served.map((s) => [s.user_id, Number(s.last ?? 0)])),
    slots,
  );

  for (const row of rows) {
    const v = byId.get(row.id);
    if (!v) continue;
    if (v.render_job !== null) {
      result.set(v.id, {
        percent: percentOf(v),
        ahead: 0,
        remaining_seconds: toSeconds(leftOf(v)),
      });
      continue;
    }
    const before = order.slice(0, order.indexOf(v.id)).map((id) => byId.get(id));
    let remaining: number | undefined;
    if (speed) {
      const inHand = rendering.reduce((sum, r) => sum + (leftOf(r) ?? speed.msPerRun), 0);
      const queued = before.reduce((sum, w) => sum + (w ? (expected(w.chars) ?? 0) : 0), 0);
      remaining = (inHand + queued) / slots + (expected(v.chars) ?? 0);
    }
    result.set(v.id, {
      percent: 0,
      ahead: rendering.length + before.length,
      remaining_seconds: toSeconds(remaining),
    });
  }
  return result;
}
