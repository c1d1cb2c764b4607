import clsx from 'clsx';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../ui/Button';
import { DiscardDialog } from './DiscardDialog';
import { useLeaveGuard } from './useLeaveGuard';

/** What the dashboard's settings forms (workflow, subscription) share with their page frame. */
export interface DashboardFormState {
  changed: boolean;
  saving: boolean;
  reset(): void;
  save(): Promise<unknown>;
}

/**
 * The frame of a dashboard settings page (creation.md §2): title, the form with Cancel and Save
 * (both idle until something changed), and the discard confirm when leaving with changes.
 */
export function DashboardForm({
  title,
  subtitle,
  form,
  canSave,
  className,
  footerClassName,
  children,
  after,
}: {
  title: string;
  subtitle: string;
  form: DashboardFormState;
  /** Save also needs the values to be valid where the form checks them as typed. */
  canSave: boolean;
  className?: string;
  footerClassName?: string;
  children: ReactNode;
  /** Shown under the form (the workflow's recent deliveries). */
  after?: ReactNode;
}) {
  const { t } = useTranslation();
  const guard = useLeaveGuard(form.changed);
  return (
    <div className="space-y-6 px-8 py-6 max-md:px-4 max-md:py-4">
      <div>
        <h2 className="text-[17px] font-semibold tracking-[-0.01em] text-ink">{title}</h2>
        <p className="mt-0.5 text-[13px] text-ink-muted">{subtitle}</p>
      </div>
      <form
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          void form.save();
        }}
        className={clsx('rounded-2xl border border-line bg-white', className)}
      >
        {children}
        <div
          className={clsx('flex justify-end gap-2.5 border-t border-line py-3', footerClassName)}
        >
          <Button variant="outline" disabled={!form.changed || form.saving} onClick={form.reset}>
            {t('agent.form.cancel')}
          </Button>
          <Button type="submit" disabled={!form.changed || !canSave} loading={form.saving}>
            {t('agent.form.save')}
          </Button>
        </div>
      </form>
      {after}
      <DiscardDialog
        open={guard.asking}
        onDiscard={() => {
          form.reset();
          guard.discard();
        }}
        onStay={guard.stay}
      />
    </div>
  );
}
