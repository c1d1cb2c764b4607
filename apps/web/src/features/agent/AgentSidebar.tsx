import clsx from 'clsx';
import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';
import { Avatar } from '../../ui/Avatar';
import { dashboardPaths } from './dashboardPaths';
import type { Agent } from './useAgentCacheStore';

/** The /agent/ sidebar (creation.md §2): each agent with avatar and name. */
export function AgentSidebar({ agents, isLoading }: { agents: Agent[]; isLoading: boolean }) {
  const { t } = useTranslation();
  return (
    <aside className="flex w-72 shrink-0 flex-col border-r border-line bg-canvas/40 max-md:w-full max-md:border-r-0">
      <div className="flex h-16 shrink-0 items-center border-b border-line px-5 max-md:h-14 max-md:px-4">
        <h1 className="text-[17px] font-semibold tracking-[-0.01em]">{t('agent.list.title')}</h1>
      </div>
      <nav aria-label={t('agent.list.title')} className="min-h-0 flex-1 overflow-y-auto p-3">
        {isLoading
          ? Array.from({ length: 4 }, (_, i) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
              <div key={i} className="mb-1 flex h-14 items-center gap-3 px-3">
                <span className="size-9 animate-pulse rounded-full bg-line" />
                <span className="h-3 w-32 animate-pulse rounded bg-line" />
              </div>
            ))
          : agents.map((agent) => (
              <NavLink
                key={agent.id}
                to={dashboardPaths.users(agent.id)}
                data-testid="agent-entry"
                className={({ isActive }) =>
                  clsx(
                    'mb-1 flex h-14 items-center gap-3 rounded-xl px-3 transition-colors',
                    isActive ? 'bg-brand-50 text-brand-700' : 'text-ink hover:bg-white',
                  )
                }
              >
                <Avatar name={agent.name} src={agent.avatar || null} size={36} />
                <span className="min-w-0">
                  <span className="block truncate text-[14px] font-medium">{agent.name}</span>
                  {agent.intro ? (
                    <span className="block truncate text-[12px] text-ink-muted">{agent.intro}</span>
                  ) : null}
                </span>
              </NavLink>
            ))}
        {!isLoading && agents.length === 0 ? (
          <p className="px-3 py-6 text-center text-[13px] text-ink-muted">
            {t('agent.list.empty')}
          </p>
        ) : null}
      </nav>
    </aside>
  );
}
