import {
  acceptInvitationReply,
  acceptInvitationRequest,
  emptyReply,
  invitationPreviewReply,
  invitationPreviewRequest,
  inviteMemberReply,
  inviteMemberRequest,
  membersReply,
  removeMemberRequest,
  transferOwnershipRequest,
} from '@talkreel/contract';
import { type AnyRoute, publicRoute, userRoute } from '../../http/route';
import { acceptInvitation } from './accept-invitation';
import { inviteMember } from './invite-member';
import { listMembers } from './list-members';
import { authorizeMembers } from './policy';
import { previewInvitation } from './preview-invitation';
import { removeMember } from './remove-member';
import { transferOwnership } from './transfer-ownership';

const tag = 'members';

export const membersRoutes: AnyRoute[] = [
  userRoute({
    method: 'GET',
    url: '/users/members',
    tag,
    summary: 'Members and pending invitees of the current workspace',
    reply: membersReply,
    handler: async ({ ctx, user }) => listMembers(ctx, await authorizeMembers(ctx, user, 'list')),
  }),
  userRoute({
    method: 'POST',
    url: '/users/invite-member',
    tag,
    summary: 'Invite an e-mail address to the current workspace (owner only)',
    input: inviteMemberRequest,
    reply: inviteMemberReply,
    handler: async ({ ctx, user, input, lang }) =>
      inviteMember(ctx, user, await authorizeMembers(ctx, user, 'invite'), input.email, lang),
  }),
  userRoute({
    method: 'POST',
    url: '/users/accept-invitation',
    tag,
    summary: 'Join the workspace an invitation to the signed-in e-mail names',
    input: acceptInvitationRequest,
    reply: acceptInvitationReply,
    handler: ({ ctx, user, input }) => acceptInvitation(ctx, user, input.invite_token),
  }),
  publicRoute({
    method: 'POST',
    url: '/users/invitation-preview',
    tag,
    summary:
      'Without signing in: the invited e-mail, inviter name and product name of a live invitation token (1004 otherwise; 10 a minute per address)',
    input: invitationPreviewRequest,
    reply: invitationPreviewReply,
    handler: ({ ctx, input, ip }) => previewInvitation(ctx, input.invite_token, ip),
  }),
  userRoute({
    method: 'POST',
    url: '/users/transfer-ownership',
    tag,
    summary: 'Make a member the owner of the current workspace; everyone else becomes a member',
    input: transferOwnershipRequest,
    reply: emptyReply,
    handler: async ({ ctx, user, input }) =>
      transferOwnership(
        ctx,
        user,
        await authorizeMembers(ctx, user, 'transferOwnership'),
        input.new_owner_id,
      ),
  }),
  userRoute({
    method: 'POST',
    url: '/users/remove-member',
    tag,
    summary: 'Remove a member, or revoke a pending invitation, of the current workspace',
    input: removeMemberRequest,
    reply: emptyReply,
    handler: async ({ ctx, user, input }) =>
      removeMember(ctx, user, await authorizeMembers(ctx, user, 'removeMember'), input.member_id),
  }),
];
