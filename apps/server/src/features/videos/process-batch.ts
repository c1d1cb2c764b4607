import {
  ActorGenerateStatus,
  ActorMessage,
  Code,
  type processBatchRequest,
  VideoMessage,
  VideoStatus,
  type VideoTask,
  type videoBatchReply,
} from '@talkreel/contract';
import type { z } from 'zod';
import type { AppContext } from '../../app-context';
import { AppError } from '../../http/app-error';
import type { AuthUser } from '../../http/auth';
import { newId } from '../../lib/ids';
import { type ActorRow, authorizeActor } from '../actors/policy';
import { authorizeProject } from '../tree/policy';
import { authorizeVoice } from '../voices/policy';
import { unverifiedPairs } from '../voices/verification';
import type { VoiceRow } from '../voices/voice-items';
import { recordVoiceUse } from '../voices/voice-usage';
import { assertInProgressCaps, lockCapScopes } from './in-progress-caps';
import { backgroundKeyOf, copyBackgroundUpload } from './picture/background-copy';
import { type ResolvedPicture, resolvePicture } from './picture/resolve-picture';
import type { VideoRow } from './policy';
import { enqueueRender, markVideosFailed } from './render-queue';
import { assertSpeechFits } from './speech-length';
import { toVideoItems } from './video-items';

export interface ProcessBatchOptions {
  /**
   * The public API makes videos without a previewed pair: the verified actor-voice pair (1020)
   * is a safeguard of the web page, not of the API (issue 25).
   */
  skipVerifiedPairs?: boolean;
  /** Stored with every video of the batch (public API). */
  title?: string | null;
  metadata?: Record<string, string> | null;
}

/**
 * POST /video/audio-video/process-batch: one video per task (one actor each) in a project of a
 * workspace the caller belongs to. Every actor-voice pair must have a verified preview (else
 * 1020 with the unverified pairs), the caller and the workspace must have room under their caps
 * of videos in progress (else 1011), and no script may speak for more than 2 minutes (else 1001).
 * Each task's picture is checked (stock id, own upload of the right kind: 1001) and stored.
 * Rows start in progress and a render job is queued for each; a refused batch creates nothing.
 */
export async function processBatch(
  ctx: AppContext,
  user: AuthUser,
  input: z.output<typeof processBatchRequest>,
  options: ProcessBatchOptions = {},
): Promise<z.input<typeof videoBatchReply>> {
  const project = await authorizeProject(ctx, user, 'write', input.tasks[0].project_id);
  const chosen: {
    task: VideoTask;
    actor: ActorRow;
    voice: VoiceRow;
    picture: ResolvedPicture;
  }[] = [];
  for (const task of input.tasks) {
    const actor = await authorizeActor(ctx, user, task.actor_id);
    if (actor.generate_status !== ActorGenerateStatus.READY) {
      throw new AppError(Code.OPERATION_FAILED, ActorMessage.ACTOR_NOT_READY);
    }
    const voice = await voiceOfTask(ctx, user, actor, task.voice_id);
    chosen.push({ task, actor, voice, picture: await resolvePicture(ctx, user.id, task) });
  }
  const unverified = options.skipVerifiedPairs
    ? []
    : await unverifiedPairs(
        ctx,
        user.id,
        chosen.map((c) => ({ actorId: c.actor.id, voiceId: c.voice.id })),
      );
  if (unverified.length) {
    throw new AppError(Code.AUDIO_NOT_VERIFIED, VideoMessage.AUDIO_NOT_VERIFIED, {
      pairs: unverified.map((p) => ({ actor_id: p.actorId, voice_id: p.voiceId })),
    });
  }

  const starting = chosen.map(() => ({ userId: user.id, workspaceId: project.workspace_id }));
  // Counted before any speech is made (a refused batch costs nothing), and again under a lock.
  await assertInProgressCaps(ctx.db, starting);
  await assertSpeechFits(
    ctx,
    user.id,
    chosen.map(({ task, actor, voice }) => ({
      voice,
      actorId: actor.id,
      text: task.text,
      settings: task.voice_settings,
    })),
  );

  const now = ctx.now();
  const copies: { key: string; upload: NonNullable<ResolvedPicture['upload']> }[] = [];
  const rows: VideoRow[] = chosen.map(({ task, actor, voice, picture }) => {
    const id = newId();
    const stored = { ...picture.picture };
    if (picture.upload) {
      stored.background_key = backgroundKeyOf(
        { workspace_id: project.workspace_id, id },
        picture.upload.file_key,
      );
      copies.push({ key: stored.background_key, upload: picture.upload });
    }
    return {
      id,
      task_id: newId(),
      workspace_id: project.workspace_id,
      project_id: project.id,
      user_id: user.id,
      actor_id: actor.id,
      actor_name: actor.name,
      actor_model_id: actor.model_id,
      voice_id: voice.id,
      voice_settings: JSON.stringify(task.voice_settings),
      voice_model_name: task.voice_model_name ?? voice.model_name,
      scene_id: task.scene_id,
      input_text: task.text,
      video_status: VideoStatus.IN_PROGRESS,
      video_key: null,
      compressed_video_key: null,
      poster_key: null,
      poster_thumbs: null,
      srt_key: null,
      burn_captions: task.burn_captions ? 1 : 0,
      tts_audio_id: null,
      duration_ms: null,
      error: null,
      retries: 0,
      created_at: now,
      updated_at: now,
      finished_at: null,
      queued_at: now,
      render_job: null,
      render_started_at: null,
      render_progress: null,
      title: options.title ?? null,
      metadata: options.metadata ? JSON.stringify(options.metadata) : null,
      picture: JSON.stringify(stored),
    };
  });
  await ctx.db.transaction().execute(async (trx) => {
    await lockCapScopes(trx, ctx.dbKind, starting);
    await assertInProgressCaps(trx, starting);
    await trx.insertInto('videos').values(rows).execute();
    for (const { actor, voice } of chosen) {
      // "Most Popular" orders actors by the videos made with them.
      await trx
        .updateTable('actors')
        .set((eb) => ({ use_count: eb('use_count', '+', 1) }))
        .where('id', '=', actor.id)
        .execute();
      await recordVoiceUse(trx, user.id, voice.id, now);
    }
  });
  try {
    // After the rows (a refused batch copies nothing), before any render can look for them.
    for (const { key, upload } of copies) await copyBackgroundUpload(ctx, key, upload);
    for (const row of rows) await enqueueRender(ctx, row);
  } catch (err) {
    // Rows without a job would stay "in progress" for ever; show them as failed (retryable).
    await markVideosFailed(
      ctx,
      rows.map((r) => r.id),
      'Could not queue the video',
    );
    throw err;
  }
  return { total: rows.length, videos: await toVideoItems(ctx, user.id, rows) };
}

/**
 * The task's voice. An unknown one (deleted since the browser chose it) is refused naming its
 * actor (`data.actor_id`, `voice_id`), so the client can ask for another voice for that actor.
 */
async function voiceOfTask(
  ctx: AppContext,
  user: AuthUser,
  actor: ActorRow,
  voiceId: string,
): Promise<VoiceRow> {
  try {
    return await authorizeVoice(ctx, user, voiceId);
  } catch (err) {
    if (err instanceof AppError && err.code === Code.NOT_FOUND) {
      throw new AppError(Code.NOT_FOUND, err.message, { actor_id: actor.id, voice_id: voiceId });
    }
    throw err;
  }
}
