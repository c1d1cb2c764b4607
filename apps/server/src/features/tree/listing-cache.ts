import type { AppContext } from '../../app-context';

const MAX_ENTRIES = 2_000;
/** Replies may hold signed thumbnail links: reuse them only while they are fresh. */
const MAX_AGE_MS = 60_000;

interface Entry<T> {
  version: number;
  at: number;
  value: T;
}

/**
 * Replies of a workspace's tree listings, reused while the workspace's tree version (moved by
 * database triggers on every project write, whichever process made it) stays the same. The
 * caller reads the version before the rows (listing-access.ts reads it with the authorisation),
 * so a reply is never filed under a newer version than its rows. Each API process keeps its own
 * copy: nothing here must agree between processes.
 */
export function createListingCache<T>() {
  const entries = new Map<string, Entry<T>>();
  return {
    async get(
      ctx: AppContext,
      workspaceId: string,
      version: number,
      key: string,
      build: () => Promise<T>,
    ): Promise<T> {
      const id = `${workspaceId}\u0000${key}`;
      const now = ctx.now();
      const hit = entries.get(id);
      if (hit && hit.version === version && now - hit.at < MAX_AGE_MS) return hit.value;
      const value = await build();
      if (entries.size >= MAX_ENTRIES) entries.delete(entries.keys().next().value as string);
      entries.delete(id);
      entries.set(id, { version, at: now, value });
      return value;
    },
  };
}
