import { useQuery } from '@tanstack/react-query';
import { mediaLinkRefresh } from '../../../api/mediaLinkRefresh';
import { listStockBackgrounds } from '../api/pictureApi';

export const stockBackgroundsKey = ['backgrounds', 'stock'] as const;

/**
 * The stock backgrounds, asked for once the picture panel is open (a project page that never
 * opens it makes no call); their thumbnails are signed links, refreshed like other lists'.
 */
export function useStockBackgrounds(enabled: boolean) {
  return useQuery({
    queryKey: stockBackgroundsKey,
    queryFn: listStockBackgrounds,
    enabled,
    ...mediaLinkRefresh,
  });
}
