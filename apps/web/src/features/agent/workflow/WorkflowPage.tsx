import clsx from 'clsx';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { DashboardForm } from '../DashboardForm';
import { DeliveriesList } from './DeliveriesList';
import { useWorkflowForm, type WorkflowValues } from './useWorkflowForm';

const cellInput = (invalid: boolean) =>
  clsx(
    'h-10 w-full rounded-[10px] border bg-white px-3 text-[14px] text-ink outline-none transition-[border-color,box-shadow] placeholder:text-ink-subtle focus:border-brand-400 focus:ring-4 focus:ring-brand-100',
    invalid ? 'border-danger/60' : 'border-line',
  );

/** /agent/dashboard/workflow/{id}/ (creation.md §2): the one-row workflow table. */
export function WorkflowPage() {
  const { t } = useTranslation();
  const { id: agentId = '' } = useParams();
  const form = useWorkflowForm(agentId);
  const field = (name: keyof WorkflowValues) => (
    <td className="px-4 py-4 align-top max-md:block max-md:pb-0 max-md:last:pb-4">
      {/* Below `md` the header row is hidden and each field gets its label above it. */}
      <span
        aria-hidden="true"
        className="mb-1.5 block text-[13.5px] font-medium text-ink md:hidden"
      >
        {t(`agent.workflow.${name}`)}
      </span>
      <input
        aria-label={t(`agent.workflow.${name}`)}
        value={form.values[name]}
        disabled={form.loading}
        placeholder={t(`agent.workflow.placeholders.${name}`)}
        aria-invalid={Boolean(form.errors[name]) || undefined}
        onChange={(e) => form.setField(name, e.target.value)}
        className={cellInput(Boolean(form.errors[name]))}
      />
      {form.errors[name] ? (
        <p role="alert" className="mt-1 text-[12.5px] text-danger">
          {t(form.errors[name])}
        </p>
      ) : null}
    </td>
  );
  return (
    <DashboardForm
      title={t('agent.workflow.title')}
      subtitle={t('agent.workflow.subtitle')}
      form={form}
      canSave
      footerClassName="px-4"
      after={
        <DeliveriesList agentId={agentId} canTest={Boolean(form.values.address) && !form.changed} />
      }
    >
      {/* Two columns do not fit a phone: below `md` the row is stacked, one field per line. */}
      <table className="w-full border-collapse text-left max-md:block">
        <thead className="max-md:hidden">
          <tr className="border-b border-line bg-canvas/60">
            <th className="w-[38%] px-4 py-2.5 text-[12px] font-semibold tracking-wide text-ink-muted uppercase">
              {t('agent.workflow.workflow')}
            </th>
            <th className="px-4 py-2.5 text-[12px] font-semibold tracking-wide text-ink-muted uppercase">
              {t('agent.workflow.address')}
            </th>
          </tr>
        </thead>
        <tbody className="max-md:block">
          <tr className="max-md:block">
            {field('workflow')}
            {field('address')}
          </tr>
        </tbody>
      </table>
    </DashboardForm>
  );
}
