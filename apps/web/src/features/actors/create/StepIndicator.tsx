import clsx from 'clsx';
import { Check } from 'lucide-react';
import { Fragment } from 'react';
import { useTranslation } from 'react-i18next';

const LABELS = ['upload', 'verify', 'create'] as const;

/**
 * Upload, verify, create (creation.md §2). Steps 0-1 (choosing, uploading) light the first,
 * step 2 (the file is in: crop, consent, name, voice) the second, step 3 (name and voice
 * present) the third.
 */
export function StepIndicator({ step }: { step: 0 | 1 | 2 | 3 }) {
  const { t } = useTranslation();
  const current = step <= 1 ? 0 : step === 2 ? 1 : 2;
  return (
    <ol className="flex items-center gap-2" aria-label={t('createActor.steps.label')}>
      {LABELS.map((label, i) => {
        const done = i < current;
        const on = i === current;
        return (
          <Fragment key={label}>
            {i > 0 ? (
              <li
                aria-hidden="true"
                className={clsx('h-px w-8 shrink-0', i <= current ? 'bg-brand-300' : 'bg-line')}
              />
            ) : null}
            <li
              aria-current={on ? 'step' : undefined}
              className={clsx(
                'flex items-center gap-2 text-[13px] font-medium',
                on ? 'text-ink' : done ? 'text-brand-600' : 'text-ink-subtle',
              )}
            >
              <span
                className={clsx(
                  'flex size-6 items-center justify-center rounded-full text-[12px] font-semibold',
                  on
                    ? 'bg-brand-500 text-white shadow-[0_1px_3px_rgb(45_20_160/0.35)]'
                    : done
                      ? 'bg-brand-50 text-brand-600'
                      : 'bg-canvas text-ink-subtle ring-1 ring-line',
                )}
              >
                {done ? <Check className="size-3.5" strokeWidth={3} aria-hidden="true" /> : i + 1}
              </span>
              {t(`createActor.steps.${label}`)}
            </li>
          </Fragment>
        );
      })}
    </ol>
  );
}
