import type { AppContext } from '../../app-context';
import { AppError } from '../../http/app-error';

export async function grantAgentAdmin(ctx: Pick<AppContext, 'db'>, email: string) {
  const r = await ctx.db
    .updateTable('users')
    .set({ agent_admin: 1 })
    .where('email', '=', email)
    .executeTakeFirst();
  if (Number(r.numUpdatedRows) !== 1) throw new AppError(1004, `no account with e-mail ${email}`);
}
