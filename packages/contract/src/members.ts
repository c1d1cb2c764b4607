import { z } from 'zod';
import { emailInput, idInput, optString, reqArray, reqString } from './fields';

/** core.md §7 members calls; all act on the caller's current workspace. */

export const MemberRole = { OWNER: 'owner', MEMBER: 'member' } as const;
/** `expired`: an invitation nobody accepted within INVITATION_TTL_MS; inviting again replaces it. */
export const InviteStatus = {
  ACCEPTED: 'accepted',
  PENDING: 'pending',
  EXPIRED: 'expired',
} as const;
/** Account state of a listed member: pending rows are invitations nobody accepted yet. */
export const MemberStatus = {
  ACTIVE: 'active',
  SUSPENDED: 'suspended',
  PENDING: 'pending',
} as const;

export const inviteMemberRequest = z.object({ email: emailInput });
/** The pending row the invitation adds to the members list. */
export const inviteMemberReply = z.object({
  id: reqString('ID'),
  email: reqString('Email'),
  invite_status: reqString('Invite status'),
});

const inviteTokenInput = z
  .string({ error: 'Invite token cannot be empty' })
  .trim()
  .min(1, 'Invite token cannot be empty')
  .max(200, 'Invite token is invalid');

export const acceptInvitationRequest = z.object({ invite_token: inviteTokenInput });

/** What the login page says about an invitation link, before anyone signs in. */
export const invitationPreviewRequest = z.object({ invite_token: inviteTokenInput });
export const invitationPreviewReply = z.object({
  email: reqString('Email'),
  inviter_name: reqString('Inviter name'),
  workspace_name: reqString('Workspace name'),
});
export const acceptInvitationReply = z.object({ workspace_id: reqString('Workspace ID') });

/** Member (validated), core.md §3; for a pending invitee id is the invitation's id. */
export const memberItem = z.object({
  id: reqString('ID'),
  username: reqString('Username'),
  email: reqString('Email'),
  role: reqString('Role'),
  avatar: optString('Avatar'),
  status: optString('Status'),
  invite_status: optString('Invite status'),
  created_at: reqString('Created at'),
  workspace_id: reqString('Workspace ID'),
});
export const membersReply = reqArray('Members', memberItem);

export const transferOwnershipRequest = z.object({ new_owner_id: idInput('Member ID') });
export const removeMemberRequest = z.object({ member_id: idInput('Member ID') });

/** Role `admin` counts as owner (core.md §6). */
export const isOwnerRole = (role: string) => role === 'owner' || role === 'admin';
