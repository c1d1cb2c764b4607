import { Code, Message } from '@talkreel/contract';
import { isApiError } from '../../api/ApiError';
import { translateServerMessage } from '../../api/showErrorToast';

/**
 * Why the account could not be loaded: the network (worth a retry as is), a device clock the
 * server's signature check refuses, a suspended account, or another refusal by the server.
 */
export type LoadFailure =
  | { kind: 'network' }
  | { kind: 'clock' }
  | { kind: 'suspended' }
  | { kind: 'refused'; message: string };

export function describeLoadFailure(err: unknown): LoadFailure {
  if (!isApiError(err)) return { kind: 'network' };
  if (err.kind === 'network' || err.kind === 'timeout') return { kind: 'network' };
  // No envelope: a proxy or a server down answered (5xx), not our API deciding.
  if (err.kind === 'http' && err.status >= 500) return { kind: 'network' };
  if (err.code === Code.ACCESS_RESTRICTED && err.message === Message.STALE_TIMESTAMP) {
    return { kind: 'clock' };
  }
  if (err.code === Code.ACCOUNT_SUSPENDED) return { kind: 'suspended' };
  return { kind: 'refused', message: translateServerMessage(err.message) };
}
