import {
  MAX_TALKING_VIDEO_SECONDS,
  speechTooLongMessage,
  VideoStatus,
  type VoiceSettings,
} from '@talkreel/contract';
import { renderTalkingVideo, SpeechProviderError } from '@talkreel/engine';
import type { AppContext } from '../../app-context';
import type { JobRun } from '../../jobs/base-job';
import { type JobPayload, jobDefinitions } from '../../jobs/job-names';
import { ObjectNotFoundError } from '../../ports/storage/object-store';
import { actorSpecFor } from '../actors/actor-spec';
import { renderProgressReporter } from '../progress/render-progress';
import { recordWorkTiming, WorkKind } from '../progress/work-timings';
import { recordLatestVideoImage } from '../tree/latest-video-image';
import { loadSpeech, speechFor } from '../voices/speech/speech-cache';
import { SpeechUnavailableError } from '../voices/speech/voice-engine';
import { emitVideoEvents } from '../webhooks/resource-events';
import { PermanentVideoError } from './permanent-video-error';
import { pictureRenderOptions } from './picture/render-picture';
import { storedPictureOf } from './picture/stored-picture';
import type { VideoRow } from './policy';
import { tryPosterThumbnails } from './poster-thumbnails';
import { enqueueRender, markVideosFailed } from './render-queue';
import { takeVideoForJob } from './render-scheduler';
import { type RenderWatch, renderScenes } from './scenes/render-scenes';
import { deleteSceneParts, type ScenePartRow } from './scenes/scene-parts';
import type { StoredScene } from './scenes/stored-scenes';
import { inWorkDir, putVideoFiles, videoFilesIn } from './stored-files';
import { videoFileKeys, videoPrefix } from './video-keys';

/** A failed card's reason when the server's disk is full (the operator sees it in /readyz). */
export const OUT_OF_SPACE_REASON = 'The server is out of disk space; please retry the video later';

/**
 * Job `video.render`: takes a video fairly (render-scheduler.ts), then speech (from the cache when a preview already made it), the lip-synced
 * render, the four files stored, the row finished and the project's thumbnail updated. A
 * multi-scene video renders scene by scene and resumes from its first unfinished scene
 * (scenes/render-scenes.ts). A failure retries with the queue's backoff; after the last try (or
 * at once, when retrying cannot help) the video is marked failed.
 */
export async function renderVideoJob(ctx: AppContext, job: JobRun<JobPayload<'video.render'>>) {
  // The fairest waiting video, or the one this job already holds from an earlier try; none
  // when every waiting video is taken (or this job's video was deleted or finished meanwhile).
  const video = await takeVideoForJob(ctx, job.jobId);
  if (!video) return;
  try {
    await renderAndStore(ctx, video, job.signal);
  } catch (err) {
    if (job.signal.aborted) throw err;
    if (!(await stillInProgress(ctx, video.id))) {
      ctx.log.info({ videoId: video.id }, 'video deleted while it rendered: render stopped');
      // A deleted video's folder went with it; a part stored since then would be an orphan.
      if (!(await rowExists(ctx, video.id))) await ctx.storage.deletePrefix(videoPrefix(video));
      return;
    }
    const permanent = isPermanent(err);
    const lastTry = job.attempt >= jobDefinitions['video.render'].attempts;
    if (isOutOfSpace(err)) {
      ctx.log.error(
        { err, videoId: video.id, attempt: job.attempt },
        'video render failed: disk full',
      );
    } else {
      ctx.log.warn(
        { err, videoId: video.id, attempt: job.attempt, permanent },
        'video render failed',
      );
    }
    if (permanent || lastTry) await markVideosFailed(ctx, [video.id], reasonOf(err));
    if (!permanent) throw err;
  }
}

/**
 * The queue gave up on a render whose last try's worker died. The video it held is failed, so
 * the user can retry it; a video it had not taken yet goes back to the queue under a new job.
 */
