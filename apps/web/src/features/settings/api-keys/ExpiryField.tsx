import * as Select from '@radix-ui/react-select';
import { Check, ChevronDown } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { Day } from '../../../ui/calendar';
import { DatePicker } from '../../../ui/DatePicker';
import { EXPIRY_CHOICES, type ExpiryChoice } from './keyExpiry';

/** A new key's expiry: never, 30 / 90 / 365 days, or a chosen day (with its refusal). */
export function ExpiryField({
  choice,
  day,
  error,
  onChoice,
  onDay,
}: {
  choice: ExpiryChoice;
  day: Day | null;
  error: string | null;
  onChoice(choice: ExpiryChoice): void;
  onDay(day: Day | null): void;
}) {
  const { t } = useTranslation();
  const labelId = useId();
  const errorId = useId();
  return (
    <div>
      <p id={labelId} className="mb-1.5 text-[13px] font-medium text-ink">
        {t('apiKeys.create.expiry')}
      </p>
      <div className="flex gap-2 max-md:flex-col">
        <Select.Root value={choice} onValueChange={(v) => onChoice(v as ExpiryChoice)}>
          <Select.Trigger
            aria-labelledby={labelId}
            className="inline-flex h-9 min-w-[180px] items-center justify-between gap-2 rounded-[10px] border border-line bg-white px-3 text-[13.5px] text-ink outline-none transition-colors hover:border-[#d6d5e0] focus-visible:border-brand-400 focus-visible:ring-4 focus-visible:ring-brand-100"
          >
            <Select.Value />
            <Select.Icon>
              <ChevronDown className="size-3.5 opacity-60" aria-hidden="true" />
            </Select.Icon>
          </Select.Trigger>
          <Select.Portal>
            <Select.Content
              position="popper"
              sideOffset={6}
              align="start"
              className="z-50 min-w-[var(--radix-select-trigger-width)] overflow-hidden rounded-xl border border-line bg-white p-1 shadow-[var(--shadow-pop)] animate-fade-in"
            >
              <Select.Viewport>
                {EXPIRY_CHOICES.map((option) => (
                  <Select.Item
                    key={option}
                    value={option}
                    className="relative flex h-9 cursor-pointer select-none items-center rounded-lg pr-8 pl-3 text-[13.5px] text-ink outline-none data-[highlighted]:bg-canvas"
                  >
                    <Select.ItemText>{t(`apiKeys.create.expiryChoice.${option}`)}</Select.ItemText>
                    <Select.ItemIndicator className="absolute right-2.5">
                      <Check className="size-4 text-brand-500" aria-hidden="true" />
                    </Select.ItemIndicator>
                  </Select.Item>
                ))}
              </Select.Viewport>
            </Select.Content>
          </Select.Portal>
        </Select.Root>
        {choice === 'date' ? (
          <DatePicker
            mode="single"
            label={t('apiKeys.create.expiryDate')}
            placeholder={t('apiKeys.create.expiryDate')}
            value={day}
            onChange={onDay}
            className="min-w-0 flex-1"
          />
        ) : null}
      </div>
      {error ? (
        <p id={errorId} role="alert" className="mt-1.5 text-[12.5px] text-danger">
          {error}
        </p>
      ) : null}
    </div>
  );
}
