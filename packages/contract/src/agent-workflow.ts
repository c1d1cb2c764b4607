import { z } from 'zod';
import { idInput } from './fields';

// ---- The agent's workflow delivery (issue 10): daily signed webhook POSTs of finished videos ----

/** Where a delivery stands: waiting its turn, being sent, waiting to retry, or done either way. */
export const WorkflowDeliveryStatus = {
  PENDING: 'pending',
  SENDING: 'sending',
  RETRYING: 'retrying',
  DELIVERED: 'delivered',
  FAILED: 'failed',
} as const;
export type WorkflowDeliveryStatus =
  (typeof WorkflowDeliveryStatus)[keyof typeof WorkflowDeliveryStatus];

/** A video delivery, or the sample one the workflow screen's "send test delivery" button sends. */
export const WorkflowDeliveryKind = { VIDEO: 'video', TEST: 'test' } as const;

/** Deliveries POST /agent/workflow/deliveries lists, newest first. */
export const WORKFLOW_DELIVERY_LIST_SIZE = 20;
/** One attempt (connect, send, answer) must finish within this; slower counts as a failure. */
export const WORKFLOW_TIMEOUT_MS = 10_000;
/** Tries of one video delivery, the first included; the last failure is final. */
export const WORKFLOW_MAX_ATTEMPTS = 6;
/** Wait before the first retry; each later one waits twice the previous (1, 2, 4, 8, 16 min). */
export const WORKFLOW_RETRY_BASE_MS = 60_000;
/**
 * Finished deliveries (delivered or failed) are removed this long after they were made, except
 * each agent's last WORKFLOW_DELIVERY_LIST_SIZE, so its list never empties on its own.
 */
export const WORKFLOW_DELIVERY_KEEP_MS = 30 * 24 * 3600_000;
/** How long the media links of a delivery stay valid. */
export const WORKFLOW_LINK_TTL_SEC = 24 * 3600;

/** Test deliveries one agent may send per window (each is an outbound request). */
export const WORKFLOW_TEST_LIMIT = 10;
export const WORKFLOW_TEST_WINDOW_MS = 10 * 60_000;

export const WorkflowMessage = {
  NO_ADDRESS: 'Please save a workflow address first',
} as const;

/** Request headers of every delivery. */
export const WorkflowHeader = {
  /** `t=<unix seconds>,v1=<hex HMAC-SHA256 of "<t>.<raw body>" keyed with the signing secret>` */
  SIGNATURE: 'X-Talkreel-Signature',
  /** `video.finished` or `workflow.test`. */
  EVENT: 'X-Talkreel-Event',
  /** The delivery id: the same on every retry of one delivery, so a receiver can dedupe. */
  DELIVERY: 'X-Talkreel-Delivery',
} as const;

export const WorkflowEvent = { VIDEO_FINISHED: 'video.finished', TEST: 'workflow.test' } as const;

/** What the signature covers: the timestamp, a dot, then the raw request body. */
export const workflowSignedText = (timestamp: string | number, body: string) =>
  `${timestamp}.${body}`;

export const workflowAgentInput = z.object({ agent_id: idInput('Agent id') });

export const workflowDelivery = z.object({
  id: z.string(),
  kind: z.enum([WorkflowDeliveryKind.VIDEO, WorkflowDeliveryKind.TEST]),
  /** Null for a test delivery. */
  video_id: z.string().nullable(),
  status: z.enum([
    WorkflowDeliveryStatus.PENDING,
    WorkflowDeliveryStatus.SENDING,
    WorkflowDeliveryStatus.RETRYING,
    WorkflowDeliveryStatus.DELIVERED,
    WorkflowDeliveryStatus.FAILED,
  ]),
  /** The receiver's answer to the last attempt; null when none came (timeout, refused address). */
  http_status: z.number().int().nullable(),
  attempts: z.number().int(),
  /** Why the last attempt failed; null once delivered. */
  error: z.string().nullable(),
  created_at: z.string(),
  delivered_at: z.string().nullable(),
  /** When the next try is due (pending and retrying deliveries), else null. */
  next_attempt_at: z.string().nullable(),
});
export type WorkflowDelivery = z.infer<typeof workflowDelivery>;

/** POST /agent/workflow/deliveries: the last deliveries and the key that signs them. */
export const workflowDeliveriesReply = z.object({
  /** HMAC key of the X-Talkreel-Signature header; only the agent's admins see it. */
  signing_secret: z.string(),
  deliveries: z.array(workflowDelivery),
});

/** POST /agent/workflow/test-delivery: the sample delivery's outcome, sent while the caller waits. */
export const workflowTestDeliveryReply = z.object({ delivery: workflowDelivery });

/** The JSON body of a delivery, documented in the README for the agent's side. */
export const workflowDeliveryBody = z.object({
  event: z.enum([WorkflowEvent.VIDEO_FINISHED, WorkflowEvent.TEST]),
  delivery_id: z.string(),
  agent_id: z.string(),
  /** ISO time of this attempt (the signature's timestamp is the one to check). */
  sent_at: z.string(),
  video: z.object({
    id: z.string(),
    task_id: z.string(),
    /** The script the actor speaks. */
    script: z.string(),
    duration: z.number().nullable(),
    created_at: z.string(),
    finished_at: z.string().nullable(),
  }),
  user: z.object({ id: z.string(), username: z.string(), email: z.string() }),
  project: z.object({ id: z.string(), name: z.string() }),
  /** Signed links that work without credentials until `expires_at`; null when absent. */
  media: z.object({
    video_url: z.string().nullable(),
    compressed_video_url: z.string().nullable(),
    poster_url: z.string().nullable(),
    srt_url: z.string().nullable(),
    expires_at: z.string(),
  }),
});
export type WorkflowDeliveryBody = z.infer<typeof workflowDeliveryBody>;
