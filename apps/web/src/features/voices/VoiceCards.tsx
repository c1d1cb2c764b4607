import { VOICE_CARD_SKELETONS } from '@talkreel/contract';
import clsx from 'clsx';
import { AudioPlayButton } from './audio/AudioPlayButton';
import { SelectMark } from './SelectMark';
import { StarButton } from './StarButton';
import type { VoiceListProps } from './voiceListProps';
import { YoursMark } from './YoursMark';

/** The voice list as cards: play, name with gender, age and language, star, select. */
export function VoiceCards(props: VoiceListProps) {
  return (
    <ul className="grid grid-cols-[repeat(auto-fill,minmax(300px,1fr))] gap-2.5 pt-1">
      {props.loading
        ? Array.from({ length: VOICE_CARD_SKELETONS }, (_, i) => (
            <li
              // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
              key={i}
              data-testid="voice-skeleton"
              aria-hidden="true"
              className="flex h-[68px] items-center gap-3 rounded-xl border border-line px-3"
            >
              <span className="size-9 animate-pulse rounded-full bg-[#efeef5]" />
              <span className="flex flex-1 flex-col gap-2">
                <span className="h-3 w-1/2 animate-pulse rounded bg-[#efeef5]" />
                <span className="h-2.5 w-3/4 animate-pulse rounded bg-[#efeef5]" />
              </span>
            </li>
          ))
        : props.voices.map((voice) => {
            const selected = voice.id === props.selectedId;
            const tags = [
              props.labelOf('gender', voice.gender),
              props.labelOf('age', voice.ageGroup),
              props.labelOf('languages', voice.language),
            ].filter(Boolean);
            return (
              <li
                key={voice.id}
                data-voice-id={voice.id}
                data-highlighted={voice.id === props.highlightedId || undefined}
                onClick={() => props.onSelect(voice)}
                className={clsx(
                  'flex h-[68px] cursor-pointer items-center gap-2.5 rounded-xl border pr-2 pl-3 transition-colors duration-500',
                  voice.id === props.highlightedId
                    ? 'border-brand-300 bg-brand-100'
                    : selected
                      ? 'border-brand-500 bg-brand-50/70 shadow-[0_0_0_1px_var(--color-brand-500)]'
                      : 'border-line hover:border-[#d9d8e3] hover:bg-canvas/60',
                )}
              >
                <AudioPlayButton
                  src={voice.audioUrl}
                  label={voice.name}
                  size="md"
                  onPlay={props.onPlay}
                />
                <span className="min-w-0 flex-1">
                  <span className="flex min-w-0 items-center gap-1.5 text-[13.5px] font-semibold text-ink">
                    <span className="truncate">{voice.name}</span>
                    <YoursMark voice={voice} />
                  </span>
                  <span
                    className="block truncate text-[12px] text-ink-muted"
                    title={tags.join(' · ')}
                  >
                    {tags.join(' · ')}
                  </span>
                </span>
                <StarButton voice={voice} onStar={props.onStar} compact />
                <SelectMark voice={voice} selected={selected} onSelect={props.onSelect} compact />
              </li>
            );
          })}
    </ul>
  );
}
