import { AGENT_USER_SEARCH_TYPES, type AgentUserSearchType } from '@talkreel/contract';
import { RotateCcw, Search } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../ui/Button';
import { DatePicker } from '../../../ui/DatePicker';
import { useDashboardStore } from '../useDashboardStore';

/** The filter bar (creation.md §2): type, text, creation date range, Reset and Search (page 1). */
export function UserFilterBar() {
  const { t } = useTranslation();
  const form = useDashboardStore((s) => s.form);
  const setForm = useDashboardStore((s) => s.setForm);
  const search = useDashboardStore((s) => s.search);
  const resetSearch = useDashboardStore((s) => s.resetSearch);
  return (
    <form
      className="flex flex-wrap items-center gap-2.5"
      onSubmit={(e) => {
        e.preventDefault();
        search();
      }}
    >
      <div className="flex h-9 items-center rounded-[10px] border border-line bg-white focus-within:border-brand-400 focus-within:ring-2 focus-within:ring-brand-100">
        <select
          aria-label={t('agent.filter.type')}
          value={form.type}
          onChange={(e) => setForm({ type: e.target.value as AgentUserSearchType })}
          className="h-full rounded-l-[10px] border-r border-line bg-canvas/60 pr-2 pl-3 text-[13px] text-ink outline-none"
        >
          {AGENT_USER_SEARCH_TYPES.map((type) => (
            <option key={type} value={type}>
              {t(`agent.filter.types.${type}`)}
            </option>
          ))}
        </select>
        <input
          aria-label={t('agent.filter.value')}
          value={form.value}
          onChange={(e) => setForm({ value: e.target.value })}
          placeholder={t(`agent.filter.placeholders.${form.type}`)}
          className="h-full w-56 bg-transparent px-3 text-[13.5px] text-ink outline-none placeholder:text-ink-subtle"
        />
      </div>
      <DatePicker
        mode="range"
        label={t('agent.filter.created')}
        placeholder={t('agent.filter.createdPlaceholder')}
        className="w-64"
        value={{ start: form.startDate, end: form.endDate }}
        onChange={(r) => setForm({ startDate: r.start, endDate: r.end })}
      />
      <Button
        variant="outline"
        size="sm"
        className="h-9"
        icon={<RotateCcw className="size-3.5" aria-hidden="true" />}
        onClick={resetSearch}
      >
        {t('agent.filter.reset')}
      </Button>
      <Button
        type="submit"
        size="sm"
        className="h-9"
        icon={<Search className="size-3.5" aria-hidden="true" />}
      >
        {t('agent.filter.search')}
      </Button>
    </form>
  );
}
