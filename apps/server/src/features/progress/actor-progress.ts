import { ActorGenerateType, CustomActorStatus, type WorkProgress } from '@talkreel/contract';
import type { AppContext } from '../../app-context';
import type { ActorRow } from '../actors/policy';
import { lineProgress } from './queued-work';
import { measuredSpeed, WorkKind } from './work-timings';

const GENERATING = [CustomActorStatus.QUEUED, CustomActorStatus.PROCESSING];

/** The progress of each own actor being made among `rows` (issue 24), in the actors' line. */
export async function actorProgress(
  ctx: Pick<AppContext, 'db' | 'now'>,
  rows: Pick<ActorRow, 'id' | 'owner_user_id' | 'generate_status'>[],
): Promise<Map<string, WorkProgress>> {
  const ids = rows
    .filter((a) => a.owner_user_id !== null && GENERATING.includes(Number(a.generate_status) as 0))
    .map((a) => a.id);
  if (ids.length === 0) return new Map();
  const [photo, video, line] = await Promise.all([
    measuredSpeed(ctx.db, WorkKind.PHOTO_ACTOR),
    measuredSpeed(ctx.db, WorkKind.VIDEO_ACTOR),
    ctx.db
      .selectFrom('actors')
      .select(['id', 'generate_type', 'generate_status', 'work_started_at', 'updated_at'])
      .where('owner_user_id', 'is not', null)
      .where('generate_status', 'in', GENERATING)
      .execute(),
  ]);
  return lineProgress(
    line.map((a) => ({
      id: a.id,
      startedAt:
        Number(a.generate_status) === CustomActorStatus.PROCESSING
          ? Number(a.work_started_at ?? a.updated_at)
          : null,
      // Created or regenerated: either sets updated_at as it queues the actor.
      queuedAt: Number(a.updated_at),
      expectedMs: (Number(a.generate_type) === ActorGenerateType.IMAGE ? photo : video)?.msPerRun,
    })),
    ids,
    ctx.now(),
  );
}
