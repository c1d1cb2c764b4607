import {
  Code,
  JSON_BODY_MAX_BYTES,
  PROBLEM_CONTENT_TYPE,
  type Problem,
  type ProblemFieldError,
  ProblemSlug,
  problemType,
} from '@talkreel/contract';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from '../../../http/app-error';

/** A refusal of the public API, answered as RFC 9457 problem details. */
export class ApiProblem extends Error {
  constructor(
    readonly status: number,
    readonly slug: ProblemSlug,
    detail: string,
    readonly code: number,
    readonly errors?: ProblemFieldError[],
    /** Extra reply headers (Retry-After, WWW-Authenticate). */
    readonly headers: Record<string, string> = {},
    /** Extension members of the problem (RFC 9457 §3.2), e.g. a batch's row `problems`. */
    readonly extensions: Record<string, unknown> = {},
  ) {
    super(detail);
  }
}

const TITLES: Record<number, string> = {
  400: 'Bad Request',
  401: 'Unauthorized',
  403: 'Forbidden',
  404: 'Not Found',
  405: 'Method Not Allowed',
  409: 'Conflict',
  413: 'Content Too Large',
  415: 'Unsupported Media Type',
  422: 'Unprocessable Content',
  429: 'Too Many Requests',
  500: 'Internal Server Error',
};

/**
 * Business codes of the catalogue (core.md §8) as honest HTTP statuses. A service's 1001 / 1012
 * is a well-formed request it cannot act on (unknown actor, script too long): 422. Requests that
 * are not well-formed never reach a service; they are refused as 400 before (request-input.ts).
 */
const BY_CODE: Record<number, [number, ProblemSlug]> = {
  [Code.INVALID_INPUT]: [422, ProblemSlug.VALIDATION_FAILED],
  [Code.INVALID_FORMAT]: [422, ProblemSlug.VALIDATION_FAILED],
  [Code.SIGN_IN_REQUIRED]: [401, ProblemSlug.UNAUTHORIZED],
  [Code.SESSION_EXPIRED]: [401, ProblemSlug.UNAUTHORIZED],
  [Code.ACCESS_RESTRICTED]: [403, ProblemSlug.FORBIDDEN],
  [Code.ACCOUNT_SUSPENDED]: [403, ProblemSlug.FORBIDDEN],
  [Code.NOT_FOUND]: [404, ProblemSlug.NOT_FOUND],
  [Code.ALREADY_EXISTS]: [409, ProblemSlug.CONFLICT],
  [Code.OPERATION_FAILED]: [409, ProblemSlug.CONFLICT],
  [Code.AUDIO_NOT_VERIFIED]: [409, ProblemSlug.CONFLICT],
  [Code.SLOW_DOWN]: [429, ProblemSlug.RATE_LIMITED],
  [Code.UPLOAD_FAILED]: [400, ProblemSlug.INVALID_REQUEST],
  [Code.SIGN_IN_FAILED]: [400, ProblemSlug.INVALID_REQUEST],
  [Code.INVALID_CODE]: [400, ProblemSlug.INVALID_REQUEST],
  [Code.AUTHORIZATION_FAILED]: [400, ProblemSlug.INVALID_REQUEST],
};

/** The problem of a thrown business error. */
export function problemOfAppError(err: AppError): ApiProblem {
  const data = err.data as { reason?: string; max_bytes?: number } | null;
  if (err.code === Code.UPLOAD_FAILED && data?.reason === 'too_large') {
    return new ApiProblem(413, ProblemSlug.PAYLOAD_TOO_LARGE, err.message, err.code);
  }
  const known = BY_CODE[err.code];
  if (!known) return new ApiProblem(500, ProblemSlug.INTERNAL, err.message, err.code);
  const fields = (data as { fields?: Record<string, string> } | null)?.fields;
  const errors = fields
    ? Object.entries(fields).map(([field, message]) => ({ field: `body.${field}`, message }))
    : undefined;
  const headers: Record<string, string> =
    known[0] === 401 ? { 'www-authenticate': 'Bearer realm="talkreel"' } : {};
  // A refused batch lists every row problem (issue 28).
  const problems = (data as { problems?: unknown } | null)?.problems;
  const extensions = Array.isArray(problems) ? { problems } : {};
  return new ApiProblem(known[0], known[1], err.message, err.code, errors, headers, extensions);
}

/**
 * Fastify's own refusals (malformed JSON, a body too large, an unknown media type): the client's
 * fault, so a 4xx problem, never a 5xx.
 */
export function problemOfFastifyError(
  err: { statusCode?: number; code?: string; message?: string },
  req: FastifyRequest,
): ApiProblem | null {
  const status = err.statusCode;
  if (!status || status < 400 || status >= 500) return null;
  if (status === 413 || err.code === 'FST_ERR_CTP_BODY_TOO_LARGE') {
    const limit = req.routeOptions.bodyLimit ?? JSON_BODY_MAX_BYTES;
    return new ApiProblem(
      413,
      ProblemSlug.PAYLOAD_TOO_LARGE,
      `Request body is larger than ${limit} bytes`,
      Code.INVALID_INPUT,
    );
  }
  if (status === 415) {
    return new ApiProblem(
      415,
      ProblemSlug.UNSUPPORTED_MEDIA_TYPE,
      'Send the request body as application/json',
      Code.INVALID_FORMAT,
    );
  }
  const detail = err.code?.startsWith('FST_ERR_CTP')
    ? `The request body is not valid JSON: ${err.message ?? ''}`.trim()
    : (err.message ?? 'Bad request');
  return new ApiProblem(400, ProblemSlug.INVALID_REQUEST, detail, Code.INVALID_FORMAT);
}

export const internalProblem = (requestId: string) =>
  new ApiProblem(
    500,
    ProblemSlug.INTERNAL,
    `Internal server error (request ${requestId})`,
    Code.SYSTEM_ERROR,
  );

/** Sends `p` as application/problem+json; headers set before (rate limits) are kept. */
export function sendProblem(req: FastifyRequest, reply: FastifyReply, p: ApiProblem) {
  const body: Problem & Record<string, unknown> = {
    ...p.extensions,
    type: problemType(p.slug),
    title: TITLES[p.status] ?? 'Error',
    status: p.status,
    detail: p.message,
    code: p.code,
    instance: req.url.split('?')[0],
  };
  if (p.errors?.length) body.errors = p.errors;
  for (const [k, v] of Object.entries(p.headers)) reply.header(k, v);
  return reply.status(p.status).type(PROBLEM_CONTENT_TYPE).send(JSON.stringify(body));
}

/** Any thrown error as a problem: ours, a business error, Fastify's, or an unexpected 500. */
export function problemOf(err: unknown, req: FastifyRequest): ApiProblem {
  if (err instanceof ApiProblem) return err;
  if (err instanceof AppError) return problemOfAppError(err);
  return (
    problemOfFastifyError(err as { statusCode?: number }, req) ?? internalProblem(String(req.id))
  );
}
