import type { QueryClient } from '@tanstack/react-query';
import { myActorsKey } from '../../actors/create/myActorsKey';
import type { LibraryActor } from './actorLibraryApi';

/** Changes the cached library list at once (optimistic changes, creation.md §4). */
export function patchMyActors(
  queryClient: QueryClient,
  change: (actors: LibraryActor[]) => LibraryActor[],
): LibraryActor[] | undefined {
  const before = queryClient.getQueryData<LibraryActor[]>(myActorsKey);
  if (before) queryClient.setQueryData(myActorsKey, change(before));
  return before;
}

export const withActor = (id: string, patch: Partial<LibraryActor>) => (actors: LibraryActor[]) =>
  actors.map((a) => (a.id === id ? { ...a, ...patch } : a));

/** Puts the list back as it was before an optimistic change whose call failed. */
export function rollbackMyActors(queryClient: QueryClient, before: LibraryActor[] | undefined) {
  if (before) queryClient.setQueryData(myActorsKey, before);
}
