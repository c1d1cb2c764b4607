import clsx from 'clsx';
import { Star } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { VoiceItem } from './types';

/** The favourite toggle of a voice row or card. */
export function StarButton({
  voice,
  onStar,
  compact,
}: {
  voice: VoiceItem;
  onStar(v: VoiceItem): void;
  compact?: boolean;
}) {
  const { t } = useTranslation();
  return (
    <button
      type="button"
      aria-pressed={voice.isStarred}
      aria-label={t(voice.isStarred ? 'voices.star.remove' : 'voices.star.add', {
        name: voice.name,
      })}
      onClick={(e) => {
        e.stopPropagation();
        onStar(voice);
      }}
      className={clsx(
        'flex shrink-0 items-center justify-center rounded-full transition-colors hover:bg-canvas',
        compact ? 'size-7' : 'size-8 max-md:size-10',
        voice.isStarred ? 'text-amber-400' : 'text-ink-subtle hover:text-ink-muted',
      )}
    >
      <Star className={clsx('size-4', voice.isStarred && 'fill-current')} aria-hidden="true" />
    </button>
  );
}
