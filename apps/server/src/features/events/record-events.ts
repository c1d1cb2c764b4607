import { type ClientEvent, EVENT_CALLS_PER_MINUTE } from '@talkreel/contract';
import type { AppContext } from '../../app-context';
import type { AuthUser } from '../../http/auth';
import { countAttempt } from '../../http/rate-limit';
import { newId } from '../../lib/ids';
import { clientEvents } from '../../ops/metrics';

/**
 * Records a batch of the signed-in user's analytics events: a few calls a minute per account
 * (the web app batches), each row theirs, each counted in /metrics by name.
 */
export async function recordEvents(
  ctx: AppContext,
  user: AuthUser,
  events: ClientEvent[],
): Promise<{ recorded: number }> {
  await countAttempt(ctx, `events:${user.id}`, EVENT_CALLS_PER_MINUTE, 60_000);
  const receivedAt = ctx.now();
  await ctx.db
    .insertInto('client_events')
    .values(
      events.map((e) => ({
        id: newId(),
        user_id: user.id,
        name: e.name,
        props: JSON.stringify(e.props),
        occurred_at: e.at,
        received_at: receivedAt,
      })),
    )
    .execute();
  for (const e of events) clientEvents.inc({ name: e.name });
  return { recorded: events.length };
}
