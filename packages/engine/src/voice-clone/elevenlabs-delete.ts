import { ELEVENLABS_BASE_URL, elevenLabsError } from '../speech/providers/elevenlabs';
import { requestProvider, SpeechProviderError } from '../speech/providers/provider-error';

export interface ProviderVoiceDeletion {
  apiKey: string;
  baseUrl?: string;
  /** The provider's id of a voice we cloned. */
  voiceId: string;
  signal?: AbortSignal;
  /** Milliseconds before giving up. Default 30 s. */
  timeoutMs?: number;
}

/** A deletion is one small call; a provider slower than this is treated as unreachable. */
export const DELETE_VOICE_TIMEOUT_MS = 30_000;

// ElevenLabs answers an unknown voice id with one of these statuses (HTTP 400 or 404).
const GONE = new Set(['voice_not_found', 'voice_does_not_exist']);

/**
 * DELETE /v1/voices/{voice_id}: frees the voice's slot in the ElevenLabs account (plans cap how
 * many custom voices an account holds). A voice that is already gone counts as deleted, so the
 * call can be repeated safely; resolves whether it was there.
 */
export async function deleteElevenLabsVoice(
  request: ProviderVoiceDeletion,
): Promise<{ existed: boolean }> {
  const url = new URL(
    `/v1/voices/${encodeURIComponent(request.voiceId)}`,
    request.baseUrl ?? ELEVENLABS_BASE_URL,
  );
  const response = await requestProvider(
    'elevenlabs',
    'DELETE',
    url,
    { 'xi-api-key': request.apiKey, accept: 'application/json' },
    undefined,
    request.signal,
    request.timeoutMs ?? DELETE_VOICE_TIMEOUT_MS,
  );
  if (response.ok) {
    await response.body?.cancel();
    return { existed: true };
  }
  const error = await elevenLabsError(response);
  if (response.status === 404 || GONE.has(String(error.providerCode))) return { existed: false };
  throw new SpeechProviderError({ provider: 'elevenlabs', status: response.status, ...error });
}
