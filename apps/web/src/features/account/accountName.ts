export interface NameParts {
  first: string;
  last: string;
}

/** The stored username is first and last name joined by a space; the first space splits it. */
export function splitUsername(username: string | null | undefined): NameParts {
  const value = (username ?? '').trim();
  const at = value.search(/\s/);
  if (at < 0) return { first: value, last: '' };
  return { first: value.slice(0, at), last: value.slice(at).trim() };
}

/** The username to send: the trimmed parts joined by one space (either may be empty). */
export const joinUsername = ({ first, last }: NameParts) =>
  [first.trim(), last.trim()].filter(Boolean).join(' ');

/**
 * The name the account page shows: the parts as entered when the server has them and they
 * still make up the username (issue 24), else the username split at its first space.
 */
export function namePartsOf(
  account:
    | { username: string; firstName?: string | null; lastName?: string | null }
    | null
    | undefined,
): NameParts {
  if (!account) return splitUsername(null);
  const { firstName, lastName } = account;
  if (firstName == null || lastName == null) return splitUsername(account.username);
  const parts = { first: firstName, last: lastName };
  return joinUsername(parts) === account.username.trim() ? parts : splitUsername(account.username);
}
