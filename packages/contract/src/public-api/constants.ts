/** The public API (issue 25): a second door for other systems onto the same features. */

export const PUBLIC_API_BASE_PATH = '/api/public/v1';
/** Where the readable reference of the public API is served. */
export const PUBLIC_API_DOCS_PATH = '/docs/api';

export const PUBLIC_API_PAGE_LIMIT_MAX = 100;
export const PUBLIC_API_PAGE_LIMIT_DEFAULT = 20;

/** How long an `Idempotency-Key` answers its first result. */
export const IDEMPOTENCY_TTL_MS = 24 * 3600_000;
/** Longest accepted `Idempotency-Key` value. */
export const IDEMPOTENCY_KEY_MAX_LENGTH = 255;

/** Per key and minute, unless PUBLIC_API_READS_PER_MINUTE / PUBLIC_API_WRITES_PER_MINUTE say otherwise. */
export const PUBLIC_API_READS_PER_MINUTE = 600;
export const PUBLIC_API_WRITES_PER_MINUTE = 60;
export const PUBLIC_API_RATE_WINDOW_MS = 60_000;

/** Every API key's secret starts with this (`tr_` + 32 random bytes in base62). */
export const API_KEY_PREFIX = 'tr_';
/** Characters of the secret kept in the clear to recognise a key (`tr_` + 7). */
export const API_KEY_SHOWN_PREFIX_LENGTH = 10;

export const API_KEY_SCOPES = ['read', 'write'] as const;
export type ApiKeyScope = (typeof API_KEY_SCOPES)[number];

/** Request and reply headers of the public API, as sent on the wire. */
export const PublicApiHeader = {
  IDEMPOTENCY_KEY: 'Idempotency-Key',
  ON_BEHALF_OF: 'Talkreel-On-Behalf-Of',
  /** Set on a reply replayed from an earlier call with the same Idempotency-Key. */
  IDEMPOTENT_REPLAYED: 'Idempotent-Replayed',
  RATE_LIMIT_LIMIT: 'RateLimit-Limit',
  RATE_LIMIT_REMAINING: 'RateLimit-Remaining',
  RATE_LIMIT_RESET: 'RateLimit-Reset',
  RETRY_AFTER: 'Retry-After',
} as const;

export const PROBLEM_CONTENT_TYPE = 'application/problem+json';

/**
 * A key's secret: the prefix and 43 base-62 digits. Session tokens (43 base64url characters)
 * never match, so a token is told apart by its shape before anything is looked up.
 */
export const API_KEY_PATTERN = /^tr_[0-9A-Za-z]{43}$/;
export const isApiKeySecret = (token: string) => API_KEY_PATTERN.test(token);
