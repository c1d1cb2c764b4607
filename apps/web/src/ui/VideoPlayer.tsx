import * as Slider from '@radix-ui/react-slider';
import clsx from 'clsx';
import {
  AlertCircle,
  Maximize,
  Minimize,
  Pause,
  Play,
  Volume1,
  Volume2,
  VolumeX,
} from 'lucide-react';
import type { KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Spinner } from './Spinner';
import { useVideoPlayer } from './useVideoPlayer';
import {
  formatPlayerTime,
  playerKeyAction,
  SLIDER_DEFAULT_VOLUME,
  VOLUME_MAX,
  VOLUME_SLIDER_STEP,
} from './videoPlayerKeys';

export interface VideoPlayerProps {
  src: string;
  poster?: string | null;
  autoPlay?: boolean;
  /** Accessible name of the player (e.g. the actor's name). */
  label?: string;
  className?: string;
}

/** Keys the focused control handles itself (a slider's arrows, a button's Space). */
function ownedByControl(e: KeyboardEvent) {
  const target = e.target as HTMLElement;
  if (target.getAttribute('role') === 'slider') return e.key.startsWith('Arrow');
  if (target instanceof HTMLButtonElement) return e.key === ' ' || e.key === 'Enter';
  return false;
}

/**
 * The video player with its own controls (creation.md §2): Space plays or pauses, M mutes,
 * F toggles fullscreen, left and right seek 10 s, up and down change the volume by 10; the
 * volume slider steps by 5 from 0 to 100. The parent sizes it (e.g. a 9:16 box).
 */
