import clsx from 'clsx';
import type { ReactNode } from 'react';

export interface Choice<T extends string> {
  value: T;
  label: string;
  icon?: ReactNode;
}

/**
 * One row of the picture panel: a named group of pill choices made of real radio buttons, so
 * arrows, Tab and screen readers work as for any radio group.
 */
export function ChoiceGroup<T extends string>({
  name,
  legend,
  choices,
  value,
  onChange,
  compact = false,
}: {
  name: string;
  legend: string;
  choices: Choice<T>[];
  value: T;
  onChange(value: T): void;
  /** Icon above a short label (formats, layouts) instead of side by side. */
  compact?: boolean;
}) {
  return (
    <fieldset className="min-w-0">
      <legend className="mb-1.5 text-[12px] font-semibold tracking-wide text-ink-muted uppercase">
        {legend}
      </legend>
      <div className="flex flex-wrap gap-1.5">
        {choices.map((choice) => {
          const on = choice.value === value;
          return (
            <label
              key={choice.value}
              className={clsx(
                'flex cursor-pointer items-center rounded-xl text-[12.5px] font-medium ring-1 transition-colors has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-brand-400',
                compact
                  ? 'min-w-[58px] flex-col justify-center gap-1 px-2 pt-2 pb-1.5'
                  : 'h-8 gap-1.5 px-3 max-md:h-10',
                on
                  ? 'bg-brand-50 text-brand-700 ring-brand-400'
                  : 'bg-white text-ink-muted ring-line hover:text-ink hover:ring-brand-200',
              )}
            >
              <input
                type="radio"
                name={name}
                value={choice.value}
                checked={on}
                onChange={() => onChange(choice.value)}
                className="sr-only"
              />
              {choice.icon}
              <span className="whitespace-nowrap">{choice.label}</span>
            </label>
          );
        })}
      </div>
    </fieldset>
  );
}
