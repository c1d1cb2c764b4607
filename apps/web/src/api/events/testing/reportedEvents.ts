import { act } from '@testing-library/react';
import type { SeenCall } from '../../../test/fakeServer';
import { flushEvents } from '../recordEvent';

/** Every analytics event sent so far as `[name, props]`, once everything pending is flushed. */
export async function reportedEvents(calls: SeenCall[]) {
  await act(() => flushEvents());
  return calls
    .filter((c) => c.method === 'POST' && c.path === '/events')
    .flatMap((c) => (c.body as { events: { name: string; props: object }[] }).events)
    .map((e) => [e.name, e.props]);
}
