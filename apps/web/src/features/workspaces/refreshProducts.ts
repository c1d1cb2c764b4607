import { Code } from '@talkreel/contract';
import type { QueryClient } from '@tanstack/react-query';
import { isApiError } from '../../api/ApiError';
import { profileQueryKey } from '../account/useProfile';
import { workspacesQueryKey } from './useWorkspaceList';

/**
 * A product call refused as forbidden or not found means the list is out of date (the user
 * was removed, or the product deleted elsewhere): reload the list and the account, so the
 * current product falls back to one the user still has.
 */
export async function refreshAfterRefusal(queryClient: QueryClient, err: unknown) {
  if (!isApiError(err)) return;
  if (err.code !== Code.ACCESS_RESTRICTED && err.code !== Code.NOT_FOUND) return;
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: workspacesQueryKey }),
    queryClient.invalidateQueries({ queryKey: profileQueryKey }),
  ]);
}
