/**
 * Every failed call becomes one of these. `business`: the server answered with a code other
 * than 200; `http`: no envelope; `network`/`timeout`: no answer; `validation`: the reply did
 * not match its contract schema.
 */
export type ApiErrorKind = 'business' | 'http' | 'network' | 'timeout' | 'validation';

export class ApiError extends Error {
  readonly kind: ApiErrorKind;
  /** Business code of the envelope, when there was one. */
  readonly code: number | null;
  /** HTTP status; 0 when the request never got an answer, 408 on timeout. */
  readonly status: number;
  readonly data: unknown;

  constructor(init: {
    kind: ApiErrorKind;
    message: string;
    status: number;
    code?: number | null;
    data?: unknown;
  }) {
    super(init.message);
    this.name = 'ApiError';
    this.kind = init.kind;
    this.status = init.status;
    this.code = init.code ?? null;
    this.data = init.data ?? null;
  }
}

export const isApiError = (e: unknown): e is ApiError => e instanceof ApiError;
