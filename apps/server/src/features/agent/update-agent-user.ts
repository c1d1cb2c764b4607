import type { updateAgentUserRequest } from '@talkreel/contract';
import type { z } from 'zod';
import type { AppContext } from '../../app-context';
import type { AuthUser } from '../../http/auth';
import { toAgentUserItem } from './agent-user-item';
import { authorizeAgentUser } from './policy';

/** POST /agent/user/update: the editable profile; e-mail, id and creation time stay. */
export async function updateAgentUser(
  ctx: AppContext,
  user: AuthUser,
  input: z.output<typeof updateAgentUserRequest>,
) {
  const { subUser } = await authorizeAgentUser(ctx, user, input.agent_id, input.user_id);
  const changes = {
    username: input.username,
    gender: input.gender,
    company: input.company,
    personal_title: input.personal_title,
  };
  await ctx.db.updateTable('users').set(changes).where('id', '=', subUser.id).execute();
  return toAgentUserItem({ ...subUser, ...changes });
}
