import { EMAIL_PATTERN, Message } from '@talkreel/contract';

export type InviteProblem = 'email_empty' | 'invalid_email' | 'email_exists' | 'already_member';

/** The message each problem's toast shows (the spec's wording, translated like server messages). */
export const inviteProblemMessage: Record<InviteProblem, string> = {
  email_empty: Message.EMAIL_EMPTY,
  invalid_email: Message.INVALID_EMAIL,
  email_exists: Message.EMAIL_EXISTS,
  already_member: Message.ALREADY_MEMBER,
};

/** Whether the Invite button may be pressed: the address matches, spaces included (core.md §5). */
export const invitePatternMatches = (email: string) => EMAIL_PATTERN.test(email);

/** A row of the members list, as far as the invite check cares. */
export interface ListedAddress {
  email: string;
  inviteStatusLabel?: string | null;
}

/**
 * core.md §5 invite e-mail: not empty, the address pattern with no spaces, not already listed.
 * An expired invitation does not count: inviting the address again replaces it. The viewer's
 * own address gets its own answer (issue 24): "already exists" read as a fault of the form.
 */
export function checkInviteEmail(
  email: string,
  listed: readonly ListedAddress[],
  ownEmail?: string | null,
): InviteProblem | null {
  if (email.trim() === '') return 'email_empty';
  if (!invitePatternMatches(email)) return 'invalid_email';
  const wanted = email.toLowerCase();
  if (ownEmail && ownEmail.toLowerCase() === wanted) return 'already_member';
  const taken = (m: ListedAddress) =>
    m.inviteStatusLabel !== 'inviteExpired' && m.email.toLowerCase() === wanted;
  if (listed.some(taken)) return 'email_exists';
  return null;
}
