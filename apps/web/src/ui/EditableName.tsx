import clsx from 'clsx';
import { Pencil } from 'lucide-react';
import { useState } from 'react';
import { useNameDraft } from './useNameDraft';

const sizes = {
  md: {
    input: 'h-7 text-[14px] font-semibold ring-4',
    text: 'text-[14px] leading-7 font-semibold text-ink',
    pencil: 'size-6 rounded-md hover:bg-canvas',
    icon: 'size-3.5',
  },
  sm: {
    input: 'h-6 text-[12.5px] ring-2',
    text: '',
    pencil: 'size-5 rounded',
    icon: 'size-3',
  },
};

/**
 * A name shown as text with a pencil (on hover or focus) that turns into a field for renaming
 * in place; double-clicking the name opens it too. `onRename` gets what was typed, unchecked.
 */
export function EditableName({
  name,
  maxLength,
  inputLabel,
  openLabel,
  disabled,
  onRename,
  size = 'md',
  lines = 1,
  className,
}: {
  name: string;
  maxLength?: number;
  inputLabel: string;
  openLabel: string;
  disabled?: boolean;
  onRename(typed: string): void;
  size?: keyof typeof sizes;
  /** Lines the name may take before it is cut (2 where a card has room below the name). */
  lines?: 1 | 2;
  className?: string;
}) {
  const [editing, setEditing] = useState(false);
  const look = sizes[size];
  const open = () => {
    if (!disabled) setEditing(true);
  };
  if (editing) {
    return (
      <NameField
        name={name}
        maxLength={maxLength}
        label={inputLabel}
        className={clsx(look.input, className)}
        onDone={(typed) => {
          setEditing(false);
          if (typed !== null) onRename(typed);
        }}
      />
    );
  }
  return (
    <span className={clsx('group/name flex min-w-0 items-center gap-1', className)}>
      <span
        onDoubleClick={open}
        title={name}
        className={clsx(
          look.text,
          lines === 2 ? 'line-clamp-2 break-words !leading-5' : 'truncate',
        )}
      >
        {name}
      </span>
      {disabled ? null : (
        <button
          type="button"
          onClick={open}
          aria-label={openLabel}
          className={clsx(
            'flex shrink-0 items-center justify-center text-ink-subtle opacity-0 transition-opacity group-hover/name:opacity-100 hover:text-ink focus-visible:opacity-100',
            look.pencil,
          )}
        >
          <Pencil className={look.icon} aria-hidden="true" />
        </button>
      )}
    </span>
  );
}

function NameField({
  name,
  maxLength,
  label,
  className,
  onDone,
}: {
  name: string;
  maxLength?: number;
  label: string;
  className: string;
  onDone(typed: string | null): void;
}) {
  const draft = useNameDraft(name, onDone);
  return (
    <input
      // biome-ignore lint/a11y/noAutofocus: the field opens because the user asked to rename
      autoFocus
      maxLength={maxLength}
      aria-label={label}
      {...draft.inputProps}
      className={clsx(
        'w-full min-w-0 rounded-md border border-brand-400 bg-white px-1.5 text-ink outline-none ring-brand-100',
        className,
      )}
    />
  );
}
