import { EVENTS_BATCH_MAX, Header } from '@talkreel/contract';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useSessionStore } from '../../state/useSessionStore';
import { fakeServer, ok } from '../../test/fakeServer';
import { answerSignedWith, pageWith } from '../../test/rotatedSecret';
import { setServerSettings } from '../../test/serverSettings';
import { EVENT_FLUSH_MS, flushEvents, recordEvent } from './recordEvent';

type Sent = { events: { name: string; props: Record<string, unknown>; at: number }[] };

beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(Date.parse('2030-05-06T07:08:09Z'));
});
afterEach(() => vi.spyOn(console, 'warn').mockRestore());

const eventsServer = (reply = () => ok({ recorded: 1 })) => fakeServer({ 'POST /events': reply });
/** Waits for the sends under way: signing uses the platform's async crypto, off the fake clock. */
const sentTo = (server: ReturnType<typeof eventsServer>, count: number) =>
  vi.waitFor(() => expect(server.callsTo('POST /events')).toHaveLength(count));

describe('recordEvent', () => {
  it('sends what was recorded as one signed batch after the flush delay, not before', async () => {
    useSessionStore.getState().signIn('tok-1', null);
    const server = eventsServer();
    recordEvent('upload_asset_success', { kind: 'audio' });
    vi.advanceTimersByTime(1_000);
    recordEvent('download_click');
    await vi.advanceTimersByTimeAsync(EVENT_FLUSH_MS - 1_001);
    expect(server.callsTo('POST /events')).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(1);
    await sentTo(server, 1);
    const [call] = server.callsTo('POST /events');
    expect(call.body as Sent).toEqual({
      events: [
        {
          name: 'upload_asset_success',
          props: { kind: 'audio' },
          at: Date.parse('2030-05-06T07:08:09Z'),
        },
        { name: 'download_click', props: {}, at: Date.parse('2030-05-06T07:08:10Z') },
      ],
    });
    expect(call.headers.get(Header.AUTH_TOKEN)).toBe('tok-1');
    expect(call.headers.get(Header.SIGNATURE)).toMatch(/^[0-9a-f]{64}$/);
    expect(server.callsTo('POST /events')).toHaveLength(1);
  });

  it('sends a batch again, once, after the server has rotated its signing secret', async () => {
    setServerSettings({ signingSecret: 'old-secret', googleSignIn: false });
    useSessionStore.getState().signIn('tok-1', null);
    const server = fakeServer({
      'POST /events': (call) =>
        answerSignedWith('new-secret', (name) => call.headers.get(name), { recorded: 1 }),
      'GET /': () => pageWith({ signingSecret: 'new-secret', googleSignIn: false }),
    });
    const warned = vi.spyOn(console, 'warn').mockImplementation(() => {});
    recordEvent('download_click');
    await flushEvents();
    expect(server.callsTo('POST /events')).toHaveLength(2);
    expect(server.callsTo('GET /')).toHaveLength(1);
    expect(warned).not.toHaveBeenCalled();
  });

  it('keeps nothing for a signed-out visitor', async () => {
    const server = eventsServer();
    recordEvent('download_click');
    await vi.advanceTimersByTimeAsync(EVENT_FLUSH_MS * 2);
    await flushEvents();
    expect(server.calls).toHaveLength(0);
  });

  it('sends a full batch at once, and splits what exceeds it', async () => {
    useSessionStore.getState().signIn('tok-2', null);
    const server = eventsServer();
    for (let i = 0; i < EVENTS_BATCH_MAX; i++) recordEvent('download_click', { n: i });
    await sentTo(server, 1);
    expect((server.callsTo('POST /events')[0].body as Sent).events).toHaveLength(EVENTS_BATCH_MAX);
    recordEvent('clone_save_start');
    await flushEvents();
    expect((server.callsTo('POST /events')[1].body as Sent).events.map((e) => e.name)).toEqual([
      'clone_save_start',
    ]);
  });

  it('sends at once when the page is hidden or left', async () => {
    useSessionStore.getState().signIn('tok-3', null);
    const server = eventsServer();
    recordEvent('clone_save_fail', { provider: 'local' });
    window.dispatchEvent(new Event('pagehide'));
    await sentTo(server, 1);
  });

  it('drops a malformed event and never throws or toasts when the server refuses', async () => {
    useSessionStore.getState().signIn('tok-4', null);
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const server = eventsServer(() => ({
      status: 429,
      body: { code: 1011, message: 'Too frequent', data: null },
    }));
    recordEvent('download_click', { text: 'x'.repeat(500) });
    expect(error).toHaveBeenCalled();
    recordEvent('download_click');
    await expect(flushEvents()).resolves.toBeUndefined();
    expect((server.callsTo('POST /events')[0].body as Sent).events).toHaveLength(1);
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('refused (HTTP 429)'));
    error.mockRestore();
  });

  it('never sends one account’s events under the next account’s token', async () => {
    useSessionStore.getState().signIn('tok-5', null);
    const server = eventsServer();
    recordEvent('download_click');
    const { resetUserState } = await import('../../state/userStateReset');
    resetUserState();
    useSessionStore.getState().signIn('tok-6', null);
    await flushEvents();
    expect(server.calls).toHaveLength(0);
  });
});
