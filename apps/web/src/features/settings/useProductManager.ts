import { isOwnerRole } from '@talkreel/contract';
import { useWorkspaces } from '../workspaces/useWorkspaces';

/**
 * The current product and whether the viewer manages it (its owner or an admin): only they
 * see and change its API keys and webhooks; the server refuses anyone else (1003).
 */
export function useProductManager() {
  const { currentId, current, isLoading } = useWorkspaces();
  return {
    workspaceId: currentId,
    productName: current?.name ?? '',
    canManage: current ? isOwnerRole(current.role) : false,
    isLoading: isLoading || (currentId !== null && current === null),
  };
}
