import clsx from 'clsx';
import { Check } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { VoiceItem } from './types';

/** The per-voice select control: a radio, drawn as a round tick. */
export function SelectMark({
  voice,
  selected,
  onSelect,
  compact,
}: {
  voice: VoiceItem;
  selected: boolean;
  onSelect(v: VoiceItem): void;
  compact?: boolean;
}) {
  const { t } = useTranslation();
  return (
    <label
      className={clsx(
        'relative flex shrink-0 cursor-pointer items-center justify-center',
        compact ? 'size-6' : 'size-8 max-md:size-10',
      )}
    >
      <input
        type="radio"
        name="voice"
        checked={selected}
        onChange={() => onSelect(voice)}
        onClick={(e) => e.stopPropagation()}
        aria-label={t('voices.select', { name: voice.name })}
        className="peer absolute inset-0 cursor-pointer opacity-0"
      />
      <span
        aria-hidden="true"
        className={clsx(
          'flex size-[18px] items-center justify-center rounded-full transition-colors peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-brand-400',
          selected ? 'bg-brand-500 text-white' : 'border-[1.5px] border-[#cfcddc] bg-white',
        )}
      >
        {selected ? <Check className="size-3" strokeWidth={3} /> : null}
      </span>
    </label>
  );
}
