import { UserPlus } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { Button } from '../../../ui/Button';
import { Pagination } from '../../../ui/Pagination';
import { useDashboardStore } from '../useDashboardStore';
import { CreateUserDialog } from './CreateUserDialog';
import { UserFilterBar } from './UserFilterBar';
import { UserTable } from './UserTable';
import { useAgentUsers } from './useAgentUsers';

/** /agent/dashboard/user-management/{id}/ (creation.md §2): filter bar, table, pager. */
export function UserManagementPage() {
  const { t } = useTranslation();
  const { id: agentId = '' } = useParams();
  const users = useAgentUsers(agentId);
  const page = useDashboardStore((s) => s.page);
  const pageSize = useDashboardStore((s) => s.pageSize);
  const setPage = useDashboardStore((s) => s.setPage);
  const [creating, setCreating] = useState(false);
  return (
    <div className="px-6 py-6 max-md:px-4 max-md:py-4">
      <div className="mb-5 flex items-center justify-between gap-4">
        <div>
          <h2 className="text-[17px] font-semibold tracking-[-0.01em] text-ink">
            {t('agent.users.title')}
          </h2>
          <p className="mt-0.5 text-[13px] text-ink-muted">{t('agent.users.subtitle')}</p>
        </div>
        <Button
          icon={<UserPlus className="size-4" aria-hidden="true" />}
          onClick={() => setCreating(true)}
        >
          {t('agent.users.create')}
        </Button>
      </div>
      <div className="mb-4">
        <UserFilterBar />
      </div>
      <UserTable agentId={agentId} users={users.data?.users ?? []} loading={users.isFetching} />
      <div className="mt-4">
        <Pagination
          page={page}
          pageSize={pageSize}
          total={users.data?.total ?? 0}
          onPageChange={setPage}
        />
      </div>
      <CreateUserDialog agentId={agentId} open={creating} onOpenChange={setCreating} />
    </div>
  );
}
