import clsx from 'clsx';
import { BadgeCheck } from 'lucide-react';
import { useTranslation } from 'react-i18next';

/** Stamp the brand kit's logo; off and disabled while the kit has no logo. */
export function BrandLogoSwitch({
  checked,
  logoUrl,
  onChange,
}: {
  checked: boolean;
  logoUrl: string | null;
  onChange(on: boolean): void;
}) {
  const { t } = useTranslation();
  const available = Boolean(logoUrl);
  const on = available && checked;
  return (
    <div className="flex flex-col gap-1">
      <label
        className={clsx(
          'inline-flex items-center gap-2.5 self-start text-[13px] font-medium',
          available ? 'cursor-pointer text-ink' : 'cursor-not-allowed text-ink-subtle',
        )}
      >
        <input
          type="checkbox"
          role="switch"
          aria-checked={on}
          className="peer sr-only"
          checked={on}
          disabled={!available}
          onChange={(e) => onChange(e.target.checked)}
        />
        <span
          aria-hidden="true"
          className={clsx(
            'relative h-5 w-9 rounded-full transition-colors peer-focus-visible:outline-2 peer-focus-visible:outline-brand-400',
            on ? 'bg-brand-600' : 'bg-line',
          )}
        >
          <span
            className={clsx(
              'absolute top-0.5 left-0.5 size-4 rounded-full bg-white shadow transition-transform',
              on && 'translate-x-4',
            )}
          />
        </span>
        {logoUrl ? (
          <img src={logoUrl} alt="" className="h-5 max-w-16 object-contain" />
        ) : (
          <BadgeCheck className="size-4" aria-hidden="true" />
        )}
        {t('generation.picture.brandLogo')}
      </label>
      {available ? null : (
        <p className="text-[11.5px] text-ink-subtle">{t('generation.picture.noLogo')}</p>
      )}
    </div>
  );
}
