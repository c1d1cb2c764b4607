import type { AppContext } from '../../../app-context';
import { newSigningSecret } from './sign-delivery';

/** An agent's workflow state (signing key, last window), made with a fresh key on first use. */
export async function workflowStateOf(ctx: Pick<AppContext, 'db' | 'now'>, agentId: string) {
  // Concurrent first uses both try the insert; one key wins and both read it back.
  await ctx.db
    .insertInto('agent_workflow_state')
    .values({
      agent_id: agentId,
      signing_secret: newSigningSecret(),
      window_at: null,
      created_at: ctx.now(),
    })
    .onConflict((oc) => oc.column('agent_id').doNothing())
    .execute();
  return ctx.db
    .selectFrom('agent_workflow_state')
    .selectAll()
    .where('agent_id', '=', agentId)
    .executeTakeFirstOrThrow();
}
