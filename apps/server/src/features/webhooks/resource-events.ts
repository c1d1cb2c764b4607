import {
  CloneStatus,
  CustomActorStatus,
  VideoStatus,
  type WebhookEventType,
} from '@talkreel/contract';
import type { AppContext } from '../../app-context';
import { toPublicActor } from '../public-api/resources/actors/actor-resource';
import { toPublicVideo } from '../public-api/resources/videos/video-resource';
import { toPublicVoice } from '../public-api/resources/voices/voice-resource';
import { managedWorkspaces } from '../workspaces/policy';
import { emitWebhookEvent } from './emit-event';

/**
 * The events of the places where work settles (renders, own actors, clones). They never fail
 * their caller: the work is done either way, and a lost event is logged rather than undoing it.
 */
async function safely(ctx: AppContext, what: Record<string, string>, emit: () => Promise<unknown>) {
  try {
    await emit();
  } catch (err) {
    ctx.log.error({ err, ...what }, 'webhook event not recorded');
  }
}

/** `video.completed` or `video.failed` for each video, as its status now is, to its workspace. */
export async function emitVideoEvents(ctx: AppContext, videoIds: string[]): Promise<void> {
  if (!videoIds.length) return;
  const rows = await ctx.db.selectFrom('videos').selectAll().where('id', 'in', videoIds).execute();
  for (const row of rows) {
    const status = Number(row.video_status);
    const type: WebhookEventType | null =
      status === VideoStatus.FINISHED
        ? 'video.completed'
        : status === VideoStatus.FAILED
          ? 'video.failed'
          : null;
    if (!type) continue;
    await safely(ctx, { video_id: row.id }, () =>
      emitWebhookEvent(ctx, row.workspace_id, type, () => toPublicVideo(ctx, row)),
    );
  }
}

/*
 * An own actor's or voice's events go to the workspaces its owner manages (owner or admin),
 * whose keys act with that person's rights and so see it; a member's own actors and voices
 * stay theirs.
 */

/** `actor.ready` or `actor.failed` for an own actor that has just settled. */
export async function emitActorEvent(ctx: AppContext, actorId: string): Promise<void> {
  await safely(ctx, { actor_id: actorId }, async () => {
    const row = await ctx.db
      .selectFrom('actors')
      .selectAll()
      .where('id', '=', actorId)
      .executeTakeFirst();
    if (!row?.owner_user_id) return;
    const status = Number(row.generate_status);
    const type: WebhookEventType | null =
      status === CustomActorStatus.READY
        ? 'actor.ready'
        : status === CustomActorStatus.FAILED
          ? 'actor.failed'
          : null;
    if (!type) return;
    for (const workspaceId of await managedWorkspaces(ctx, row.owner_user_id))
      await emitWebhookEvent(ctx, workspaceId, type, () => toPublicActor(ctx, row));
  });
}

/** `voice.ready` or `voice.failed` for an own voice whose clone has just ended. */
export async function emitVoiceEvent(ctx: AppContext, voiceId: string): Promise<void> {
  await safely(ctx, { voice_id: voiceId }, async () => {
    const row = await ctx.db
      .selectFrom('voices')
      .selectAll()
      .where('id', '=', voiceId)
      .executeTakeFirst();
    if (!row?.owner_user_id) return;
    const status = Number(row.process_status);
    const type: WebhookEventType = status === CloneStatus.SUCCESS ? 'voice.ready' : 'voice.failed';
    if (status === CloneStatus.PROCESSING) return;
    for (const workspaceId of await managedWorkspaces(ctx, row.owner_user_id))
      await emitWebhookEvent(ctx, workspaceId, type, () => toPublicVoice(ctx, row));
  });
}
