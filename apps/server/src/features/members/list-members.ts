import { InviteStatus, MemberRole, MemberStatus } from '@talkreel/contract';
import type { AppContext } from '../../app-context';
import { avatarUrl } from '../account/avatar-url';
import { isOwnerRole } from '../workspaces/policy';
import { isExpiredInvitation } from './accept-invitation';

const iso = (ms: number) => new Date(Number(ms)).toISOString();

/**
 * Members of the workspace, owner first, then by join date, then pending invitees (whose id
 * is the invitation's and whose name is their e-mail) by invitation date; an invitation past
 * INVITATION_TTL_MS stays listed as `expired` until it is removed or replaced.
 */
export async function listMembers(ctx: AppContext, workspaceId: string) {
  const members = await ctx.db
    .selectFrom('workspace_members as m')
    .innerJoin('users as u', 'u.id', 'm.user_id')
    .select([
      'u.id',
      'u.username',
      'u.email',
      'u.avatar_key',
      'u.disabled',
      'm.role',
      'm.joined_at',
    ])
    .where('m.workspace_id', '=', workspaceId)
    .orderBy('m.joined_at', 'asc')
    .orderBy('u.id', 'asc')
    .execute();
  const invitations = await ctx.db
    .selectFrom('member_invitations')
    .select(['id', 'email', 'created_at'])
    .where('workspace_id', '=', workspaceId)
    .where('accepted_at', 'is', null)
    .where('revoked_at', 'is', null)
    .orderBy('created_at', 'asc')
    .orderBy('id', 'asc')
    .execute();

  const accepted = await Promise.all(
    members.map(async (m) => ({
      id: m.id,
      username: m.username,
      email: m.email,
      role: isOwnerRole(m.role) ? MemberRole.OWNER : MemberRole.MEMBER,
      avatar: await avatarUrl(ctx, m.avatar_key),
      status: m.disabled ? MemberStatus.SUSPENDED : MemberStatus.ACTIVE,
      invite_status: InviteStatus.ACCEPTED,
      created_at: iso(m.joined_at),
      workspace_id: workspaceId,
    })),
  );
  const now = ctx.now();
  const owners = accepted.filter((m) => m.role === MemberRole.OWNER);
  const others = accepted.filter((m) => m.role !== MemberRole.OWNER);
  const pending = invitations.map((i) => ({
    id: i.id,
    username: i.email,
    email: i.email,
    role: MemberRole.MEMBER,
    avatar: null,
    status: MemberStatus.PENDING,
    invite_status: isExpiredInvitation(i.created_at, now)
      ? InviteStatus.EXPIRED
      : InviteStatus.PENDING,
    created_at: iso(i.created_at),
    workspace_id: workspaceId,
  }));
  return [...owners, ...others, ...pending];
}
