import { emptyReply, inviteMemberReply, membersReply } from '@talkreel/contract';
import { callApi } from '../../api/client';

/** core.md §7 members calls; each acts on the account's current workspace on the server. */

/** GET /users/members; a failed load (already toasted) yields an empty list (core.md §8). */
export const getMembers = () => callApi('/users/members', { reply: membersReply }).catch(() => []);

/** `toast: false` leaves the refusal to the caller (the invite form words one itself). */
export const inviteMember = (email: string, options: { toast?: boolean } = {}) =>
  callApi('/users/invite-member', {
    method: 'POST',
    body: { email },
    reply: inviteMemberReply,
    toast: options.toast,
  });

export const removeMember = (memberId: string) =>
  callApi('/users/remove-member', {
    method: 'POST',
    body: { member_id: memberId },
    reply: emptyReply,
  });

export const transferOwnership = (newOwnerId: string) =>
  callApi('/users/transfer-ownership', {
    method: 'POST',
    body: { new_owner_id: newOwnerId },
    reply: emptyReply,
  });
