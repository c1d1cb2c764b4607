export type SpeechProviderName = 'elevenlabs' | 'minimax';

/**
 * A cloud speech provider refused or failed a request. `status` is the HTTP status (0 when no
 * response arrived at all); `providerMessage` is the provider's own explanation, worth showing to
 * whoever configured the API key.
 */
export class SpeechProviderError extends Error {
  readonly provider: SpeechProviderName;
  readonly status: number;
  readonly providerMessage: string;
  /** The provider's own error code when it has one (MiniMax reports errors with HTTP 200). */
  readonly providerCode: string | number | undefined;

  constructor(init: {
    provider: SpeechProviderName;
    status: number;
    providerMessage: string;
    providerCode?: string | number;
    cause?: unknown;
  }) {
    const code = init.providerCode === undefined ? '' : ` (${init.providerCode})`;
    super(
      `${init.provider} speech failed with HTTP ${init.status}${code}: ${init.providerMessage}`,
      {
        cause: init.cause,
      },
    );
    this.name = 'SpeechProviderError';
    this.provider = init.provider;
    this.status = init.status;
    this.providerMessage = init.providerMessage;
    this.providerCode = init.providerCode;
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

// MiniMax: 1002 rate limit, 1039 token rate limit, 1001 timeout.
const rateLimitCodes = new Set<string | number | undefined>([1001, 1002, 1039]);

/** POSTs JSON, turning a failure to connect into a SpeechProviderError with status 0. */
export async function postJson(
  provider: SpeechProviderName,
  url: URL,
  headers: Record<string, string>,
  body: unknown,
  signal: AbortSignal | undefined,
  timeoutMs: number,
): Promise<Response> {
  const timeout = AbortSignal.timeout(timeoutMs);
  try {
    return await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...headers },
      body: JSON.stringify(body),
      signal: signal ? AbortSignal.any([signal, timeout]) : timeout,
    });
  } catch (error) {
    if (signal?.aborted) throw error;
    const message = error instanceof Error ? describeFetchError(error) : String(error);
    throw new SpeechProviderError({ provider, status: 0, providerMessage: message, cause: error });
  }
}

function describeFetchError(error: Error): string {
  const cause = error.cause instanceof Error ? `: ${error.cause.message}` : '';
  return `${error.message}${cause}`;
}
