import { ATTEMPT_LIMIT, ATTEMPT_WINDOW_MS, Message } from '@talkreel/contract';
import { useRef } from 'react';
import { translateServerMessage } from '../../api/showErrorToast';
import type { StatusMessage } from '../../ui/FormStatus';

/** What the form says instead of calling once the limit is reached: the spec's message. */
export const tooFrequentStatus = (): StatusMessage => ({
  tone: 'error',
  text: translateServerMessage(Message.TOO_FREQUENT),
});

/**
 * core.md §5: after 10 send-code attempts, or 10 sign-in attempts, the frequent-requests
 * message shows instead of another call, and the count starts again 60 s after its first
 * attempt. The server keeps its own caps (per address and per e-mail, shared by every API
 * server); this one spares the user a refusal they can see coming and the server the call.
 * `take()` counts an attempt and says whether it may go out.
 */
export function useAttemptLimit(limit = ATTEMPT_LIMIT, windowMs = ATTEMPT_WINDOW_MS) {
  const window = useRef({ start: 0, count: 0 });
  return {
    take(): boolean {
      const now = Date.now();
      const w = window.current;
      if (w.count === 0 || now - w.start >= windowMs) {
        window.current = { start: now, count: 1 };
        return true;
      }
      if (w.count >= limit) return false;
      w.count += 1;
      return true;
    },
  };
}
