export type SpeechProviderName = 'elevenlabs' | 'minimax';

/**
 * A cloud speech provider refused or failed a request. `status` is the HTTP status (0 when no
 * response arrived at all). `detail` is what the provider (or the network stack) said: it can
 * name internal addresses and proxies, so it is for logs only, and so is `message`, which
 * includes it. `publicMessage` is a fixed sentence for the kind of failure, safe to show users.
 */
export class SpeechProviderError extends Error {
  readonly provider: SpeechProviderName;
  readonly status: number;
  /** The provider's own explanation; log it, never send it to a client. */
  readonly detail: string;
  /** What a user may see: the kind of failure, without the provider's words. */
  readonly publicMessage: string;
  /** The provider's own error code when it has one (MiniMax reports errors with HTTP 200). */
  readonly providerCode: string | number | undefined;

  constructor(init: {
    provider: SpeechProviderName;
    status: number;
    detail: string;
    providerCode?: string | number;
    cause?: unknown;
  }) {
    const code = init.providerCode === undefined ? '' : ` (${init.providerCode})`;
    super(`${init.provider} speech failed with HTTP ${init.status}${code}: ${init.detail}`, {
      cause: init.cause,
    });
    this.name = 'SpeechProviderError';
    this.provider = init.provider;
    this.status = init.status;
    this.detail = init.detail;
    this.providerCode = init.providerCode;
    this.publicMessage = publicMessageOf(init.status, init.providerCode);
  }

  /** The reason to show a user: the same as `publicMessage` (the provider's words are `detail`). */
  get providerMessage(): string {
    return this.publicMessage;
  }

  /** Whether trying again later may succeed: rate limits, server errors and lost connections. */
  get retryable(): boolean {
    return (
      this.status === 0 ||
      this.status === 429 ||
      this.status >= 500 ||
      rateLimitCodes.has(this.providerCode)
    );
  }
}

/** The user-facing sentence for a failure, from its status and code alone. */
function publicMessageOf(status: number, code: string | number | undefined): string {
  if (status === 0) return 'the provider could not be reached';
  if (status === 401 || status === 403 || keyCodes.has(code)) {
    return 'the provider refused the API key';
  }
  if (status === 429 || rateLimitCodes.has(code)) return 'the provider is limiting requests';
  if (status >= 500) return 'the provider is unavailable';
  if (status < 300 && code === undefined) return 'the provider did not return usable audio';
  return 'the provider refused the request';
}

// ElevenLabs: invalid_api_key; MiniMax: 1004 authentication failed, 2049 invalid API key.
const keyCodes = new Set<string | number | undefined>(['invalid_api_key', 1004, 2049]);
// MiniMax: 1002 rate limit, 1039 token rate limit, 1001 timeout.
const rateLimitCodes = new Set<string | number | undefined>([1001, 1002, 1039]);

/** POSTs JSON, turning a failure to connect into a SpeechProviderError with status 0. */
export function postJson(
  provider: SpeechProviderName,
  url: URL,
  headers: Record<string, string>,
  body: unknown,
  signal: AbortSignal | undefined,
  timeoutMs: number,
): Promise<Response> {
  const json = { 'content-type': 'application/json', ...headers };
  return requestProvider(provider, 'POST', url, json, JSON.stringify(body), signal, timeoutMs);
}

/** POSTs a multipart form (fetch writes the boundary), with the same failure handling. */
export function postForm(
  provider: SpeechProviderName,
  url: URL,
  headers: Record<string, string>,
  form: FormData,
  signal: AbortSignal | undefined,
  timeoutMs: number,
): Promise<Response> {
  return requestProvider(provider, 'POST', url, headers, form, signal, timeoutMs);
}

/** Sends one request to a provider, turning a failure to connect into status 0. */
export async function requestProvider(
  provider: SpeechProviderName,
  method: 'POST' | 'DELETE',
  url: URL,
  headers: Record<string, string>,
  body: string | FormData | undefined,
  signal: AbortSignal | undefined,
  timeoutMs: number,
): Promise<Response> {
  const timeout = AbortSignal.timeout(timeoutMs);
  try {
    return await fetch(url, {
      method,
      headers,
      body,
      signal: signal ? AbortSignal.any([signal, timeout]) : timeout,
    });
  } catch (error) {
    // The caller's own abort is not a provider failure.
    if (signal?.aborted) throw error;
    const message = error instanceof Error ? describeFetchError(error) : String(error);
    throw new SpeechProviderError({ provider, status: 0, detail: message, cause: error });
  }
}

function describeFetchError(error: Error): string {
  const cause = error.cause instanceof Error ? `: ${error.cause.message}` : '';
  return `${error.message}${cause}`;
}
