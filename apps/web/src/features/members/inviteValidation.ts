import { EMAIL_PATTERN, Message } from '@talkreel/contract';

export type InviteProblem = 'email_empty' | 'invalid_email' | 'email_exists';

/** The message each problem's toast shows (the spec's wording, translated like server messages). */
export const inviteProblemMessage: Record<InviteProblem, string> = {
  email_empty: Message.EMAIL_EMPTY,
  invalid_email: Message.INVALID_EMAIL,
  email_exists: Message.EMAIL_EXISTS,
};

/** Whether the Invite button may be pressed: the address matches, spaces included (core.md §5). */
export const invitePatternMatches = (email: string) => EMAIL_PATTERN.test(email);

/** core.md §5 invite e-mail: not empty, the address pattern with no spaces, not already listed. */
export function checkInviteEmail(
  email: string,
  listed: readonly { email: string }[],
): InviteProblem | null {
  if (email.trim() === '') return 'email_empty';
  if (!invitePatternMatches(email)) return 'invalid_email';
  const wanted = email.toLowerCase();
  if (listed.some((m) => m.email.toLowerCase() === wanted)) return 'email_exists';
  return null;
}
