import { WEBHOOK_EVENT_TYPES, type WebhookEventType } from '@talkreel/contract';

/** The events grouped by what they are about, in the catalogue's order. */
export const EVENT_GROUPS: {
  resource: 'video' | 'actor' | 'voice' | 'batch';
  events: WebhookEventType[];
}[] = (['video', 'actor', 'voice', 'batch'] as const).map((resource) => ({
  resource,
  events: WEBHOOK_EVENT_TYPES.filter((e) => e.startsWith(`${resource}.`)),
}));

/** Adds or removes one event; the result keeps the catalogue's order. */
export function toggleEvent(selected: readonly WebhookEventType[], event: WebhookEventType) {
  const next = selected.includes(event)
    ? selected.filter((e) => e !== event)
    : [...selected, event];
  return WEBHOOK_EVENT_TYPES.filter((e) => next.includes(e));
}

/** Every event, or none when every one is already chosen. */
export const toggleAllEvents = (selected: readonly WebhookEventType[]): WebhookEventType[] =>
  selected.length === WEBHOOK_EVENT_TYPES.length ? [] : [...WEBHOOK_EVENT_TYPES];

/** Whether two selections are the same events (an edit with no change saves nothing). */
export const sameEvents = (a: readonly WebhookEventType[], b: readonly WebhookEventType[]) =>
  a.length === b.length && a.every((e) => b.includes(e));

/** The address check the form makes before asking the server (which also guards it). */
export function urlProblemOf(url: string): 'missing' | 'invalid' | null {
  const trimmed = url.trim();
  if (!trimmed) return 'missing';
  try {
    const parsed = new URL(trimmed);
    return parsed.protocol === 'https:' || parsed.protocol === 'http:' ? null : 'invalid';
  } catch {
    return 'invalid';
  }
}
