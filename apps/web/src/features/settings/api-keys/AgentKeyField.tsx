import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useAgentList } from '../../agent/useAgentList';

/**
 * For an agent's admin: make the key an agent key, which also manages the agent's sub-users and
 * may act for one of them. With several agents, which one.
 */
export function AgentKeyField({
  agent,
  agentId,
  onAgent,
  onAgentId,
}: {
  agent: boolean;
  agentId: string | null;
  onAgent(agent: boolean): void;
  onAgentId(id: string | null): void;
}) {
  const { t } = useTranslation();
  const { agents } = useAgentList();
  const selectId = useId();
  const several = agents.length > 1;
  return (
    <div className="rounded-xl border border-line bg-canvas/60 px-3.5 py-3">
      <label className="flex cursor-pointer items-start gap-2.5">
        <input
          type="checkbox"
          className="mt-0.5 size-4 shrink-0 accent-brand-600"
          checked={agent}
          onChange={(e) => {
            onAgent(e.target.checked);
            if (e.target.checked && several && !agentId) onAgentId(agents[0].id);
          }}
        />
        <span>
          <span className="block text-[13.5px] font-medium text-ink">
            {t('apiKeys.create.agentKey')}
          </span>
          <span className="block text-[12.5px] leading-5 text-ink-muted">
            {t('apiKeys.create.agentKeyHelp')}
          </span>
        </span>
      </label>
      {agent && several ? (
        <div className="mt-3 pl-6.5">
          <label htmlFor={selectId} className="mb-1 block text-[12.5px] font-medium text-ink">
            {t('apiKeys.create.agentChoice')}
          </label>
          <select
            id={selectId}
            value={agentId ?? ''}
            onChange={(e) => onAgentId(e.target.value || null)}
            className="h-9 w-full rounded-[10px] border border-line bg-white px-2.5 text-[13.5px] text-ink outline-none focus:border-brand-400 focus:ring-4 focus:ring-brand-100"
          >
            {agents.map((a) => (
              <option key={a.id} value={a.id}>
                {a.name}
              </option>
            ))}
          </select>
        </div>
      ) : null}
    </div>
  );
}
