import { LOCAL_FOLDER_PREFIX, LOCAL_PROJECT_PREFIX } from '@talkreel/contract';

/**
 * Temporary ids of folders and projects the server has not created yet (core.md §2, §3):
 * `folder_<timestamp>` and `project_<timestamp>`.
 */
let last = 0;
export function newLocalId(prefix: typeof LOCAL_FOLDER_PREFIX | typeof LOCAL_PROJECT_PREFIX) {
  // Two creations in the same millisecond still get distinct ids.
  last = Math.max(Date.now(), last + 1);
  return `${prefix}${last}`;
}

const LOCAL_ID = new RegExp(`^(${LOCAL_FOLDER_PREFIX}|${LOCAL_PROJECT_PREFIX})\\d+$`);
export const isLocalId = (id: string) => LOCAL_ID.test(id);

/** Creations in flight: local id to the promise of its server id. */
const pending = new Map<string, Promise<string>>();

export function trackCreation(localId: string, serverId: Promise<string>) {
  pending.set(localId, serverId);
  // Settled either way, the id map (or the rollback) takes over.
  serverId.then(
    () => pending.delete(localId),
    () => pending.delete(localId),
  );
}

export const isPendingCreation = (id: string) => pending.has(id);

/**
 * The server id to send for `id`: itself when it is a server id, the mapped id once its
 * creation finished, or (for a change made while it is still being created) after it finishes.
 */
export async function serverIdOf(id: string, mapped: Record<string, string>): Promise<string> {
  if (mapped[id]) return mapped[id];
  const inFlight = pending.get(id);
  return inFlight ? inFlight : id;
}
