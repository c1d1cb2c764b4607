import {
  type ClientEvent,
  type ClientEventName,
  type ClientEventProps,
  clientEvent,
  EVENTS_BATCH_MAX,
} from '@talkreel/contract';
import { registerUserStateReset } from '../../state/userStateReset';
import { useSessionStore } from '../../state/useSessionStore';
import { sendEvents } from './sendEvents';

/** Events wait this long for company before they are sent, so a burst goes as one call. */
export const EVENT_FLUSH_MS = 5_000;
/** Held at most (offline, or a flood): older ones are dropped first. */
const BUFFER_MAX = EVENTS_BATCH_MAX * 5;

let buffer: ClientEvent[] = [];
let timer: ReturnType<typeof setTimeout> | null = null;
let unloadHooked = false;

/**
 * Records one analytics event of creation.md §7/§8 for our own server (POST /events). Events
 * of a signed-out visitor are not kept; a malformed one is a programming error, logged and
 * dropped so it cannot spoil the batch. Sent in batches every few seconds and when the page
 * is hidden or left.
 */
export function recordEvent(name: ClientEventName, props: ClientEventProps = {}): void {
  if (!useSessionStore.getState().token) return;
  const parsed = clientEvent.safeParse({ name, props, at: Date.now() });
  if (!parsed.success) {
    console.error(`[events] ${name} dropped`, parsed.error.issues);
    return;
  }
  buffer.push(parsed.data);
  if (buffer.length > BUFFER_MAX) buffer = buffer.slice(-BUFFER_MAX);
  hookUnload();
  if (buffer.length >= EVENTS_BATCH_MAX) void flushEvents();
  else timer ??= setTimeout(() => void flushEvents(), EVENT_FLUSH_MS);
}

/** Events recorded for one account are never sent under the next one's token. */
export function dropPendingEvents(): void {
  if (timer) clearTimeout(timer);
  timer = null;
  buffer = [];
}
registerUserStateReset(dropPendingEvents);

/** Sends everything recorded so far, in batches of at most EVENTS_BATCH_MAX. */
export async function flushEvents(): Promise<void> {
  if (timer) clearTimeout(timer);
  timer = null;
  const token = useSessionStore.getState().token;
  const pending = buffer;
  buffer = [];
  if (!token || pending.length === 0) return;
  const sends: Promise<void>[] = [];
  for (let i = 0; i < pending.length; i += EVENTS_BATCH_MAX)
    sends.push(sendEvents(token, pending.slice(i, i + EVENTS_BATCH_MAX)));
  await Promise.all(sends);
}

function hookUnload() {
  if (unloadHooked || typeof window === 'undefined') return;
  unloadHooked = true;
  // Leaving or hiding the tab: send now, the page may never run again.
  window.addEventListener('pagehide', () => void flushEvents());
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'hidden') void flushEvents();
  });
}
