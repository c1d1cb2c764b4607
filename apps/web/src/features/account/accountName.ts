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
