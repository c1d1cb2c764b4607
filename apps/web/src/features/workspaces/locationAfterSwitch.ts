import { UNCATEGORIZED_FOLDER_ID } from '@talkreel/contract';
import { DEFAULT_ROUTE, isCreationPath } from '../../state/useRouteMemory';

/**
 * Where a product switch lands: the stored location (core.md §4), unless it names a folder or
 * project of the product being left, which the new one does not have.
 */
export function locationAfterSwitch(lastRoute: string | null): string {
  if (!lastRoute) return DEFAULT_ROUTE;
  const ownItem =
    isCreationPath(lastRoute) &&
    !lastRoute.startsWith(`/creation/folder/${UNCATEGORIZED_FOLDER_ID}`);
  return ownItem ? DEFAULT_ROUTE : lastRoute;
}
