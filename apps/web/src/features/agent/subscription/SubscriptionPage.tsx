import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { Button } from '../../../ui/Button';
import { DiscardDialog } from '../DiscardDialog';
import { useLeaveGuard } from '../useLeaveGuard';
import { slotOfValue, subscriptionSlots } from './subscriptionSlots';
import { useSubscriptionForm } from './useSubscriptionForm';

const control =
  'h-10 rounded-[10px] border border-line bg-white px-3 text-[14px] text-ink outline-none transition-[border-color,box-shadow] focus:border-brand-400 focus:ring-4 focus:ring-brand-100';

/** /agent/dashboard/subscription-settings/{id}/ (creation.md §2): time, frequency, type. */
export function SubscriptionPage() {
  const { t } = useTranslation();
  const { id: agentId = '' } = useParams();
  const form = useSubscriptionForm(agentId);
  const guard = useLeaveGuard(form.changed);
  return (
    <div className="space-y-6 px-8 py-6">
      <div>
        <h2 className="text-[17px] font-semibold tracking-[-0.01em] text-ink">
          {t('agent.subscription.title')}
        </h2>
        <p className="mt-0.5 text-[13px] text-ink-muted">{t('agent.subscription.subtitle')}</p>
      </div>
      <form
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          void form.save();
        }}
        className="max-w-[720px] rounded-2xl border border-line bg-white"
      >
        <div className="grid grid-cols-[160px_1fr] items-center gap-x-4 gap-y-5 px-6 py-6">
          <label htmlFor="subscription-time" className="text-[13.5px] font-medium text-ink">
            {t('agent.subscription.time')}
          </label>
          <select
            id="subscription-time"
            value={slotOfValue(form.values.time)}
            disabled={form.loading}
            onChange={(e) => {
              const slot = subscriptionSlots[Number(e.target.value)];
              form.setTime(slot.value);
            }}
            className={`${control} w-56`}
          >
            {subscriptionSlots.map((s) => (
              <option key={s.slot} value={s.slot}>
                {s.label}
              </option>
            ))}
          </select>
          <label htmlFor="subscription-frequency" className="text-[13.5px] font-medium text-ink">
            {t('agent.subscription.frequency')}
          </label>
          <div className="flex items-center gap-2.5">
            <input
              id="subscription-frequency"
              inputMode="numeric"
              value={form.values.frequency}
              disabled={form.loading}
              aria-invalid={form.invalid || undefined}
              onChange={(e) => form.setFrequency(e.target.value)}
              className={`${control} w-32 tabular-nums`}
            />
            <span className="text-[13.5px] text-ink-muted">{t('agent.subscription.perDay')}</span>
          </div>
          <span className="text-[13.5px] font-medium text-ink">{t('agent.subscription.type')}</span>
          <span>
            <span
              data-testid="subscription-type"
              className="inline-flex h-8 items-center rounded-lg bg-canvas px-3 text-[13.5px] text-ink-muted"
            >
              {t('agent.subscription.video')}
            </span>
          </span>
        </div>
        <div className="flex justify-end gap-2.5 border-t border-line px-6 py-3">
          <Button variant="outline" disabled={!form.changed || form.saving} onClick={form.reset}>
            {t('agent.form.cancel')}
          </Button>
          <Button type="submit" disabled={!form.changed || form.invalid} loading={form.saving}>
            {t('agent.form.save')}
          </Button>
        </div>
      </form>
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
