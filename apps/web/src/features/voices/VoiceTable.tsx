import { VOICE_TABLE_SKELETONS } from '@talkreel/contract';
import clsx from 'clsx';
import { useTranslation } from 'react-i18next';
import { AudioPlayButton } from './audio/AudioPlayButton';
import { SelectMark } from './SelectMark';
import { StarButton } from './StarButton';
import type { VoiceListProps } from './voiceListProps';
import { YoursMark } from './YoursMark';

const cell = 'px-3 text-[13px] text-ink-muted whitespace-nowrap';
// Gender, age and language have no room on a phone: they go under the name there.
const wideOnly = 'max-md:hidden';

/** The voice list as a table: play, name, gender, age, language, star, select. */
export function VoiceTable(props: VoiceListProps) {
  const { t } = useTranslation();
  return (
    <table className="w-full table-fixed border-separate border-spacing-0">
      <colgroup>
        <col className="w-[56px] max-md:w-[48px]" />
        <col />
        <col className={clsx('w-[120px]', wideOnly)} />
        <col className={clsx('w-[130px]', wideOnly)} />
        <col className={clsx('w-[130px]', wideOnly)} />
        <col className="w-[52px] max-md:w-[44px]" />
        <col className="w-[56px] max-md:w-[44px]" />
      </colgroup>
      <thead className="sticky top-0 z-10 bg-white">
        <tr className="text-left text-[11.5px] font-semibold tracking-wide text-ink-subtle uppercase">
          <th className="h-9 border-b border-line" aria-label={t('voices.table.play')} />
          <th className="h-9 border-b border-line px-3 font-semibold">{t('voices.table.name')}</th>
          <th className={clsx('h-9 border-b border-line px-3 font-semibold', wideOnly)}>
            {t('voices.table.gender')}
          </th>
          <th className={clsx('h-9 border-b border-line px-3 font-semibold', wideOnly)}>
            {t('voices.table.age')}
          </th>
          <th className={clsx('h-9 border-b border-line px-3 font-semibold', wideOnly)}>
            {t('voices.table.language')}
          </th>
          <th className="h-9 border-b border-line" aria-label={t('voices.table.favorite')} />
          <th className="h-9 border-b border-line" aria-label={t('voices.table.select')} />
        </tr>
      </thead>
      <tbody>
        {props.loading
          ? Array.from({ length: VOICE_TABLE_SKELETONS }, (_, i) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
              <tr key={i} data-testid="voice-skeleton">
                <td className="h-[52px] border-b border-line/70 pl-3 max-md:pl-1">
                  <span className="block size-8 animate-pulse rounded-full bg-[#efeef5]" />
                </td>
                {[0.5, 0.45, 0.5, 0.55].map((w, j) => (
                  // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
                  <td key={j} className={clsx('border-b border-line/70 px-3', j > 0 && wideOnly)}>
                    <span
                      className="block h-3 animate-pulse rounded bg-[#efeef5]"
                      style={{ width: `${w * 100}%` }}
                    />
                  </td>
                ))}
                <td className="border-b border-line/70" />
                <td className="border-b border-line/70" />
              </tr>
            ))
          : props.voices.map((voice) => {
              const selected = voice.id === props.selectedId;
              const highlighted = voice.id === props.highlightedId;
              return (
                <tr
                  key={voice.id}
                  data-voice-id={voice.id}
                  data-highlighted={highlighted || undefined}
                  aria-selected={selected}
                  onClick={() => props.onSelect(voice)}
                  className={clsx(
                    'group cursor-pointer transition-colors duration-500',
                    highlighted ? 'bg-brand-100' : selected ? 'bg-brand-50/80' : 'hover:bg-canvas',
                  )}
                >
                  <td className="h-[52px] border-b border-line/70 pl-3 max-md:h-14 max-md:pl-1">
                    <AudioPlayButton
                      src={voice.audioUrl}
                      label={voice.name}
                      onPlay={props.onPlay}
                      className="max-md:size-10"
                    />
                  </td>
                  <td className="truncate border-b border-line/70 px-3 text-[13.5px] font-medium text-ink max-md:px-2">
                    <span className="flex min-w-0 items-center gap-1.5">
                      <span className="truncate">{voice.name}</span>
                      <YoursMark voice={voice} />
                    </span>
                    <span className="block truncate text-[12px] font-normal text-ink-muted md:hidden">
                      {[
                        props.labelOf('gender', voice.gender),
                        props.labelOf('age', voice.ageGroup),
                        props.labelOf('languages', voice.language),
                      ].join(' · ')}
                    </span>
                  </td>
                  <td className={clsx(cell, 'border-b border-line/70', wideOnly)}>
                    {props.labelOf('gender', voice.gender)}
                  </td>
                  <td className={clsx(cell, 'border-b border-line/70', wideOnly)}>
                    {props.labelOf('age', voice.ageGroup)}
                  </td>
                  <td className={clsx(cell, 'border-b border-line/70', wideOnly)}>
                    {props.labelOf('languages', voice.language)}
                  </td>
                  <td className="border-b border-line/70">
                    <StarButton voice={voice} onStar={props.onStar} />
                  </td>
                  <td className="border-b border-line/70 pr-3 max-md:pr-0">
                    <SelectMark voice={voice} selected={selected} onSelect={props.onSelect} />
                  </td>
                </tr>
              );
            })}
      </tbody>
    </table>
  );
}
