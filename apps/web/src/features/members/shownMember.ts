import { type Camelize, InviteStatus, isOwnerRole, type memberItem } from '@talkreel/contract';
import type { z } from 'zod';

export type Member = Camelize<z.output<typeof memberItem>>;

/** A member as the list shows it (core.md §3 "Shown member"). */
export interface ShownMember {
  id: string;
  name: string;
  email: string;
  /** Role `admin` counts as owner (core.md §6). */
  isOwner: boolean;
  roleLabel: 'owner' | 'member';
  /**
   * "To be accepted" for an invitation nobody accepted yet, "Invitation expired" once its link
   * no longer works (inviting the address again replaces it), else null.
   */
  inviteStatusLabel: 'toBeAccepted' | 'inviteExpired' | null;
  avatar: string | null;
  /** When they joined, or for a pending invitee when they were invited (ISO 8601). */
  joinDate: string;
}

export function toShownMember(m: Member): ShownMember {
  const isOwner = isOwnerRole(m.role);
  return {
    id: m.id,
    name: m.username,
    email: m.email,
    isOwner,
    roleLabel: isOwner ? 'owner' : 'member',
    inviteStatusLabel:
      m.inviteStatus === InviteStatus.PENDING
        ? 'toBeAccepted'
        : m.inviteStatus === InviteStatus.EXPIRED
          ? 'inviteExpired'
          : null,
    avatar: m.avatar ?? null,
    joinDate: m.createdAt,
  };
}

/**
 * How many people belong to the product: those who joined it. Invitations, pending or expired,
 * are listed but not counted, as in the product list's member count (GET /workspace/list).
 */
export const memberCountOf = (members: readonly ShownMember[]) =>
  members.filter((m) => m.inviteStatusLabel === null).length;

/** The invitations the list shows: not accepted yet, or expired. */
export const invitationCountOf = (members: readonly ShownMember[]) =>
  members.length - memberCountOf(members);