export function VideoPlayer({ src, poster, autoPlay = false, label, className }: VideoPlayerProps) {
  const { t } = useTranslation();
  const p = useVideoPlayer(src, autoPlay);
  const playing = p.state === 'playing' || p.state === 'waiting';
  const busy = p.state === 'loading' || p.state === 'waiting';

  const onKeyDown = (e: KeyboardEvent<HTMLDivElement>) => {
    if (p.disabled || e.altKey || e.ctrlKey || e.metaKey || ownedByControl(e)) return;
    const action = playerKeyAction(e.key);
    if (!action) return;
    e.preventDefault();
    e.stopPropagation();
    if (action.type === 'toggle') p.toggle();
    else if (action.type === 'mute') p.toggleMute();
    else if (action.type === 'fullscreen') p.toggleFullscreen();
    else if (action.type === 'seek') p.seekBy(action.by);
    else p.volumeBy(action.by);
  };

  const VolumeIcon = p.muted || p.volume === 0 ? VolumeX : p.volume < 50 ? Volume1 : Volume2;
  const control =
    'flex size-8 shrink-0 items-center justify-center rounded-lg text-white/90 transition-colors hover:bg-white/15 hover:text-white disabled:opacity-40 disabled:hover:bg-transparent max-md:size-10';

  return (
    // biome-ignore lint/a11y/useSemanticElements: a fieldset is for forms; this groups a player's controls
    <div
      ref={p.frameRef}
      role="group"
      aria-label={label ?? t('generation.player.label')}
      // biome-ignore lint/a11y/noNoninteractiveTabindex: the player takes keys (Space, M, F, arrows) when focused
      tabIndex={0}
      onKeyDown={onKeyDown}
      data-state={p.state}
      className={clsx(
        'group/player relative isolate overflow-hidden bg-black outline-none select-none focus-visible:ring-2 focus-visible:ring-brand-300',
        className,
      )}
    >
      <video
        {...p.videoProps}
        src={p.src}
        poster={poster ?? undefined}
        preload="metadata"
        playsInline
        onClick={p.toggle}
        className="size-full object-contain"
      />

      {busy ? (
        <div className="pointer-events-none absolute inset-0 flex items-center justify-center">
          <span
            role="status"
            aria-label={t('generation.player.loading')}
            className="flex size-12 items-center justify-center rounded-full bg-black/45 text-white backdrop-blur-sm"
          >
            <Spinner className="size-6" />
          </span>
        </div>
      ) : null}

      {p.state === 'error' ? (
        <div
          role="alert"
          className="absolute inset-0 flex flex-col items-center justify-center gap-2 bg-black/70 px-6 text-center text-white"
        >
          <AlertCircle className="size-7 text-white/80" aria-hidden="true" />
          <p className="text-[14px] font-medium">{t('generation.player.loadFailed')}</p>
        </div>
      ) : null}

      {!p.disabled && (p.autoplayBlocked || (p.state === 'paused' && p.time === 0)) ? (
        <button
          type="button"
          onClick={p.play}
          aria-label={t('generation.player.play')}
          className="absolute inset-0 flex items-center justify-center bg-black/10 transition-colors hover:bg-black/20"
        >
          <span className="flex size-16 items-center justify-center rounded-full bg-white/90 text-ink shadow-[0_8px_30px_rgb(0_0_0/0.35)] transition-transform group-hover/player:scale-105">
            <Play className="ml-1 size-7 fill-current" aria-hidden="true" />
          </span>
        </button>
      ) : null}

      <div
        className={clsx(
          'absolute inset-x-0 bottom-0 flex flex-col gap-1 bg-gradient-to-t from-black/75 via-black/35 to-transparent px-3 pt-10 pb-2.5 transition-opacity duration-200',
          playing && !busy
            ? 'opacity-0 group-hover/player:opacity-100 group-focus-within/player:opacity-100'
            : 'opacity-100',
        )}
      >
        <Slider.Root
          value={[Math.min(p.time, p.duration || 0)]}
          max={p.duration || 1}
          step={0.1}
          disabled={p.disabled || !p.duration}
          onValueChange={([v]) => p.seekTo(v)}
          className="relative flex h-4 w-full cursor-pointer touch-none items-center"
        >
          <Slider.Track className="relative h-1 grow overflow-hidden rounded-full bg-white/25">
            <Slider.Range className="absolute h-full bg-white" />
          </Slider.Track>
          <Slider.Thumb
            aria-label={t('generation.player.seek')}
            aria-valuetext={`${formatPlayerTime(p.time)} / ${formatPlayerTime(p.duration)}`}
            className="block size-3 rounded-full bg-white shadow outline-none focus-visible:ring-2 focus-visible:ring-brand-300"
          />
        </Slider.Root>
        <div className="flex items-center gap-1">
          <button
            type="button"
            className={control}
            onClick={p.toggle}
            disabled={p.disabled}
            aria-label={playing ? t('generation.player.pause') : t('generation.player.play')}
          >
            {playing ? (
              <Pause className="size-[18px] fill-current" aria-hidden="true" />
            ) : (
              <Play className="size-[18px] fill-current" aria-hidden="true" />
            )}
          </button>
          <span className="px-1 text-[12px] font-medium text-white/90 tabular-nums">
            {formatPlayerTime(p.time)} / {formatPlayerTime(p.duration)}
          </span>
          <span className="flex-1" />
          <button
            type="button"
            className={control}
            onClick={p.toggleMute}
            disabled={p.disabled}
            aria-label={p.muted ? t('generation.player.unmute') : t('generation.player.mute')}
          >
            <VolumeIcon className="size-[18px]" aria-hidden="true" />
          </button>
          <VolumeSlider
            value={p.muted ? 0 : p.volume}
            onChange={p.setVolume}
            disabled={p.disabled}
            className="w-16"
          />
          <button
            type="button"
            className={control}
            onClick={p.toggleFullscreen}
            disabled={p.disabled}
            aria-label={
              p.fullscreen
                ? t('generation.player.exitFullscreen')
                : t('generation.player.fullscreen')
            }
          >
            {p.fullscreen ? (
              <Minimize className="size-[18px]" aria-hidden="true" />
            ) : (
              <Maximize className="size-[18px]" aria-hidden="true" />
            )}
          </button>
        </div>
      </div>
    </div>
  );
}

/** Volume 0 to 100 in steps of 5; uncontrolled it starts at 50 (creation.md §2). */
export function VolumeSlider({
  value,
  onChange,
  disabled,
  className,
}: {
  value?: number;
  onChange?(value: number): void;
  disabled?: boolean;
  className?: string;
}) {
  const { t } = useTranslation();
  return (
    <Slider.Root
      {...(value === undefined ? { defaultValue: [SLIDER_DEFAULT_VOLUME] } : { value: [value] })}
      min={0}
      max={VOLUME_MAX}
      step={VOLUME_SLIDER_STEP}
      disabled={disabled}
      onValueChange={([v]) => onChange?.(v)}
      className={clsx('relative flex h-4 cursor-pointer touch-none items-center', className)}
    >
      <Slider.Track className="relative h-1 grow overflow-hidden rounded-full bg-white/25">
        <Slider.Range className="absolute h-full bg-white" />
      </Slider.Track>
      <Slider.Thumb
        aria-label={t('generation.player.volume')}
        className="block size-3 rounded-full bg-white shadow outline-none focus-visible:ring-2 focus-visible:ring-brand-300"
      />
    </Slider.Root>
  );
}
