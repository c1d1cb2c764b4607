import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import clsx from 'clsx';
import { Check, ChevronDown } from 'lucide-react';
import type { ReactNode } from 'react';

export interface VoiceMenuProps {
  /** Accessible name of the trigger ("Gender"). */
  label: string;
  value: string;
  options: { value: string; label: string }[];
  onChange(value: string): void;
  icon?: ReactNode;
  /** A value other than the default: the trigger is tinted. */
  active?: boolean;
}

/** A compact single-choice menu of the audio dialog's toolbar (condition and filter groups). */
export function VoiceMenu({ label, value, options, onChange, icon, active }: VoiceMenuProps) {
  const current = options.find((o) => o.value === value) ?? options[0];
  return (
    <DropdownMenu.Root modal={false}>
      <DropdownMenu.Trigger
        aria-label={label}
        className={clsx(
          'inline-flex h-9 max-w-[200px] items-center gap-1.5 rounded-[10px] border px-3 text-[13px] font-medium transition-colors max-md:h-10',
          active
            ? 'border-brand-200 bg-brand-50 text-brand-700 hover:bg-brand-100'
            : 'border-line bg-white text-ink hover:bg-canvas',
        )}
      >
        {icon}
        <span className="truncate">{current?.label}</span>
        <ChevronDown className="size-3.5 shrink-0 opacity-60" aria-hidden="true" />
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content
          align="start"
          sideOffset={6}
          className="z-50 max-h-[320px] min-w-[170px] overflow-y-auto rounded-xl border border-line bg-white p-1 shadow-[var(--shadow-pop)] animate-fade-in"
        >
          <DropdownMenu.RadioGroup value={value} onValueChange={onChange}>
            {options.map((o) => (
              <DropdownMenu.RadioItem
                key={o.value}
                value={o.value}
                className="flex h-9 cursor-pointer items-center justify-between gap-3 rounded-lg px-2.5 text-[13px] text-ink outline-none data-[highlighted]:bg-canvas data-[state=checked]:font-medium max-md:h-11"
              >
                {o.label}
                <DropdownMenu.ItemIndicator>
                  <Check className="size-4 text-brand-500" aria-hidden="true" />
                </DropdownMenu.ItemIndicator>
              </DropdownMenu.RadioItem>
            ))}
          </DropdownMenu.RadioGroup>
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
