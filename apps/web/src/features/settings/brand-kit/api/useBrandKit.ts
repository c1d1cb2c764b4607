import { useQuery } from '@tanstack/react-query';
import { useWorkspaces } from '../../../workspaces/useWorkspaces';
import { type BrandKitData, fetchBrandKit } from './brandKitApi';

/** Every brand kit query starts with this; a save invalidates them all. */
export const BRAND_KIT_QUERY_ROOT = 'brand-kit';
export const brandKitQueryKey = (workspaceId: string | null) =>
  [BRAND_KIT_QUERY_ROOT, 'detail', workspaceId] as const;

/**
 * The current workspace's brand kit (issue 26), for the settings page and for the composer
 * (brand colours first in its colour pickers, the logo in its live preview). Every member may
 * read it; until it loads `data` is undefined. `toast: false`: a composer that cannot load the
 * kit quietly goes without it; the settings page shows its own failure.
 */
export function useBrandKit(options: { enabled?: boolean; toast?: boolean } = {}): {
  data?: BrandKitData;
  isLoading: boolean;
  isError: boolean;
} {
  const { currentId } = useWorkspaces();
  const query = useQuery({
    queryKey: brandKitQueryKey(currentId),
    enabled: (options.enabled ?? true) && currentId !== null,
    queryFn: () => fetchBrandKit({ toast: options.toast ?? false }),
  });
  return { data: query.data, isLoading: query.isPending, isError: query.isError };
}
