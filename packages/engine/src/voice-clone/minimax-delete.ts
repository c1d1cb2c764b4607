import { MINIMAX_BASE_URL } from '../speech/providers/minimax';
import { postJson } from '../speech/providers/provider-error';
import { DELETE_VOICE_TIMEOUT_MS, type ProviderVoiceDeletion } from './elevenlabs-delete';
import { readMiniMaxReply } from './minimax-reply';

/**
 * POST /v1/delete_voice `{ voice_type: "voice_cloning", voice_id }`: removes a voice we cloned
 * from the MiniMax account. MiniMax reports refusals in `base_resp` (HTTP 200), read as for every
 * other call; a deleted id can never be cloned again, and ours are random, so none is reused.
 */
export async function deleteMiniMaxVoice(
  request: ProviderVoiceDeletion & { groupId?: string },
): Promise<void> {
  const url = new URL('/v1/delete_voice', request.baseUrl ?? MINIMAX_BASE_URL);
  if (request.groupId) url.searchParams.set('GroupId', request.groupId);
  await readMiniMaxReply(
    await postJson(
      'minimax',
      url,
      { authorization: `Bearer ${request.apiKey}` },
      { voice_type: 'voice_cloning', voice_id: request.voiceId },
      request.signal,
      request.timeoutMs ?? DELETE_VOICE_TIMEOUT_MS,
    ),
  );
}
