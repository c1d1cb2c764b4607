import { SUBSCRIPTION_FREQUENCY_MAX } from '@talkreel/contract';
import clsx from 'clsx';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { DashboardForm } from '../DashboardForm';
import { slotOfValue, subscriptionSlots } from './subscriptionSlots';
import { useSubscriptionForm } from './useSubscriptionForm';

const control =
  'h-10 rounded-[10px] border bg-white px-3 text-[14px] text-ink outline-none transition-[border-color,box-shadow] focus:border-brand-400 focus:ring-4 focus:ring-brand-100';

/** Label beside its field; below `md` above it, where a fixed label column squeezes the field. */
const row = 'grid gap-1.5 md:grid-cols-[160px_1fr] md:items-center md:gap-4';

/** /agent/dashboard/subscription-settings/{id}/ (creation.md §2): time, frequency, type. */
export function SubscriptionPage() {
  const { t } = useTranslation();
  const { id: agentId = '' } = useParams();
  const form = useSubscriptionForm(agentId);
  return (
    <DashboardForm
      title={t('agent.subscription.title')}
      subtitle={t('agent.subscription.subtitle')}
      form={form}
      canSave={!form.invalid}
      className="max-w-[720px]"
      footerClassName="px-6"
    >
      <div className="space-y-5 px-6 py-6">
        <div className={row}>
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
            className={clsx(control, 'w-56 max-w-full border-line')}
          >
            {subscriptionSlots.map((s) => (
              <option key={s.slot} value={s.slot}>
                {s.label}
              </option>
            ))}
          </select>
        </div>
        <div className={row}>
          <label htmlFor="subscription-frequency" className="text-[13.5px] font-medium text-ink">
            {t('agent.subscription.frequency')}
          </label>
          <div>
            <div className="flex items-center gap-2.5">
              <input
                id="subscription-frequency"
                inputMode="numeric"
                value={form.values.frequency}
                disabled={form.loading}
                aria-invalid={form.invalid || undefined}
                aria-describedby={form.error ? 'subscription-frequency-error' : undefined}
                onChange={(e) => form.setFrequency(e.target.value)}
                className={clsx(
                  control,
                  'w-32 tabular-nums',
                  form.error ? 'border-danger/60' : 'border-line',
                )}
              />
              <span className="text-[13.5px] text-ink-muted">{t('agent.subscription.perDay')}</span>
            </div>
            {form.error ? (
              <p
                id="subscription-frequency-error"
                role="alert"
                className="mt-1 text-[12.5px] text-danger"
              >
                {t(form.error, { max: SUBSCRIPTION_FREQUENCY_MAX })}
              </p>
            ) : null}
          </div>
        </div>
        <div className={row}>
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
      </div>
    </DashboardForm>
  );
}
