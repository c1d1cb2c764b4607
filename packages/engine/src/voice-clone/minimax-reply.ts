import { SpeechProviderError } from '../speech/providers/provider-error';

export interface MiniMaxBaseReply {
  base_resp?: { status_code?: number; status_msg?: string };
  [field: string]: unknown;
}

/**
 * Reads a MiniMax reply, which reports most errors as HTTP 200 with a non-zero
 * `base_resp.status_code` (1004 bad key, 2013 invalid parameters, 1002 rate limit, ...).
 */
export async function readMiniMaxReply(response: Response): Promise<MiniMaxBaseReply> {
  const raw = await response.text();
  let reply: MiniMaxBaseReply | undefined;
  try {
    const parsed: unknown = JSON.parse(raw);
    if (typeof parsed === 'object' && parsed !== null) reply = parsed as MiniMaxBaseReply;
  } catch {
    reply = undefined;
  }
  const statusCode = reply?.base_resp?.status_code;
  if (!response.ok || statusCode !== 0 || !reply) {
    throw new SpeechProviderError({
      provider: 'minimax',
      status: response.status,
      providerMessage: reply?.base_resp?.status_msg || raw.trim() || response.statusText,
      ...(typeof statusCode === 'number' && statusCode !== 0 ? { providerCode: statusCode } : {}),
    });
  }
  return reply;
}
