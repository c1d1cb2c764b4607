import { isOwnerRole } from '@talkreel/contract';
import type { Workspace } from './workspaceTypes';

const sameNameKey = (name: string) => name.trim().toLocaleLowerCase();

/** Ids of the products whose name another listed product also has (compared trimmed, any case). */
export function productsSharingAName(workspaces: readonly Workspace[]): Set<string> {
  const counts = new Map<string, number>();
  for (const w of workspaces)
    counts.set(sameNameKey(w.name), (counts.get(sameNameKey(w.name)) ?? 0) + 1);
  return new Set(
    workspaces.filter((w) => (counts.get(sameNameKey(w.name)) ?? 0) > 1).map((w) => w.id),
  );
}

/** Who owns a product, as "owned by …" shows it: the user, someone named, or unknown. */
export type ProductOwner = { kind: 'you' } | { kind: 'named'; name: string } | null;

export function productOwner(w: Workspace): ProductOwner {
  if (isOwnerRole(w.role)) return { kind: 'you' };
  return w.ownerName ? { kind: 'named', name: w.ownerName } : null;
}
