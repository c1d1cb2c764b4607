import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router';
import { mediaLinkRefresh } from '../../../../api/mediaLinkRefresh';
import { getAgentUser } from '../../agentApi';
import { dashboardKeys } from '../../agentQueryKeys';

/** POST /agent/user/detail; a failed first load goes back one step (creation.md §4). */
export function useAgentUser(agentId: string, userId: string) {
  const navigate = useNavigate();
  const query = useQuery({
    queryKey: dashboardKeys.user(agentId, userId),
    queryFn: () => getAgentUser(agentId, userId),
    retry: false,
    ...mediaLinkRefresh,
  });
  const wentBack = useRef(false);
  const failedFirst = query.isError && !query.data;
  useEffect(() => {
    if (!failedFirst || wentBack.current) return;
    wentBack.current = true;
    void navigate(-1);
  }, [failedFirst, navigate]);
  return query;
}
