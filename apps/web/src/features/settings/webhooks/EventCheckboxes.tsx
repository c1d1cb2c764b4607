import { WEBHOOK_EVENT_TYPES, type WebhookEventType } from '@talkreel/contract';
import clsx from 'clsx';
import { useTranslation } from 'react-i18next';
import { EVENT_GROUPS, toggleAllEvents, toggleEvent } from './eventSelection';

/** The events an endpoint receives, grouped by video, actor and voice, with "all". */
export function EventCheckboxes({
  value,
  onChange,
  error,
}: {
  value: WebhookEventType[];
  onChange(events: WebhookEventType[]): void;
  error?: string | null;
}) {
  const { t } = useTranslation();
  const all = value.length === WEBHOOK_EVENT_TYPES.length;
  return (
    <fieldset>
      <div className="mb-1.5 flex items-center justify-between gap-3">
        <legend className="text-[13px] font-medium text-ink">{t('webhooks.form.events')}</legend>
        <button
          type="button"
          onClick={() => onChange(toggleAllEvents(value))}
          className="text-[12.5px] font-medium text-brand-600 hover:text-brand-700"
        >
          {all ? t('webhooks.form.none') : t('webhooks.form.all')}
        </button>
      </div>
      <div
        className={clsx(
          'grid gap-3 rounded-xl border px-3.5 py-3 sm:grid-cols-3',
          error ? 'border-danger/60' : 'border-line',
        )}
      >
        {EVENT_GROUPS.map(({ resource, events }) => (
          <div key={resource}>
            <p className="mb-1 text-[11.5px] font-medium tracking-[0.04em] text-ink-subtle uppercase">
              {t(`webhooks.resource.${resource}`)}
            </p>
            {events.map((event) => (
              <label
                key={event}
                className="flex min-h-8 cursor-pointer items-center gap-2 text-[13.5px] text-ink"
              >
                <input
                  type="checkbox"
                  className="size-4 shrink-0 accent-brand-600"
                  checked={value.includes(event)}
                  onChange={() => onChange(toggleEvent(value, event))}
                />
                <span className="min-w-0">
                  <code className="font-mono text-[12.5px]">{event}</code>
                </span>
              </label>
            ))}
          </div>
        ))}
      </div>
      {error ? (
        <p role="alert" className="mt-1.5 text-[12.5px] text-danger">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
