import { WEBHOOK_EVENT_TYPES } from '@talkreel/contract';
import { describe, expect, it } from 'vitest';
import {
  EVENT_GROUPS,
  sameEvents,
  toggleAllEvents,
  toggleEvent,
  urlProblemOf,
} from './eventSelection';

describe('webhook event selection', () => {
  it('groups every event once by its resource', () => {
    expect(EVENT_GROUPS.map((g) => g.resource)).toEqual(['video', 'actor', 'voice', 'batch']);
    expect(EVENT_GROUPS.flatMap((g) => g.events).sort()).toEqual([...WEBHOOK_EVENT_TYPES].sort());
  });

  it('toggles one event and keeps the catalogue order', () => {
    expect(toggleEvent([], 'voice.ready')).toEqual(['voice.ready']);
    expect(toggleEvent(['voice.ready'], 'video.completed')).toEqual([
      'video.completed',
      'voice.ready',
    ]);
    expect(toggleEvent(['video.completed', 'voice.ready'], 'video.completed')).toEqual([
      'voice.ready',
    ]);
  });

  it('selects all, or clears when all were chosen', () => {
    expect(toggleAllEvents(['actor.ready'])).toEqual([...WEBHOOK_EVENT_TYPES]);
    expect(toggleAllEvents([...WEBHOOK_EVENT_TYPES])).toEqual([]);
  });

  it('compares selections regardless of order', () => {
    expect(
      sameEvents(['video.failed', 'video.completed'], ['video.completed', 'video.failed']),
    ).toBe(true);
    expect(sameEvents(['video.failed'], ['video.completed'])).toBe(false);
  });

  it('checks the address is an http(s) URL', () => {
    expect(urlProblemOf('  ')).toBe('missing');
    expect(urlProblemOf('example.com/hook')).toBe('invalid');
    expect(urlProblemOf('ftp://example.com/hook')).toBe('invalid');
    expect(urlProblemOf('https://example.com/hook')).toBeNull();
  });
});
