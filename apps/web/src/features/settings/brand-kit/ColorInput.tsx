import clsx from 'clsx';
import { isHexColor } from './model/brandDraft';

/**
 * One colour: the browser's picker behind a round swatch, and the #RRGGBB text beside it (typed
 * values are kept as typed and marked while they are not a colour yet).
 */
export function ColorInput({
  label,
  value,
  onChange,
  disabled = false,
  testId,
}: {
  label: string;
  value: string;
  onChange(value: string): void;
  disabled?: boolean;
  testId?: string;
}) {
  const valid = isHexColor(value);
  return (
    <div className="flex min-w-0 items-center gap-2" data-testid={testId}>
      <label
        className={clsx(
          'relative size-9 shrink-0 overflow-hidden rounded-full ring-1 ring-black/10',
          disabled ? 'cursor-not-allowed' : 'cursor-pointer',
        )}
        style={{ backgroundColor: valid ? value : '#ffffff' }}
      >
        <span className="sr-only">{label}</span>
        <input
          type="color"
          value={valid ? value.toLowerCase() : '#000000'}
          disabled={disabled}
          onChange={(e) => onChange(e.target.value)}
          className="absolute inset-0 size-full cursor-[inherit] opacity-0"
          tabIndex={-1}
          aria-hidden="true"
        />
      </label>
      <input
        type="text"
        value={value}
        disabled={disabled}
        aria-label={label}
        aria-invalid={valid ? undefined : true}
        spellCheck={false}
        maxLength={7}
        onChange={(e) => onChange(e.target.value)}
        className={clsx(
          'h-9 w-[104px] rounded-lg border bg-white px-2.5 font-mono text-[13.5px] text-ink uppercase outline-none transition-[border-color,box-shadow]',
          'focus:border-brand-400 focus:ring-4 focus:ring-brand-100 disabled:bg-canvas disabled:text-ink-muted',
          valid ? 'border-line' : 'border-danger/60',
        )}
      />
    </div>
  );
}
