import clsx from 'clsx';
import { useTranslation } from 'react-i18next';
import type { CloneProvider } from './cloneApi';
import type { CloneProviderInfo } from './useCloneProviders';

export interface ProviderChoiceProps {
  value: CloneProvider;
  onChange(p: CloneProvider): void;
  providers: CloneProviderInfo[];
  disabled: boolean;
}

/**
 * The clone provider (creation.md §7): the offline match, labelled honestly as "matched, not
 * cloned", and the cloud providers; one the server has no key for says so and cannot be chosen.
 */
export function ProviderChoice({ value, onChange, providers, disabled }: ProviderChoiceProps) {
  const { t } = useTranslation();
  return (
    <fieldset disabled={disabled} className="min-w-0">
      <legend className="mb-1.5 text-[13px] font-medium text-ink">
        {t('voices.upload.provider.label')}
      </legend>
      {/* One per row on a phone: three columns left a few words a line. */}
      <div className="grid grid-cols-3 gap-2 max-md:grid-cols-1">
        {providers.map(({ provider, available: usable, reason }) => {
          const p = provider as CloneProvider;
          const name = t(`voices.upload.provider.${p}.name`, { defaultValue: provider });
          const checked = value === p;
          return (
            <label
              key={p}
              // The server's own words on why (in English) stay at hand on hover.
              title={usable ? undefined : (reason ?? undefined)}
              className={clsx(
                'relative flex min-h-[76px] flex-col gap-0.5 rounded-xl border px-3 py-2.5 transition-colors max-md:min-h-0',
                !usable
                  ? 'cursor-not-allowed border-line bg-canvas/70'
                  : checked
                    ? 'cursor-pointer border-brand-500 bg-brand-50/70 shadow-[0_0_0_1px_var(--color-brand-500)]'
                    : 'cursor-pointer border-line hover:border-[#d9d8e3] hover:bg-canvas/60',
              )}
            >
              <input
                type="radio"
                name="clone-provider"
                value={p}
                checked={checked}
                disabled={!usable}
                onChange={() => onChange(p)}
                aria-labelledby={`clone-provider-${p}-name`}
                aria-describedby={`clone-provider-${p}-note`}
                className="peer sr-only"
              />
              <span
                id={`clone-provider-${p}-name`}
                className={clsx(
                  'text-[13px] font-semibold',
                  usable ? 'text-ink' : 'text-ink-subtle',
                )}
              >
                {name}
              </span>
              <span
                id={`clone-provider-${p}-note`}
                className="text-[11.5px] leading-[15px] text-ink-muted"
              >
                {usable
                  ? t(`voices.upload.provider.${p}.note`, { defaultValue: '' })
                  : t('voices.upload.provider.missing', { name })}
              </span>
            </label>
          );
        })}
      </div>
    </fieldset>
  );
}
