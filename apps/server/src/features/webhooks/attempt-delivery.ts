import { WEBHOOK_RESPONSE_EXCERPT_BYTES } from '@talkreel/contract';
import type { AppContext } from '../../app-context';
import { enqueueJob } from '../../jobs/enqueue-job';
import { newId } from '../../lib/ids';
import { postWebhook, type WebhookOutcome } from '../agent/workflow/post-webhook';
import { recordEndpointHealth } from './endpoint-health';
import { signedHeaders, signingSecrets } from './signing';

/** Delivery states: waiting its turn, being sent, waiting to retry, or done either way. */
export const DeliveryState = {
  PENDING: 'pending',
  SENDING: 'sending',
  RETRYING: 'retrying',
  SUCCEEDED: 'succeeded',
  FAILED: 'failed',
} as const;

/** Event deliveries retry on their own; a test event or a resend is one attempt a person watches. */
export const DeliveryKind = { EVENT: 'event', TEST: 'test', RESEND: 'resend' } as const;

/** How long a claimed delivery stays ours: past the attempt's deadline, with a margin. */
export const claimMs = (ctx: Pick<AppContext, 'config'>) => ctx.config.webhookTimeoutMs + 60_000;

/** The job that makes attempt `attempt` of a delivery (its id dedupes a double queueing). */
export const queueDeliveryAttempt = (
  ctx: AppContext,
  deliveryId: string,
  attempt: number,
  delayMs = 0,
) =>
  enqueueJob(
    ctx,
    'webhook.deliver',
    { delivery_id: deliveryId },
    { jobId: `webhook.${deliveryId}.${attempt}`, delayMs },
  );

/** The delivery is claimed by a live sender, or not due yet: the job tries again later. */
export class DeliveryNotDueError extends Error {}

/**
 * Makes the next attempt of one delivery, if it is due: claims it (a conditional update on the
 * row as read, so of several workers only one sends, and a claim whose sender died lapses),
 * signs the message with the endpoint's current secrets, POSTs it through the workflow
 * deliveries' SSRF guard, records the attempt and schedules the retry (queued before the
 * outcome is written, so a worker dying in between loses nothing). Returns without sending when
 * the delivery is settled or gone; throws DeliveryNotDueError when it should be looked at later.
 */
export async function attemptDelivery(ctx: AppContext, deliveryId: string): Promise<void> {
  const due = await ctx.db
    .selectFrom('webhook_deliveries as d')
    .innerJoin('webhook_messages as m', 'm.id', 'd.message_id')
    .innerJoin('webhook_endpoints as e', 'e.id', 'd.endpoint_id')
    .select([
      'd.id',
      'd.kind',
      'd.status',
      'd.attempts',
      'd.next_attempt_at',
      'd.message_id',
      'm.body',
      'e.id as endpoint_id',
      'e.url',
      'e.enabled',
      'e.secret',
      'e.previous_secret',
      'e.previous_secret_until',
    ])
    .where('d.id', '=', deliveryId)
    .executeTakeFirst();
  if (!due) return;
  if (due.status === DeliveryState.SUCCEEDED || due.status === DeliveryState.FAILED) return;
  const now = ctx.now();
  if (Number(due.next_attempt_at ?? 0) > now)
    throw new DeliveryNotDueError(`delivery ${deliveryId} is claimed or not due yet`);
  const tried = Number(due.attempts);
  const attempt = tried + 1;
  const claim = await ctx.db
    .updateTable('webhook_deliveries')
    .set({
      status: DeliveryState.SENDING,
      attempts: attempt,
      next_attempt_at: now + claimMs(ctx),
      updated_at: now,
    })
    .where('id', '=', deliveryId)
    .where('status', '=', due.status)
    .where('attempts', '=', tried)
    .executeTakeFirst();
  // Another worker claimed it first: it records the outcome.
  if (Number(claim.numUpdatedRows) !== 1) return;

  const event = due.kind === DeliveryKind.EVENT;
  const started = Date.now();
  // A disabled endpoint gets no events (a person's test or resend still goes).
  const outcome: WebhookOutcome =
    event && Number(due.enabled) !== 1
      ? {
          ok: false,
          httpStatus: null,
          error: 'Not sent: the endpoint is disabled',
          retryable: false,
        }
      : await postWebhook(
          due.url,
          due.body,
          signedHeaders(signingSecrets(due, now), due.message_id, now, due.body),
          {
            allowPrivate: ctx.config.webhookAllowPrivate,
            timeoutMs: ctx.config.webhookTimeoutMs,
            what: 'The webhook URL',
          },
        );
  const durationMs = Date.now() - started;
  const at = ctx.now();
  const delays = ctx.config.webhookRetryDelaysMs;
  // Any failure is retried (a receiver may fix a 4xx within the day), except an address the
  // guard refuses, which no retry changes.
  const refused = outcome.httpStatus === null && !outcome.retryable;
  const retry = event && !outcome.ok && !refused && attempt <= delays.length;
  const wait = retry ? delays[attempt - 1] : 0;
  if (retry) await queueDeliveryAttempt(ctx, deliveryId, attempt + 1, wait);
  await ctx.db
    .insertInto('webhook_attempts')
    .values({
      id: newId(),
      delivery_id: deliveryId,
      attempt,
      at: now,
      status_code: outcome.httpStatus,
      duration_ms: durationMs,
      response_excerpt: excerptOf(outcome.responseBody),
      // An answer speaks for itself in the excerpt; the error says what else happened.
      error:
        outcome.ok || (outcome.httpStatus !== null && outcome.httpStatus < 300)
          ? null
          : errorOf(outcome),
    })
    .onConflict((oc) => oc.columns(['delivery_id', 'attempt']).doNothing())
    .execute();
  await ctx.db
    .updateTable('webhook_deliveries')
    .set({
      status: outcome.ok
        ? DeliveryState.SUCCEEDED
        : retry
          ? DeliveryState.RETRYING
          : DeliveryState.FAILED,
      next_attempt_at: retry ? at + wait : null,
      updated_at: at,
    })
    .where('id', '=', deliveryId)
    // Fenced to our claim: a worker that took over a lapsed claim owns the row now.
    .where('attempts', '=', attempt)
    .where('status', '=', DeliveryState.SENDING)
    .execute();
  ctx.log.info(
    {
      endpoint_id: due.endpoint_id,
      delivery_id: deliveryId,
      message_id: due.message_id,
      attempt,
      ok: outcome.ok,
      http_status: outcome.httpStatus,
      error: outcome.error,
      retry_in_ms: retry ? wait : null,
    },
    'webhook delivery attempt',
  );
  // Not an attempt at the endpoint: says nothing of its health.
  if (event && Number(due.enabled) !== 1) return;
  await recordEndpointHealth(ctx, due.endpoint_id, outcome.ok, at);
}

/** The start of the answer, at most WEBHOOK_RESPONSE_EXCERPT_BYTES, as text. */
function excerptOf(body: Buffer | undefined): string {
  if (!body?.length) return '';
  // A character cut in two at the end shows as one replacement mark; nothing else is lost.
  return body.subarray(0, WEBHOOK_RESPONSE_EXCERPT_BYTES).toString('utf8');
}

/** The attempt's error line: for an HTTP failure only its status (the excerpt has the rest). */
function errorOf(outcome: WebhookOutcome): string | null {
  if (outcome.httpStatus !== null && outcome.httpStatus >= 400) return `HTTP ${outcome.httpStatus}`;
  return outcome.error;
}