export async function renderJobAbandoned(
  ctx: AppContext,
  job: { jobId: string; payload: JobPayload<'video.render'> },
): Promise<void> {
  const held = await ctx.db
    .updateTable('videos')
    .set({ video_status: VideoStatus.FAILED, error: reasonOf(null), updated_at: ctx.now() })
    .where('render_job', '=', job.jobId)
    .where('video_status', '=', VideoStatus.IN_PROGRESS)
    .returning('id')
    .execute();
  if (held.length > 0) {
    await emitVideoEvents(
      ctx,
      held.map((v) => v.id),
    );
    return;
  }
  const waiting = await ctx.db
    .selectFrom('videos')
    .select(['id', 'retries'])
    .where('id', '=', job.payload.video_id)
    .where('video_status', '=', VideoStatus.IN_PROGRESS)
    .where('render_job', 'is', null)
    .executeTakeFirst();
  if (waiting) await enqueueRender(ctx, waiting);
}

/** Whether the video still waits for this render (not deleted, not settled elsewhere). */
async function stillInProgress(ctx: AppContext, videoId: string): Promise<boolean> {
  const row = await ctx.db
    .selectFrom('videos')
    .select('video_status')
    .where('id', '=', videoId)
    .executeTakeFirst();
  return row?.video_status === VideoStatus.IN_PROGRESS;
}

async function rowExists(ctx: AppContext, videoId: string): Promise<boolean> {
  const row = await ctx.db
    .selectFrom('videos')
    .select('id')
    .where('id', '=', videoId)
    .executeTakeFirst();
  return row !== undefined;
}

/** The video was deleted while it rendered: nothing to record, nothing to retry. */
class VideoGoneError extends Error {
  constructor() {
    super('The video was deleted while it rendered');
  }
}

/**
 * An abort signal for the render: the job's own, or the video no longer being in progress (it
 * was deleted, or its project). `check` looks, at most one look at a time.
 */
function stillWanted(ctx: AppContext, videoId: string, jobSignal: AbortSignal): RenderWatch {
  const stop = new AbortController();
  jobSignal.addEventListener('abort', () => stop.abort(jobSignal.reason), { once: true });
  let looking = false;
  const check = () => {
    if (looking || stop.signal.aborted) return;
    looking = true;
    stillInProgress(ctx, videoId)
      .then(
        (wanted) => {
          if (!wanted) stop.abort(new VideoGoneError());
        },
        () => undefined, // a failed look is no reason to stop
      )
      .finally(() => {
        looking = false;
      });
  };
  return { signal: stop.signal, check };
}

interface Rendered {
  seconds: number;
  speechRowId: string | null;
  posterThumbs: string | null;
  /** Multi-scene videos: the scenes with their times, and the parts to drop once recorded. */
  scenes?: StoredScene[];
  parts?: ScenePartRow[];
}

async function renderAndStore(ctx: AppContext, video: VideoRow, signal: AbortSignal) {
  const started = Date.now();
  const keys = videoFileKeys(video);
  const wanted = stillWanted(ctx, video.id, signal);
  const report = renderProgressReporter(ctx, video.id);
  const rendered: Rendered = video.scenes
    ? await renderScenes(ctx, video, keys, wanted, report)
    : await renderOneScript(ctx, video, keys, wanted, report);
  const { seconds } = rendered;

  const now = ctx.now();
  const done = await ctx.db
    .updateTable('videos')
    .set({
      video_status: VideoStatus.FINISHED,
      video_key: keys.video,
      compressed_video_key: keys.compressed,
      poster_key: keys.poster,
      poster_thumbs: rendered.posterThumbs,
      srt_key: keys.srt,
      tts_audio_id: rendered.speechRowId,
      duration_ms: Math.round(seconds * 1000),
      ...(rendered.scenes ? { scenes: JSON.stringify(rendered.scenes) } : {}),
      error: null,
      updated_at: now,
      finished_at: now,
    })
    .where('id', '=', video.id)
    .where('video_status', '=', VideoStatus.IN_PROGRESS)
    .executeTakeFirst();
  if (Number(done.numUpdatedRows) === 0) {
    // Deleted while rendering: its files would be orphans. A row still there was settled by
    // another try of this job (a worker that lost its lease and carried on): the files it
    // points at are the very keys just written, so they stay.
    if (!(await rowExists(ctx, video.id))) await ctx.storage.deletePrefix(videoPrefix(video));
    return;
  }
  if (rendered.parts) {
    // Joined and recorded: the parts have served. A failed clean-up leaves files that go with
    // the video's folder.
    await deleteSceneParts(ctx, video.id, rendered.parts).catch((err: unknown) =>
      ctx.log.warn({ err, videoId: video.id }, 'deleting scene parts failed'),
    );
  }
  await recordLatestVideoImage(ctx.db, video.project_id, keys.poster, now);
  await emitVideoEvents(ctx, [video.id]);
  ctx.log.info(
    { videoId: video.id, seconds: Math.round(seconds * 10) / 10, ms: Date.now() - started },
    'video rendered',
  );
  // Speech included: estimates are of the whole wait, from submit to a finished card.
  await recordWorkTiming(ctx, {
    kind: WorkKind.VIDEO,
    inputUnits: video.input_text.length,
    mediaSeconds: seconds,
    workMs: Date.now() - started,
  });
}

