import type { AppContext } from '../app-context';
import { actorJobAbandoned, makeActorJob } from '../features/actors/custom/make-actor-job';
import { backfillMattesJob } from '../features/actors/matte/backfill-mattes';
import { matteActorJob } from '../features/actors/matte/matte-actor-job';
import { workflowTickJob } from '../features/agent/workflow/workflow-tick';
import { feedBatchJob } from '../features/batches/feed-batch';
import { renderStockIdleVideo } from '../features/stock/idle-video-job';
import { seedStockJob } from '../features/stock/seed-job';
import { prepareVideoJob } from '../features/uploads/prepare-video-job';
import { renderJobAbandoned, renderVideoJob } from '../features/videos/render-video';
import { cloneJobAbandoned, cloneVoiceJob } from '../features/voices/clone/clone-job';
import { forgetProviderVoiceJob } from '../features/voices/clone/forget-provider-voice';
import { backfillVoicePeaksJob } from '../features/voices/peaks/backfill-peaks';
import { deliverWebhookJob } from '../features/webhooks/deliver-job';
import { jobDuration, jobsRunning } from '../ops/metrics';
import { requestIdOf } from '../ops/request-context';
import { backfillThumbnailsJob } from './backfill-thumbnails';
import type { JobRun } from './base-job';
import { type JobName, type JobPayload, jobDefinitions, jobNames } from './job-names';
import { purgeExpired } from './purge-expired';
import { userJobStarted } from './user-jobs';

export type JobHandlerOf<N extends JobName> = (
  ctx: AppContext,
  job: JobRun<JobPayload<N>>,
) => Promise<void>;

/** One handler per registered job name; the type makes a missing one a compile error too. */
export type JobHandlers = { [N in JobName]: JobHandlerOf<N> };

export const jobHandlers: JobHandlers = {
  'maintenance.purge-expired': purgeExpired,
  'video.render': renderVideoJob,
  'stock.seed': seedStockJob,
  'stock.idle-video': renderStockIdleVideo,
  'voice.clone': cloneVoiceJob,
  'voice.forget': forgetProviderVoiceJob,
  'voice.backfill-peaks': backfillVoicePeaksJob,
  'actor.create': makeActorJob,
  'actor.matte': matteActorJob,
  'actor.matte-backfill': backfillMattesJob,
  'agent.workflow-tick': workflowTickJob,
  'thumbnails.backfill': backfillThumbnailsJob,
  'webhook.deliver': deliverWebhookJob,
  'batch.feed': feedBatchJob,
  'upload.prepare-video': prepareVideoJob,
};

/**
 * What a job's owner records when the queue gives up on a job whose last try's worker died
 * (no handler ran to the end to record it): without these, its video or actor would stay
 * "in progress" for ever. Each must be idempotent (several processes may hear of it).
 */
export type AbandonedHandlers = {
  [N in JobName]?: (
    ctx: AppContext,
    job: { jobId: string; payload: JobPayload<N> },
  ) => Promise<void>;
};

export const abandonedHandlers: AbandonedHandlers = {
  'video.render': renderJobAbandoned,
  'actor.create': actorJobAbandoned,
  'voice.clone': cloneJobAbandoned,
};

/**
 * Makes this process a worker for every job. Throws, registering nothing, when a job name has
 * no handler, so a half-wired build fails at start-up rather than leaving jobs to pile up.
 */
export function registerJobHandlers(
  ctx: AppContext,
  handlers: Partial<JobHandlers> = jobHandlers,
): void {
  const missing = jobNames.filter((name) => typeof handlers[name] !== 'function');
  if (missing.length > 0)
    throw new Error(`no handler for job ${missing.join(', ')}: add it to jobs/handlers.ts`);
  for (const name of jobNames) register(ctx, name, handlers[name] as JobHandlerOf<typeof name>);
}

function register<N extends JobName>(ctx: AppContext, name: N, handler: JobHandlerOf<N>) {
  const definition = jobDefinitions[name];
  ctx.queue.process(
    name,
    async (job) => {
      const reqId = requestIdOf(job.payload) ?? job.jobId;
      // Every line the job logs names the request that queued it (Fastify's own key, reqId).
      const log = ctx.log.child({ reqId, job: name, jobId: job.jobId, attempt: job.attempt });
      // Jobs it queues in turn carry the same request id.
      const run = () =>
        handler(
          { ...ctx, log, requestId: reqId },
          { ...job, payload: definition.payload.parse(job.payload) as JobPayload<N> },
        );
      const stopTimer = jobDuration.startTimer({ kind: name });
      jobsRunning.inc({ kind: name });
      const ended = definition.priority === 'user' ? userJobStarted() : () => {};
      log.info('job started');
      try {
        await run();
        const seconds = stopTimer({ outcome: 'completed' });
        log.info({ durationMs: Math.round(seconds * 1000) }, 'job completed');
      } catch (err) {
        const seconds = stopTimer({ outcome: 'failed' });
        log.warn({ err, durationMs: Math.round(seconds * 1000) }, 'job failed');
        throw err;
      } finally {
        ended();
        jobsRunning.dec({ kind: name });
      }
    },
    {
      concurrency: concurrencyOf(ctx, name),
      priority: definition.priority,
      onAbandoned: abandonedHandlers[name]
        ? async ({ jobId, payload }) => {
            ctx.log.error({ job: name, jobId }, 'job abandoned: its last try’s worker died');
            await abandonedHandlers[name]?.(ctx, {
              jobId,
              payload: definition.payload.parse(payload) as JobPayload<N>,
            });
          }
        : undefined,
    },
  );
}

/** Renders per process are a setting (RENDER_CONCURRENCY); other jobs keep their definition's. */
function concurrencyOf(ctx: AppContext, name: JobName): number {
  if (name === 'video.render')
    return ctx.config.renderConcurrency ?? jobDefinitions[name].concurrency;
  return jobDefinitions[name].concurrency;
}
