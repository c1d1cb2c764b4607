import clsx from 'clsx';
import { type InputHTMLAttributes, type ReactNode, useId } from 'react';

interface TextFieldProps extends InputHTMLAttributes<HTMLInputElement> {
  label: string;
  /** Shown inside the field on the right (e.g. a resend button). */
  trailing?: ReactNode;
  invalid?: boolean;
  hideLabel?: boolean;
}

export function TextField({
  label,
  trailing,
  invalid,
  hideLabel,
  className,
  id,
  ...rest
}: TextFieldProps) {
  const autoId = useId();
  const inputId = id ?? autoId;
  return (
    <div className={className}>
      <label
        htmlFor={inputId}
        className={clsx('mb-1.5 block text-[13px] font-medium text-ink', hideLabel && 'sr-only')}
      >
        {label}
      </label>
      <div
        className={clsx(
          'flex h-11 items-center rounded-xl border bg-white transition-[border-color,box-shadow] duration-150',
          'focus-within:border-brand-400 focus-within:ring-4 focus-within:ring-brand-100',
          invalid ? 'border-danger/60' : 'border-line hover:border-[#d6d5e0]',
        )}
      >
        <input
          id={inputId}
          aria-invalid={invalid || undefined}
          className="h-full min-w-0 flex-1 rounded-xl bg-transparent px-3.5 text-[15px] text-ink outline-none placeholder:text-ink-subtle"
          {...rest}
        />
        {trailing ? <div className="flex shrink-0 items-center pr-1.5">{trailing}</div> : null}
      </div>
    </div>
  );
}
