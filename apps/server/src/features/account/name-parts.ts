/** The name as the account page shows it: first and last name (issue 24). */
export interface NameParts {
  first_name: string;
  last_name: string;
}

/** The old reading of a username: split at its first white space. */
export function splitUsername(username: string): NameParts {
  const value = username.trim();
  const at = value.search(/\s/);
  return at < 0
    ? { first_name: value, last_name: '' }
    : { first_name: value.slice(0, at), last_name: value.slice(at).trim() };
}

/**
 * The stored parts while they still make up the username; else the username split as before.
 * Other writers (sign-up, an agent renaming a sub-user) set only the username, so parts that no
 * longer join to it are stale and must not be shown.
 */
export function namePartsOf(row: {
  username: string;
  first_name: string | null;
  last_name: string | null;
}): NameParts {
  const { first_name, last_name } = row;
  if (first_name === null || last_name === null) return splitUsername(row.username);
  const joined = [first_name, last_name].filter(Boolean).join(' ');
  return joined === row.username ? { first_name, last_name } : splitUsername(row.username);
}
