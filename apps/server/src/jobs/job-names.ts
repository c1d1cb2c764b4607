import { z } from 'zod';
import { defineJob } from './base-job';

/**
 * Every background job: its name and payload schema, with any defaults it overrides.
 * Each name needs a handler in handlers.ts; a process refuses to start without one.
 * `priority: 'user'` marks the jobs a user waits for (renders, clones, own actors); the rest
 * (stock seeding, backfills, purges) are background jobs by default (base-job.ts).
 */
export const jobDefinitions = {
  /** Deletes expired sign-in state, stale rate-limit windows and old finished jobs, hourly. */
  'maintenance.purge-expired': defineJob({
    payload: z.object({}),
    attempts: 3,
    backoffMs: 60_000,
  }),
  /**
   * A render slot for one video: queued once per video that enters "in progress", but the worker
   * renders whichever waiting video is fairest when it starts (features/videos/render-scheduler.ts);
   * `video_id` names the video it was queued for. The default tries; concurrency is RENDER_CONCURRENCY.
   */
  'video.render': defineJob({
    payload: z.object({ video_id: z.string().min(1) }),
    priority: 'user',
  }),
  /** Adds missing stock voices and actors (pictures first), then queues their idle videos. */
  'stock.seed': defineJob({
    payload: z.object({ limit: z.number().int().min(0).nullish() }),
    attempts: 3,
    backoffMs: 30_000,
  }),
  /**
   * Makes one own voice (issue 8): clone with a provider or match offline, then speak its sample.
   * One try: a provider failure is reported to the user, who starts again; a stalled task times
   * out on its deadline.
   */
  'voice.clone': defineJob({
    payload: z.object({ task_id: z.string().min(1) }),
    attempts: 1,
    priority: 'user',
  }),
  /**
   * Makes one own actor from its photo or video (issue 9). One try: unusable input fails the
   * actor with its reason and the user retries (POST /video/retry-failed-template).
   */
  'actor.create': defineJob({
    payload: z.object({ actor_id: z.string().min(1) }),
    attempts: 1,
    priority: 'user',
  }),
  /**
   * Computes the person matte of one own photo or video actor (issue 26; features/actors/matte),
   * queued once the actor is ready and by the backfill. A background job: the actor is usable
   * without it (it renders without a matte meanwhile). Its last failed try records that the
   * actor has none, so the backfill does not take it up again.
   */
  'actor.matte': defineJob({
    payload: z.object({ actor_id: z.string().min(1) }),
    attempts: 3,
    backoffMs: 60_000,
    priority: 'background',
  }),
  /**
   * Queues `actor.matte` for own actors made before mattes were (one page of actors per run,
   * then the next page); scheduled at worker start.
   */
  'actor.matte-backfill': defineJob({
    payload: z.object({ after: z.string().nullish() }),
    attempts: 3,
    backoffMs: 60_000,
    priority: 'background',
  }),
  /**
   * Deletes a voice we cloned from the provider's account once nothing of ours can use it (the
   * owner deleted it, its account went, or its clone failed after the provider had made it):
   * provider plans cap how many cloned voices an account holds. The payload names the provider's
   * id, since the voice's row may already be gone. Retried while the provider is unreachable.
   */
  'voice.forget': defineJob({
    payload: z.object({
      provider: z.enum(['elevenlabs', 'minimax']),
      provider_voice_id: z.string().min(1),
    }),
    attempts: 6,
    backoffMs: 60_000,
  }),
  /**
   * Computes the waveform of every stored voice sample that has none (voices made before peaks
   * were kept); queued after each stock seed. A background job.
   */
  'voice.backfill-peaks': defineJob({ payload: z.object({}), attempts: 3, backoffMs: 60_000 }),
  /** Renders one stock actor's idle preview video. */
  'stock.idle-video': defineJob({
    payload: z.object({ actor_id: z.string().min(1) }),
    attempts: 3,
    backoffMs: 30_000,
  }),
  /**
   * The agents' daily workflow deliveries (issue 10), every minute: opens the daily windows that
   * are due and sends the deliveries due. Each delivery keeps its own tries and backoff
   * (features/agent/workflow/send-delivery.ts); the job's own retries are there so a tick that
   * could not queue the next one (database briefly away) does not end the chain.
   */
  'agent.workflow-tick': defineJob({
    payload: z.object({}),
    attempts: 3,
    backoffMs: 10_000,
    // A few reads and HTTP posts an agent's endpoint expects on time; no render's worth of work.
    priority: 'user',
  }),
  /**
   * Makes a confirmed video upload render-ready (issue 26, features/uploads/prepare-video-job.ts).
   * A user who uploads a background usually generates within seconds, and a render made before
   * it is done takes the upload as it is: so it runs with the jobs users wait for.
   */
  'upload.prepare-video': defineJob({
    payload: z.object({ upload_id: z.string().min(1) }),
    attempts: 2,
    backoffMs: 30_000,
    priority: 'user',
  }),
  /**
   * Makes the thumbnails of posters stored before thumbnails were made with every poster (issue
   * 24), a batch per run; a run queues the next while any remain (jobs/backfill-thumbnails.ts).
   */
  'thumbnails.backfill': defineJob({
    payload: z.object({ round: z.number().int().min(0) }),
    attempts: 3,
    backoffMs: 60_000,
    // Cards show the full poster meanwhile: no user waits for it.
    priority: 'background',
  }),
  /**
   * One round of a personalised batch's feeder (issue 28, features/batches/feed-batch.ts): settles
   * rows whose videos ended, puts waiting rows in progress as the caps allow, queues the next
   * round. Only the batch's latest round runs, so retries and restarts never feed it twice.
   */
  'batch.feed': defineJob({
    payload: z.object({ batch_id: z.string().min(1), round: z.number().int().min(0) }),
    attempts: 5,
    backoffMs: 5_000,
    // The next rows of someone's batch: a few reads and inserts, no render's worth of work.
    priority: 'user',
  }),
  /**
   * One attempt at one webhook delivery (issue 25, features/webhooks/attempt-delivery.ts). Each
   * retry of a failed delivery is a job of its own, queued with the retry's delay; these tries
   * only cover a worker that died mid-attempt (the delivery's claim lapses, then it is retaken).
   */
  'webhook.deliver': defineJob({
    payload: z.object({ delivery_id: z.string().min(1) }),
    attempts: 5,
    backoffMs: 30_000,
    // Receivers wait for events on time; each attempt is one HTTP post of at most 10 s.
    priority: 'user',
    concurrency: 4,
  }),
};

export type JobName = keyof typeof jobDefinitions;
export type JobPayload<N extends JobName> = z.infer<(typeof jobDefinitions)[N]['payload']>;
export const jobNames = Object.keys(jobDefinitions) as JobName[];
