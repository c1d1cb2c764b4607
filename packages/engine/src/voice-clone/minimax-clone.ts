import { MINIMAX_BASE_URL } from '../speech/providers/minimax';
import { postForm, postJson, SpeechProviderError } from '../speech/providers/provider-error';
import { CLONE_TIMEOUT_MS, type CloneAudioFile, fileBlob } from './clone-audio-file';
import { readMiniMaxReply } from './minimax-reply';

export interface MiniMaxCloneRequest {
  apiKey: string;
  baseUrl?: string;
  /** Older accounts address the API with their GroupId as a query parameter. */
  groupId?: string;
  /**
   * The id the clone will have, chosen by us. MiniMax wants 8-256 characters, a letter first,
   * then letters, digits, "-" or "_", not ending in "-" or "_".
   */
  voiceId: string;
  file: CloneAudioFile;
  signal?: AbortSignal;
  /** Milliseconds per call before giving up. Default 120 s. */
  timeoutMs?: number;
}

/**
 * MiniMax rapid clone in two calls: POST /v1/files/upload (multipart `purpose=voice_clone` and
 * `file`) answers `{ file: { file_id } }`; POST /v1/voice_clone `{ file_id, voice_id }` makes
 * the voice. Both answer `base_resp`, whose non-zero status_code is the error.
 */
export async function cloneMiniMaxVoice(
  request: MiniMaxCloneRequest,
): Promise<{ voiceId: string }> {
  const timeoutMs = request.timeoutMs ?? CLONE_TIMEOUT_MS;
  const headers = { authorization: `Bearer ${request.apiKey}` };

  const form = new FormData();
  form.append('purpose', 'voice_clone');
  form.append('file', fileBlob(request.file), request.file.fileName);
  const uploaded = await readMiniMaxReply(
    await postForm(
      'minimax',
      endpoint(request, '/v1/files/upload'),
      headers,
      form,
      request.signal,
      timeoutMs,
    ),
  );
  const file = uploaded.file as { file_id?: unknown } | null | undefined;
  const fileId = file?.file_id;
  if (typeof fileId !== 'number' && typeof fileId !== 'string') {
    throw new SpeechProviderError({
      provider: 'minimax',
      status: 200,
      detail: 'upload reply has no file.file_id',
    });
  }

  await readMiniMaxReply(
    await postJson(
      'minimax',
      endpoint(request, '/v1/voice_clone'),
      headers,
      { file_id: fileId, voice_id: request.voiceId },
      request.signal,
      timeoutMs,
    ),
  );
  return { voiceId: request.voiceId };
}

function endpoint(request: MiniMaxCloneRequest, path: string): URL {
  const url = new URL(path, request.baseUrl ?? MINIMAX_BASE_URL);
  if (request.groupId) url.searchParams.set('GroupId', request.groupId);
  return url;
}
