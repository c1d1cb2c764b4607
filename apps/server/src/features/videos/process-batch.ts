import {
  ActorGenerateStatus,
  ActorMessage,
  Code,
  type processBatchRequest,
  type SceneInput,
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
import { type ChosenScene, storedScenesFor } from './scenes/chosen-scenes';
import { assertScenesFit, assertSpeechFits } from './speech-length';
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
 * A task with scenes (issue 27) is one video: every scene's actor, voice, pair and background
 * is checked as a task's would be (a refusal names its scene), each scene speaks for at most
 * 2 minutes and all of them for at most 10. Rows start in progress and a render job is queued
 * for each; a refused batch creates nothing.
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
    /** A multi-scene video's scenes (scene 1's actor and voice are the above); else null. */
    scenes: ChosenScene[] | null;
  }[] = [];
  for (const given of input.tasks) {
    const task = oneSceneAsTask(given);
    const picture = await resolvePicture(ctx, user.id, task);
    if (!task.scenes) {
      chosen.push({ task, ...(await speakerOf(ctx, user, task)), picture, scenes: null });
      continue;
    }
    const scenes: ChosenScene[] = [];
    for (const [i, scene] of task.scenes.entries()) {
      scenes.push(await namingScene(i, chooseScene(ctx, user, task, scene)));
    }
    chosen.push({ task, actor: scenes[0].actor, voice: scenes[0].voice, picture, scenes });
  }
  const speakers = chosen.flatMap((c): { actor: ActorRow; voice: VoiceRow }[] => c.scenes ?? [c]);
  const unverified = options.skipVerifiedPairs
    ? []
    : await unverifiedPairs(
        ctx,
        user.id,
        speakers.map((c) => ({ actorId: c.actor.id, voiceId: c.voice.id })),
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
    chosen
      .filter((c) => !c.scenes)
      .map(({ task, actor, voice }) => ({
        voice,
        actorId: actor.id,
        text: task.text,
        settings: task.voice_settings,
      })),
  );
  for (const { scenes } of chosen) {
    if (!scenes) continue;
    await assertScenesFit(
      ctx,
      user.id,
      scenes.map(({ scene, actor, voice }) => ({
        voice,
        actorId: actor.id,
        text: scene.text,
        settings: scene.voice_settings,
      })),
    );
  }

  const now = ctx.now();
  const copies: { key: string; upload: NonNullable<ResolvedPicture['upload']> }[] = [];
  const rows: VideoRow[] = chosen.map(({ task, actor, voice, picture, scenes }) => {
    const id = newId();
    const stored = { ...picture.picture };
    if (picture.upload) {
      stored.background_key = backgroundKeyOf(
        { workspace_id: project.workspace_id, id },
        picture.upload.file_key,
      );
      copies.push({ key: stored.background_key, upload: picture.upload });
    }
    const storedScenes = scenes
      ? storedScenesFor({ workspace_id: project.workspace_id, id }, scenes, copies)
      : null;
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
      // A multi-scene video's text is all it says, scene after scene (its card, its estimate).
      input_text: scenes ? scenes.map((s) => s.scene.text).join('\n\n') : task.text,
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
      scenes: storedScenes && JSON.stringify(storedScenes),
      transition: storedScenes ? task.transition : null,
    };
  });
  await ctx.db.transaction().execute(async (trx) => {
    await lockCapScopes(trx, ctx.dbKind, starting);
    await assertInProgressCaps(trx, starting);
    await trx.insertInto('videos').values(rows).execute();
    for (const c of chosen) {
      const used: { actor: ActorRow; voice: VoiceRow }[] = c.scenes ?? [c];
      // "Most Popular" orders actors by the videos made with them (once per video).
      for (const actorId of new Set(used.map((s) => s.actor.id))) {
        await trx
          .updateTable('actors')
          .set((eb) => ({ use_count: eb('use_count', '+', 1) }))
          .where('id', '=', actorId)
          .execute();
      }
      for (const voiceId of new Set(used.map((s) => s.voice.id))) {
        await recordVoiceUse(trx, user.id, voiceId, now);
      }
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
 * A task whose scene list holds one scene is a video of one script: today's video, with the
 * scene's background and layout where it has them (its script, actor and voice are already the
 * task's). Only a list of two or more makes a multi-scene video.
 */
function oneSceneAsTask(task: VideoTask): VideoTask {
  if (!task.scenes || task.scenes.length > 1) return task;
  const [scene] = task.scenes;
  return {
    ...task,
    scenes: undefined,
    background: scene.background ?? task.background,
    layout: scene.layout ?? task.layout,
  };
}

/** A scene's actor and voice, checked as a task's, and its own background if it has one. */
async function chooseScene(
  ctx: AppContext,
  user: AuthUser,
  task: VideoTask,
  scene: SceneInput,
): Promise<ChosenScene> {
  const { actor, voice } = await speakerOf(ctx, user, scene);
  const own = scene.background
    ? await resolvePicture(ctx, user.id, { ...task, background: scene.background })
    : null;
  return {
    scene,
    actor,
    voice,
    background: own?.picture.background ?? null,
    upload: own?.upload ?? null,
  };
}

/** A scene's refusal says which scene it is ("Scene 2: ..."), with the same code and data. */
async function namingScene<T>(index: number, work: Promise<T>): Promise<T> {
  try {
    return await work;
  } catch (err) {
    if (err instanceof AppError) {
      const data = err.data && typeof err.data === 'object' ? err.data : {};
      throw new AppError(err.code, `Scene ${index + 1}: ${err.message}`, {
        ...data,
        scene_index: index,
      });
    }
    throw err;
  }
}

/** The actor (ready) and voice (the caller's to use) of a task or a scene. */
async function speakerOf(
  ctx: AppContext,
  user: AuthUser,
  speaker: { actor_id: string; voice_id: string },
): Promise<{ actor: ActorRow; voice: VoiceRow }> {
  const actor = await authorizeActor(ctx, user, speaker.actor_id);
  if (actor.generate_status !== ActorGenerateStatus.READY) {
    throw new AppError(Code.OPERATION_FAILED, ActorMessage.ACTOR_NOT_READY);
  }
  return { actor, voice: await voiceOfTask(ctx, user, actor, speaker.voice_id) };
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
