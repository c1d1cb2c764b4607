import type { workspaceListReply } from '@talkreel/contract';
import type { z } from 'zod';
import type { AppContext } from '../../app-context';
import type { AuthUser } from '../../http/auth';
import { pageWindow } from '../tree/paging';
import { isOwnerRole } from './policy';

/**
 * The caller's workspaces in the order joined (the first one first), with the caller's role
 * and the owner's name (products of the same name are told apart by it).
 */
export async function listWorkspaces(
  ctx: AppContext,
  user: AuthUser,
  input: { page: number; page_size: number },
): Promise<z.input<typeof workspaceListReply>> {
  const { n } = await ctx.db
    .selectFrom('workspace_members')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('user_id', '=', user.id)
    .executeTakeFirstOrThrow();
  const { offset, limit } = pageWindow(input.page, input.page_size);
  const rows = await ctx.db
    .selectFrom('workspace_members as m')
    .innerJoin('workspaces as w', 'w.id', 'm.workspace_id')
    .select((eb) => [
      'w.id',
      'w.name',
      'w.keep_folders',
      'm.role',
      eb
        .selectFrom('workspace_members as all_members')
        .select((inner) => inner.fn.countAll<number>().as('c'))
        .whereRef('all_members.workspace_id', '=', 'w.id')
        .as('member_count'),
      eb
        .selectFrom('workspace_members as owners')
        .innerJoin('users as owner', 'owner.id', 'owners.user_id')
        .select('owner.username')
        .whereRef('owners.workspace_id', '=', 'w.id')
        .where('owners.role', 'in', ['owner', 'admin'])
        .orderBy('owners.joined_at', 'asc')
        .limit(1)
        .as('owner_name'),
    ])
    .where('m.user_id', '=', user.id)
    .orderBy('m.joined_at', 'asc')
    .orderBy('w.id', 'asc')
    .limit(limit)
    .offset(offset)
    .execute();
  return {
    workspaces: rows.map((r) => ({
      id: r.id,
      name: r.name,
      role: isOwnerRole(r.role) ? 'owner' : 'member',
      member_count: Number(r.member_count ?? 0),
      owner_name: r.owner_name ?? null,
      keep_folders: Number(r.keep_folders) === 1,
    })),
    total: Number(n),
    page: input.page,
    page_size: input.page_size,
  };
}
