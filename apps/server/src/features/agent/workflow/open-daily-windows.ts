import {
  MemberRole,
  VideoStatus,
  WorkflowDeliveryKind,
  WorkflowDeliveryStatus,
} from '@talkreel/contract';
import type { AppContext } from '../../../app-context';
import { newId } from '../../../lib/ids';
import { DAY_MS, latestSlot } from './subscription-slot';
import { workflowStateOf } from './workflow-state';

/**
 * Opens each subscribed agent's daily window once its hour has come: picks up to
 * subscription_frequency videos of its sub-users that finished since the previous window and
 * were never delivered, and queues a delivery for each. A window missed while no server ran
 * opens late, at the next tick. Returns how many deliveries were queued.
 */
export async function openDailyWindows(ctx: AppContext): Promise<number> {
  const now = ctx.now();
  const agents = await ctx.db
    .selectFrom('agents')
    .leftJoin('agent_workflow_state as s', 's.agent_id', 'agents.id')
    .select([
      'agents.id',
      'agents.subscription_time',
      'agents.subscription_frequency',
      's.window_at',
    ])
    .where('agents.workflow_address', '!=', '')
    .where('agents.subscription_frequency', '>', 0)
    .execute();
  let queued = 0;
  for (const agent of agents) {
    const slot = latestSlot(now, Number(agent.subscription_time));
    if (agent.window_at !== null && !isLaterDay(slot, Number(agent.window_at))) continue;
    queued += await openWindow(ctx, agent.id, slot, Number(agent.subscription_frequency));
  }
  return queued;
}

/**
 * One window per UTC day: an hour moved later the same day waits for tomorrow, so moving it never
 * sends more than subscription_frequency videos in a day.
 */
const isLaterDay = (slot: number, previous: number) =>
  Math.floor(slot / DAY_MS) > Math.floor(previous / DAY_MS);

async function openWindow(ctx: AppContext, agentId: string, slot: number, cap: number) {
  const state = await workflowStateOf(ctx, agentId);
  const previous = state.window_at === null ? null : Number(state.window_at);
  if (previous !== null && !isLaterDay(slot, previous)) return 0;
  const now = ctx.now();
  return ctx.db.transaction().execute(async (trx) => {
    // Compare-and-set: of several processes ticking at once, only one moves the window on.
    const moved = await trx
      .updateTable('agent_workflow_state')
      .set({ window_at: slot })
      .where('agent_id', '=', agentId)
      .where((eb) =>
        previous === null ? eb('window_at', 'is', null) : eb('window_at', '=', previous),
      )
      .executeTakeFirst();
    if (Number(moved.numUpdatedRows) !== 1) return 0;
    // The first window looks back one day; later ones start where the previous one ended.
    const since = previous ?? slot - DAY_MS;
    // A sub-user's videos in workspaces the agent's users own: one made in an outsider's
    // workspace (a sub-user may be invited anywhere) is that outsider's, not the agent's to get.
    const videos = await trx
      .selectFrom('videos')
      .innerJoin('users', 'users.id', 'videos.user_id')
      .innerJoin('workspace_members as owner', (join) =>
        join
          .onRef('owner.workspace_id', '=', 'videos.workspace_id')
          .on('owner.role', '=', MemberRole.OWNER),
      )
      .innerJoin('users as owner_user', 'owner_user.id', 'owner.user_id')
      .select('videos.id')
      .where('users.agent_id', '=', agentId)
      .where('owner_user.agent_id', '=', agentId)
      .where('videos.video_status', '=', VideoStatus.FINISHED)
      .where('videos.finished_at', '>', since)
      .where('videos.finished_at', '<=', slot)
      .where((eb) =>
        eb.not(
          eb.exists(
            eb
              .selectFrom('agent_workflow_deliveries as d')
              .select('d.id')
              .where('d.agent_id', '=', agentId)
              .whereRef('d.video_id', '=', 'videos.id'),
          ),
        ),
      )
      .orderBy('videos.finished_at')
      .orderBy('videos.id')
      .limit(cap)
      .execute();
    if (videos.length === 0) return 0;
    const inserted = await trx
      .insertInto('agent_workflow_deliveries')
      .values(
        videos.map((v) => ({
          id: newId(),
          agent_id: agentId,
          kind: WorkflowDeliveryKind.VIDEO,
          video_id: v.id,
          status: WorkflowDeliveryStatus.PENDING,
          attempts: 0,
          http_status: null,
          error: null,
          next_attempt_at: now,
          delivered_at: null,
          created_at: now,
          updated_at: now,
        })),
      )
      // The unique (agent, video) index is the last word: a video already queued stays single.
      .onConflict((oc) => oc.columns(['agent_id', 'video_id']).doNothing())
      .executeTakeFirst();
    return Number(inserted.numInsertedOrUpdatedRows ?? videos.length);
  });
}
