import { useQuery } from '@tanstack/react-query';
import { useSessionStore } from '../../../state/useSessionStore';
import { useWorkspaces } from '../../workspaces/useWorkspaces';
import { loadTree } from '../state/loadTree';
import { useCreationStore } from '../state/useCreationStore';

export const treeQueryKey = (productId: string | null) => ['tree', productId] as const;

/**
 * One load per product at a time: a refetch asked for while a load runs (an invalidation, a
 * remount) joins it, so the refresh rule never moves the same projects twice.
 */
const inflight = new Map<string, Promise<void>>();
function loadOnce(productId: string, switchWorkspace: boolean): Promise<void> {
  const running = inflight.get(productId);
  if (running) return running;
  const load = loadTree(productId, switchWorkspace)
    .then((tree) => useCreationStore.getState().setTree(productId, tree))
    .finally(() => inflight.delete(productId));
  inflight.set(productId, load);
  return load;
}

/**
 * Loads the current product's tree once per page session (a reload or a product switch loads
 * it again, which is when the refresh rule dissolves folders). Until it arrives, a cached tree
 * of the same product is shown.
 */
export function useTreeLoad() {
  const { currentId: productId } = useWorkspaces();
  const serverCurrent = useSessionStore((s) => s.account?.latestModifiedWorkspace.id ?? null);
  const loadedProductId = useCreationStore((s) => s.loadedProductId);
  const cachedProductId = useCreationStore((s) => s.productId);
  const loaded = Boolean(productId) && loadedProductId === productId;

  const query = useQuery({
    queryKey: treeQueryKey(productId),
    queryFn: async () => {
      if (!productId) return 0;
      // Asking for a product other than the server's current one makes it current.
      await loadOnce(productId, productId !== serverCurrent);
      return Date.now();
    },
    enabled: Boolean(productId) && !loaded,
    staleTime: 0,
  });

  return {
    productId,
    /** The tree on screen belongs to this product (fresh, or the cache while it reloads). */
    ready: Boolean(productId) && cachedProductId === productId,
    /** The server's answer is in; changes may be made. */
    loaded,
    failed: query.isError && !loaded,
    retry: () => void query.refetch(),
  };
}
