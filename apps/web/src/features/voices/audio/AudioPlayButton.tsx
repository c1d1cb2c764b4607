import clsx from 'clsx';
import { Pause, Play, RotateCcw } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Spinner } from '../../../ui/Spinner';
import { type AudioPlayer, useAudioPlayer } from './useAudioPlayer';

export interface AudioPlayButtonProps {
  src: string | null | undefined;
  /** What is played, for the button's name ("Play Ava"). */
  label?: string;
  className?: string;
  size?: 'sm' | 'md';
  /** Called each time playback is started from this button. */
  onPlay?(): void;
  /** A player owned by the caller (which also draws its progress or rate); else its own. */
  player?: AudioPlayer;
}

/** A round play / pause button for one audio; disabled without an address. */
export function AudioPlayButton({
  src,
  label,
  className,
  size = 'sm',
  onPlay,
  player: shared,
}: AudioPlayButtonProps) {
  const { t } = useTranslation();
  const own = useAudioPlayer(shared ? null : src);
  const player = shared ?? own;
  const busy = player.state === 'loading';
  const playing = player.state === 'playing';
  const name = label ?? t('voices.audio.sample');
  return (
    <button
      type="button"
      disabled={!src}
      data-state={player.state}
      aria-label={
        playing || busy ? t('voices.audio.pause', { name }) : t('voices.audio.play', { name })
      }
      onClick={(e) => {
        e.stopPropagation();
        if (!playing && !busy) onPlay?.();
        player.toggle();
      }}
      className={clsx(
        'flex shrink-0 items-center justify-center rounded-full transition-colors disabled:cursor-not-allowed disabled:opacity-40',
        size === 'sm' ? 'size-8' : 'size-10',
        playing || busy
          ? 'bg-brand-500 text-white hover:bg-brand-600'
          : 'bg-brand-50 text-brand-600 hover:bg-brand-100',
        className,
      )}
    >
      {busy ? (
        <Spinner className="size-3.5" />
      ) : playing ? (
        <Pause className="size-3.5 fill-current" aria-hidden="true" />
      ) : player.state === 'error' ? (
        <RotateCcw className="size-3.5" aria-hidden="true" />
      ) : (
        <Play className="ml-px size-3.5 fill-current" aria-hidden="true" />
      )}
    </button>
  );
}
