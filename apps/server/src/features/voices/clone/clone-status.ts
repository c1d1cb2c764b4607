import {
  CloneMessage,
  CloneStatus,
  type cloneProcessingReply,
  type savedAudioInfo,
  VoiceSource,
} from '@talkreel/contract';
import type { z } from 'zod';
import type { AppContext } from '../../../app-context';
import { forbidden, notFound } from '../../../http/app-error';
import type { AuthUser } from '../../../http/auth';
import { administersUser } from '../../agent/policy';
import { cloneProgress } from '../../progress/clone-progress';
import { mediaUrl } from '../../tree/media-url';
import { isoTime } from '../../tree/paging';
import { type CloneTaskRow, labelOf, ownCloneTask } from './clone-policy';
import { finishCloneTask } from './finish-clone';

/** A processing task past its deadline is reported (and recorded) as timed out. */
async function settleDeadline(ctx: AppContext, task: CloneTaskRow): Promise<CloneTaskRow> {
  if (task.status !== CloneStatus.PROCESSING || ctx.now() <= task.deadline_at) return task;
  await finishCloneTask(ctx, task, { status: CloneStatus.TIMEOUT, error: CloneMessage.TIMEOUT });
  return ctx.db
    .selectFrom('clone_tasks')
    .selectAll()
    .where('id', '=', task.id)
    .executeTakeFirstOrThrow();
}

/** GET /audio/processing-status/{task_id}: 1 processing, 2 success, 3 failed, 4 timeout. */
export async function cloneProcessingStatus(
  ctx: AppContext,
  user: AuthUser,
  taskId: string,
): Promise<z.input<typeof cloneProcessingReply>> {
  const task = await settleDeadline(ctx, await ownCloneTask(ctx, user, taskId));
  const voice =
    task.status === CloneStatus.SUCCESS
      ? await ctx.db
          .selectFrom('voices')
          .select(['id', 'sample_key'])
          .where('id', '=', task.voice_id)
          .executeTakeFirst()
      : undefined;
  return {
    process_status: task.status,
    sample_url: voice?.sample_key ? await mediaUrl(ctx, voice.sample_key) : null,
    task_id: task.id,
    audio_id: voice?.id ?? null,
    error: task.error,
    progress: await cloneProgress(ctx, task),
  };
}

/**
 * GET /audio/save-info/{id}: the saved own voice, by its id or its clone task's id. Only the
 * owner may read it, or the agent that made it for them.
 */
export async function saveInfo(
  ctx: AppContext,
  user: AuthUser,
  id: string,
): Promise<z.input<typeof savedAudioInfo>> {
  const byTask = await ctx.db
    .selectFrom('clone_tasks')
    .selectAll()
    .where('id', '=', id)
    .executeTakeFirst();
  const found =
    byTask ??
    (await ctx.db
      .selectFrom('clone_tasks')
      .selectAll()
      .where('voice_id', '=', id)
      .executeTakeFirst());
  const voice = await ctx.db
    .selectFrom('voices')
    .selectAll()
    .where('id', '=', found?.voice_id ?? id)
    .executeTakeFirst();
  if (voice?.source !== VoiceSource.MY || (voice.deleted_at !== null && !found)) {
    throw notFound(CloneMessage.TASK_NOT_FOUND);
  }
  // The voice's owner, or whoever started its clone (an agent acting for its sub-user), or an
  // admin of the owner's agent.
  const mayRead =
    voice.owner_user_id === user.id ||
    (found !== undefined && found.user_id === user.id) ||
    (voice.owner_user_id !== null && (await administersUser(ctx, user, voice.owner_user_id)));
  if (!mayRead) throw forbidden();
  // Only now may an overdue task be marked timed out: a stranger's call changes nothing.
  const task = byTask ? await settleDeadline(ctx, byTask) : found;
  return {
    created_at: isoTime(voice.created_at),
    id: voice.id,
    name: voice.name,
    process_status: task?.status ?? voice.process_status,
    sample_url: voice.sample_key ? await mediaUrl(ctx, voice.sample_key) : null,
    provider: voice.provider,
    task_id: task?.id ?? null,
    voice_tts_id: voice.voice_tts_id,
    label: labelOf(voice.provider),
    gender: voice.gender,
    language: voice.language,
  };
}
