import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { dashboardKeys } from './agentQueryKeys';
import { useDashboardStore } from './useDashboardStore';

/**
 * Leaving all three dashboard sections clears the cached user list, the search form and the
 * workflow and subscription data (creation.md §2); the dashboard frame calls this once.
 */
export function useClearOnLeave() {
  const queryClient = useQueryClient();
  useEffect(
    () => () => {
      useDashboardStore.getState().clear();
      queryClient.removeQueries({ queryKey: dashboardKeys.root });
    },
    [queryClient],
  );
}
