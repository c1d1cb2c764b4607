import { z } from 'zod';

/** Base of every problem `type`: a stable URI per kind of refusal (RFC 9457 §3.1.1). */
export const PROBLEM_TYPE_BASE = 'https://talkreel.dev/problems/';

/** The kinds of problem the public API answers, by their `type` slug. */
export const ProblemSlug = {
  INVALID_REQUEST: 'invalid-request',
  VALIDATION_FAILED: 'validation-failed',
  UNAUTHORIZED: 'unauthorized',
  FORBIDDEN: 'forbidden',
  INSUFFICIENT_SCOPE: 'insufficient-scope',
  NOT_FOUND: 'not-found',
  CONFLICT: 'conflict',
  IDEMPOTENCY_CONFLICT: 'idempotency-key-reused',
  IDEMPOTENCY_IN_PROGRESS: 'idempotency-key-in-progress',
  PAYLOAD_TOO_LARGE: 'payload-too-large',
  UNSUPPORTED_MEDIA_TYPE: 'unsupported-media-type',
  METHOD_NOT_ALLOWED: 'method-not-allowed',
  RATE_LIMITED: 'rate-limited',
  INTERNAL: 'internal-error',
} as const;
export type ProblemSlug = (typeof ProblemSlug)[keyof typeof ProblemSlug];

export const problemType = (slug: ProblemSlug) => `${PROBLEM_TYPE_BASE}${slug}`;

/** One failing field of a refused request: a JSON pointer-like dotted path and why. */
export const problemFieldError = z.object({
  /** Where the field is: `body.script`, `query.limit`, `path.id`. */
  field: z.string(),
  message: z.string(),
});
export type ProblemFieldError = z.infer<typeof problemFieldError>;

/** RFC 9457 problem details, plus our catalogue `code` (core.md §8). */
export const problem = z.object({
  type: z.string(),
  title: z.string(),
  status: z.number().int(),
  detail: z.string(),
  code: z.number().int(),
  instance: z.string().optional(),
  errors: z.array(problemFieldError).optional(),
});
export type Problem = z.infer<typeof problem>;
