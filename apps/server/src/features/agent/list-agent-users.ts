import { type agentUsersReply, type agentUsersRequest, DAY_MS } from '@talkreel/contract';
import { sql } from 'kysely';
import type { z } from 'zod';
import type { AppContext } from '../../app-context';
import type { AuthUser } from '../../http/auth';
import { pageWindow, totalPages } from '../tree/paging';
import { AGENT_USER_COLUMNS, toAgentUserItem } from './agent-user-item';
import { authorizeAgent } from './policy';

/** `lower(column) LIKE '%text%'`, `%` and `_` literal (see voices/name-key's containsText). */
const containsFolded = (column: string, text: string) =>
  sql<boolean>`lower(${sql.ref(column)}) like ${`%${text.toLowerCase().replace(/[!%_]/g, (c) => `!${c}`)}%`} escape '!'`;

/** Midnight UTC of a YYYY-MM-DD day, in epoch ms. */
const dayStart = (day: string) => Date.parse(`${day}T00:00:00Z`);

/**
 * POST /agent/users: the agent's sub-users, newest first. `type` says what `value` matches
 * (part of the name or e-mail, case-folded; the exact id); the creation dates are whole UTC days,
 * both ends included, and either may be left open.
 */
export async function listAgentUsers(
  ctx: AppContext,
  user: AuthUser,
  input: z.output<typeof agentUsersRequest>,
): Promise<z.input<typeof agentUsersReply>> {
  const agent = await authorizeAgent(ctx, user, input.agent_id);
  let base = ctx.db.selectFrom('users').where('agent_id', '=', agent.id);
  if (input.value) {
    if (input.type === 'user_id') base = base.where('id', '=', input.value);
    else if (input.type === 'email') base = base.where(containsFolded('email', input.value));
    else base = base.where(containsFolded('username', input.value));
  }
  if (input.start_datetime) base = base.where('created_at', '>=', dayStart(input.start_datetime));
  if (input.end_datetime)
    base = base.where('created_at', '<', dayStart(input.end_datetime) + DAY_MS);

  const { n } = await base
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  const total = Number(n);
  const { offset, limit } = pageWindow(input.page, input.page_size);
  const rows = await base
    .select([...AGENT_USER_COLUMNS])
    .orderBy('created_at', 'desc')
    .orderBy('id', 'asc')
    .limit(limit)
    .offset(offset)
    .execute();
  return {
    users: rows.map(toAgentUserItem),
    total,
    current_page: input.page,
    page_size: input.page_size,
    total_pages: totalPages(total, input.page_size),
  };
}
