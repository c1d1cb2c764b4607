import clsx from 'clsx';
import type { LucideIcon } from 'lucide-react';

export interface SegmentedOption<T extends string> {
  value: T;
  label: string;
  icon: LucideIcon;
}

/**
 * A pill of two or three choices with icons, made of real radio buttons (keyboard and screen
 * readers work as for any radio group). While `disabled`, only the chosen one stays enabled.
 */
export function SegmentedRadio<T extends string>({
  name,
  legend,
  options,
  value,
  onChange,
  disabled = false,
}: {
  name: string;
  legend: string;
  options: SegmentedOption<T>[];
  value: T;
  onChange(value: T): void;
  disabled?: boolean;
}) {
  return (
    <fieldset className="inline-flex self-start rounded-xl bg-canvas p-1 ring-1 ring-line">
      <legend className="sr-only">{legend}</legend>
      {options.map(({ value: option, label, icon: Icon }) => {
        const on = value === option;
        const off = disabled && !on;
        return (
          <label
            key={option}
            className={clsx(
              'flex h-8 items-center gap-1.5 rounded-lg px-3.5 text-[13px] font-medium transition-colors has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-brand-400',
              on ? 'bg-white text-ink shadow-[0_1px_2px_rgb(23_22_31/0.08)]' : 'text-ink-muted',
              off ? 'cursor-not-allowed' : 'cursor-pointer hover:text-ink',
            )}
          >
            <input
              type="radio"
              name={name}
              value={option}
              checked={on}
              disabled={off}
              onChange={() => onChange(option)}
              className="sr-only"
            />
            <Icon className="size-4" aria-hidden="true" />
            {label}
          </label>
        );
      })}
    </fieldset>
  );
}
