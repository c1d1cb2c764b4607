import { SpeechProviderError, type SpeechProviderName } from '../speech/providers/provider-error';

/**
 * POSTs a multipart form (fetch writes the boundary), turning a failure to connect into a
 * SpeechProviderError with status 0 as `postJson` does for the speech adapters.
 */
export async function postForm(
  provider: SpeechProviderName,
  url: URL,
  headers: Record<string, string>,
  form: FormData,
  signal: AbortSignal | undefined,
  timeoutMs: number,
): Promise<Response> {
  const timeout = AbortSignal.timeout(timeoutMs);
  try {
    return await fetch(url, {
      method: 'POST',
      headers,
      body: form,
      signal: signal ? AbortSignal.any([signal, timeout]) : timeout,
    });
  } catch (error) {
    if (signal?.aborted) throw error;
    const cause =
      error instanceof Error && error.cause instanceof Error ? `: ${error.cause.message}` : '';
    const message = error instanceof Error ? `${error.message}${cause}` : String(error);
    throw new SpeechProviderError({ provider, status: 0, providerMessage: message, cause: error });
  }
}