/** A video of one script: speech, the lip-synced render and its four files stored. */
async function renderOneScript(
  ctx: AppContext,
  video: VideoRow,
  keys: ReturnType<typeof videoFileKeys>,
  wanted: RenderWatch,
  report: (ratio: number) => void,
): Promise<Rendered> {
  const [actor, voice] = await Promise.all([
    ctx.db.selectFrom('actors').selectAll().where('id', '=', video.actor_id).executeTakeFirst(),
    ctx.db.selectFrom('voices').selectAll().where('id', '=', video.voice_id).executeTakeFirst(),
  ]);
  if (!actor) throw new PermanentVideoError('The actor of this video was deleted');
  if (!voice) throw new PermanentVideoError('The voice of this video was deleted');

  const { row: speechRow, fresh } = await speechFor(ctx, {
    voice,
    actorId: actor.id,
    text: video.input_text,
    settings: JSON.parse(video.voice_settings) as VoiceSettings,
    name: voice.name,
    userId: video.user_id,
  });
  const speech = fresh ?? (await loadSpeech(ctx, speechRow));
  const seconds = speech.samples.length / speech.sampleRate;
  if (seconds > MAX_TALKING_VIDEO_SECONDS) {
    throw new PermanentVideoError(speechTooLongMessage(seconds));
  }

  const posterThumbs = await inWorkDir('video', async (dir) => {
    const outputs = videoFilesIn(dir);
    await renderTalkingVideo({
      actor: await actorSpecFor(ctx, actor, dir),
      speech,
      outputs,
      // Format, size, background, layout, logo, caption style (older rows: 9:16 720p as ever).
      ...(await pictureRenderOptions(ctx, video, storedPictureOf(video.picture), dir)),
      captions: video.burn_captions === 1,
      signal: wanted.signal,
      // Once a second of video: a video deleted (or its project) meanwhile stops its render
      // instead of holding the render slot to the end.
      // It also records how far the render is, for the card's progress and estimate.
      onProgress: (progress) => {
        wanted.check();
        report(progress.ratio);
      },
    });
    await putVideoFiles(ctx, keys, outputs);
    // Cards load these instead of the full-size poster (creation.md §9); they keep its aspect.
    return tryPosterThumbnails(ctx, keys.poster, outputs.poster);
  });
  return { seconds, speechRowId: speechRow.id, posterThumbs };
}

function isPermanent(err: unknown): boolean {
  if (err instanceof SpeechProviderError) return !err.retryable;
  return (
    err instanceof PermanentVideoError ||
    err instanceof SpeechUnavailableError ||
    err instanceof ObjectNotFoundError ||
    isOutOfSpace(err)
  );
}

/**
 * A write found the disk full (the store's volume, or the work folder's: ffmpeg then says so in
 * words). Retrying within the backoff's minutes would render the whole video again only to
 * fail the same way, so the video fails at once and its owner retries it once there is room.
 */
function isOutOfSpace(err: unknown): boolean {
  for (let e = err; e instanceof Error; e = e.cause) {
    if ((e as NodeJS.ErrnoException).code === 'ENOSPC') return true;
    if (/No space left on device/i.test(e.message)) return true;
  }
  return false;
}

/** What the user sees on a failed card: our own reasons verbatim, the rest summarised. */
function reasonOf(err: unknown): string {
  if (err instanceof PermanentVideoError) return err.message;
  if (isOutOfSpace(err)) return OUT_OF_SPACE_REASON;
  if (err instanceof SpeechUnavailableError)
    return 'The voice needs a speech provider that is not configured';
  if (err instanceof SpeechProviderError)
    return `The speech provider failed: ${err.providerMessage}`;
  return 'The video could not be rendered';
}
