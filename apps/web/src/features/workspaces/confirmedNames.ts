import type { WorkspaceList } from './workspaceTypes';

/**
 * Product names as the server last listed them. The cached list can hold a name typed a moment
 * ago (renames show first, core.md §4); a refusal must name the product as it really is.
 */
const names = new Map<string, string>();

export function rememberConfirmedNames(list: WorkspaceList) {
  names.clear();
  for (const w of list.workspaces) names.set(w.id, w.name);
}

export const confirmedName = (id: string) => names.get(id) ?? null;
