import { ELEVENLABS_BASE_URL, elevenLabsError } from '../speech/providers/elevenlabs';
import { postForm, SpeechProviderError } from '../speech/providers/provider-error';
import { CLONE_TIMEOUT_MS, type CloneAudioFile, fileBlob } from './clone-audio-file';

export interface ElevenLabsCloneRequest {
  apiKey: string;
  baseUrl?: string;
  /** The voice's name in the ElevenLabs account. */
  name: string;
  files: CloneAudioFile[];
  signal?: AbortSignal;
  description?: string;
  /** Only for noisy recordings: ElevenLabs warns it can make clean ones worse. */
  removeBackgroundNoise?: boolean;
  /** Milliseconds before giving up. Default 120 s. */
  timeoutMs?: number;
}

/**
 * Instant voice clone: POST /v1/voices/add, multipart `name` plus one `files` part per
 * recording. The reply is `{ voice_id, requires_verification }`; errors are HTTP 4xx/5xx with
 * the same `detail` bodies as text-to-speech.
 */
export async function cloneElevenLabsVoice(
  request: ElevenLabsCloneRequest,
): Promise<{ voiceId: string; requiresVerification: boolean }> {
  const url = new URL('/v1/voices/add', request.baseUrl ?? ELEVENLABS_BASE_URL);
  const form = new FormData();
  form.append('name', request.name);
  for (const file of request.files) form.append('files', fileBlob(file), file.fileName);
  if (request.description) form.append('description', request.description);
  if (request.removeBackgroundNoise !== undefined) {
    form.append('remove_background_noise', String(request.removeBackgroundNoise));
  }
  const response = await postForm(
    'elevenlabs',
    url,
    { 'xi-api-key': request.apiKey, accept: 'application/json' },
    form,
    request.signal,
    request.timeoutMs ?? CLONE_TIMEOUT_MS,
  );
  if (!response.ok) {
    throw new SpeechProviderError({
      provider: 'elevenlabs',
      status: response.status,
      ...(await elevenLabsError(response)),
    });
  }
  const reply = await readJson(response);
  const voiceId = reply?.voice_id;
  if (typeof voiceId !== 'string' || voiceId.length === 0) {
    throw new SpeechProviderError({
      provider: 'elevenlabs',
      status: response.status,
      detail: 'reply has no voice_id',
    });
  }
  return { voiceId, requiresVerification: reply?.requires_verification === true };
}

async function readJson(response: Response): Promise<Record<string, unknown> | undefined> {
  try {
    const parsed: unknown = JSON.parse(await response.text());
    return typeof parsed === 'object' && parsed !== null
      ? (parsed as Record<string, unknown>)
      : undefined;
  } catch {
    return undefined;
  }
}
