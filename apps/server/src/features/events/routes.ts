import { EVENTS_BODY_MAX_BYTES, recordEventsReply, recordEventsRequest } from '@talkreel/contract';
import { type AnyRoute, userRoute } from '../../http/route';
import { recordEvents } from './record-events';

const tag = 'events';

export const eventRoutes: AnyRoute[] = [
  userRoute({
    method: 'POST',
    url: '/events',
    tag,
    summary:
      'Record a batch of analytics events (creation.md §7, §8) in our own database; signed-in callers only, a few calls a minute',
    input: recordEventsRequest,
    reply: recordEventsReply,
    bodyLimit: EVENTS_BODY_MAX_BYTES,
    handler: ({ ctx, user, input }) => recordEvents(ctx, user, input.events),
  }),
];
