/**
 * The current product: the one picked in this browser, else the account's latest (the server's
 * current one), else the first. While the list is unknown the stored or latest id stands.
 */
export function resolveCurrentId(
  ids: readonly string[],
  storedId: string | null,
  profileId: string | null,
): string | null {
  if (ids.length === 0) return storedId ?? profileId;
  if (storedId && ids.includes(storedId)) return storedId;
  if (profileId && ids.includes(profileId)) return profileId;
  return ids[0];
}
