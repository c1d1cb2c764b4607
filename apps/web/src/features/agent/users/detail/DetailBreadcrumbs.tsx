import { ArrowLeft, ChevronRight, Home } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { dashboardPaths } from '../../dashboardPaths';

/** The user detail header (creation.md §2): back, then home › user management › username. */
export function DetailBreadcrumbs({
  agentId,
  username,
  onBack,
}: {
  agentId: string;
  username: string;
  onBack(): void;
}) {
  const { t } = useTranslation();
  return (
    <div className="flex items-center gap-3">
      <button
        type="button"
        onClick={onBack}
        aria-label={t('agent.detail.back')}
        className="flex size-8 items-center justify-center rounded-lg border border-line text-ink-muted transition-colors hover:bg-canvas hover:text-ink"
      >
        <ArrowLeft className="size-4" aria-hidden="true" />
      </button>
      <nav aria-label={t('agent.detail.breadcrumbs')}>
        <ol className="flex items-center gap-1.5 text-[13.5px] text-ink-muted">
          <li>
            <Link to="/agent/" className="flex items-center gap-1 hover:text-ink">
              <Home className="size-3.5" aria-hidden="true" />
              {t('agent.detail.home')}
            </Link>
          </li>
          <ChevronRight className="size-3.5 text-ink-subtle" aria-hidden="true" />
          <li>
            <Link to={dashboardPaths.users(agentId)} className="hover:text-ink">
              {t('agent.menu.users')}
            </Link>
          </li>
          <ChevronRight className="size-3.5 text-ink-subtle" aria-hidden="true" />
          <li aria-current="page" className="max-w-[240px] truncate font-medium text-ink">
            {username}
          </li>
        </ol>
      </nav>
    </div>
  );
}
