import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { Spinner } from '../../../../ui/Spinner';
import { dashboardPaths } from '../../dashboardPaths';
import { DetailBreadcrumbs } from './DetailBreadcrumbs';
import { UserAssets } from './UserAssets';
import { UserDetailForm } from './UserDetailForm';
import { useAgentUser } from './useAgentUser';

/** /agent/dashboard/user-management/{id}/{userId} (creation.md §2): details, then assets. */
export function UserDetailPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { id: agentId = '', userId = '' } = useParams();
  const user = useAgentUser(agentId, userId);
  return (
    <div className="space-y-6 px-8 py-6 max-md:px-4 max-md:py-4">
      <DetailBreadcrumbs
        agentId={agentId}
        username={user.data?.username ?? ''}
        onBack={() => void navigate(dashboardPaths.users(agentId))}
      />
      {user.data ? (
        <>
          <section aria-labelledby="user-details-title" className="space-y-3">
            <h2 id="user-details-title" className="text-[15px] font-semibold text-ink">
              {t('agent.detail.title')}
            </h2>
            {/* Keyed by the user so another user's detail starts from its own values. */}
            <UserDetailForm key={user.data.id} agentId={agentId} user={user.data} />
          </section>
          <UserAssets agentId={agentId} userId={userId} />
        </>
      ) : (
        <div className="flex h-60 items-center justify-center text-brand-500">
          <Spinner className="size-5" />
        </div>
      )}
    </div>
  );
}
