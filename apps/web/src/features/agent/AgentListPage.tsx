import { Building2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { AgentSidebar } from './AgentSidebar';
import { useAgentList } from './useAgentList';

/** /agent/ (creation.md §2): the agents in a sidebar; choosing one opens its user management. */
export function AgentListPage() {
  const { t } = useTranslation();
  const { agents, isLoading } = useAgentList();
  return (
    <div className="flex h-full">
      <AgentSidebar agents={agents} isLoading={isLoading} />
      {/* On a phone the list is the page: choosing opens the agent, so no hint beside it. */}
      <section className="flex min-w-0 flex-1 flex-col items-center justify-center gap-3 px-8 text-center max-md:hidden">
        <span className="flex size-14 items-center justify-center rounded-2xl bg-brand-50 text-brand-500">
          <Building2 className="size-6" aria-hidden="true" />
        </span>
        <h2 className="text-[16px] font-semibold text-ink">{t('agent.list.chooseTitle')}</h2>
        <p className="max-w-sm text-[13.5px] text-ink-muted">{t('agent.list.chooseText')}</p>
      </section>
    </div>
  );
}
