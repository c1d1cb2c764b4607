import {
  CLONE_TASK_TIMEOUT_MS,
  CLONE_TASKS_PER_HOUR,
  CloneMessage,
  CloneStatus,
  Code,
  type cloneTaskReply,
  HOUR_MS,
  MAX_OWN_VOICES_PER_USER,
  Message,
  VoiceProvider,
  type VoiceProviderName,
  VoiceSource,
} from '@talkreel/contract';
import type { z } from 'zod';
import type { AppContext } from '../../../app-context';
import { AppError } from '../../../http/app-error';
import type { AuthUser } from '../../../http/auth';
import { countAttempt } from '../../../http/rate-limit';
import { enqueueJob } from '../../../jobs/enqueue-job';
import { newId } from '../../../lib/ids';
import { isoTime } from '../../tree/paging';
import { markUploadUsed, resolveFileUri } from '../../uploads/resolve-file-uri';
import { nameKey } from '../name-key';
import { ownNameTaken, providerUnavailable, targetUserId } from './clone-policy';

export interface StartClone {
  provider: VoiceProviderName;
  /** audio: the file is the recording; video: its audio track is extracted first. */
  source: 'audio' | 'video';
  audioName: string;
  fileUri: string;
  userId: string | null;
  language?: string | null;
}

/** The model an own voice of each provider speaks with (empty: the provider's default). */
const MODEL_OF: Record<VoiceProviderName, string> = {
  [VoiceProvider.ELEVENLABS]: 'eleven_multilingual_v2',
  [VoiceProvider.MINIMAX]: '',
  [VoiceProvider.LOCAL]: 'espeak-ng',
};

/**
 * Starts a clone task: checks the provider is configured, the file is the owner's confirmed
 * upload of the right kind and the name is free, then records the voice (processing) and its
 * task and queues the job. Nothing is stored when any check fails; only a started task counts
 * against the hourly cap.
 */
export async function startClone(
  ctx: AppContext,
  user: AuthUser,
  request: StartClone,
): Promise<z.input<typeof cloneTaskReply>> {
  const ownerId = await targetUserId(ctx, user, request.userId);
  const unavailable = providerUnavailable(ctx, request.provider);
  if (unavailable) {
    throw new AppError(
      Code.OPERATION_FAILED,
      `${CloneMessage.PROVIDER_NOT_CONFIGURED} (${unavailable})`,
    );
  }
  // The file is the caller's upload, also when an agent clones for a sub-user.
  const upload = await resolveFileUri(ctx, user.id, request.fileUri, request.source);
  if (await ownNameTaken(ctx, ownerId, request.audioName)) {
    throw new AppError(Code.ALREADY_EXISTS, Message.AUDIO_NAME_EXISTS);
  }
  const { n } = await ctx.db
    .selectFrom('voices')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('owner_user_id', '=', ownerId)
    .where('source', '=', VoiceSource.MY)
    .where('deleted_at', 'is', null)
    .executeTakeFirstOrThrow();
  if (Number(n) >= MAX_OWN_VOICES_PER_USER) {
    throw new AppError(Code.OPERATION_FAILED, CloneMessage.TOO_MANY_VOICES);
  }
  await countAttempt(ctx, `clone:${user.id}`, CLONE_TASKS_PER_HOUR, HOUR_MS);

  const now = ctx.now();
  const taskId = newId();
  const voiceId = newId();
  await ctx.db.transaction().execute(async (trx) => {
    await trx
      .insertInto('voices')
      .values({
        id: voiceId,
        // Replaced by the provider's id (or the local voice key) when the clone succeeds.
        voice_tts_id: `pending-${taskId}`,
        provider: request.provider,
        model_name: MODEL_OF[request.provider],
        owner_user_id: ownerId,
        source: VoiceSource.MY,
        name: request.audioName,
        name_key: nameKey(request.audioName),
        language: request.language ?? null,
        speed: 1,
        process_status: CloneStatus.PROCESSING,
        sort_order: 0,
        created_at: now,
        updated_at: now,
      })
      .execute();
    await trx
      .insertInto('clone_tasks')
      .values({
        id: taskId,
        user_id: user.id,
        voice_id: voiceId,
        provider: request.provider,
        source: request.source,
        upload_id: upload.id,
        status: CloneStatus.PROCESSING,
        deadline_at: now + CLONE_TASK_TIMEOUT_MS,
        created_at: now,
        updated_at: now,
      })
      .execute();
  });
  await markUploadUsed(ctx, upload.id);
  await enqueueJob(ctx, 'voice.clone', { task_id: taskId }, { jobId: `voice.clone@${taskId}` });
  return { task_id: taskId, status: CloneStatus.PROCESSING, created_at: isoTime(now) };
}
