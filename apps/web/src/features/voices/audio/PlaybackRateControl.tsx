import * as Slider from '@radix-ui/react-slider';
import { PLAYBACK_RATE_DRAG_MAX, PLAYBACK_RATE_MAX, PLAYBACK_RATE_MIN } from '@talkreel/contract';
import clsx from 'clsx';
import { useTranslation } from 'react-i18next';
import { formatPlaybackRate } from './playbackRate';
import type { AudioPlayer } from './useAudioPlayer';
import { useRateDrag } from './useRateDrag';

/** Where 2× sits on the track (it runs to 3× for drags). */
const REST_MAX_AT = `${((PLAYBACK_RATE_MAX - PLAYBACK_RATE_MIN) / (PLAYBACK_RATE_DRAG_MAX - PLAYBACK_RATE_MIN)) * 100}%`;

/**
 * An audio player's playback rate (creation.md §4): a small slider and its value. Dragging it
 * pauses playback and may reach 3×; letting go settles at 2× at most and plays on.
 */
export function PlaybackRateControl({
  player,
  label,
  className,
}: {
  player: AudioPlayer;
  /** What is played, for the slider's name. */
  label: string;
  className?: string;
}) {
  const { t } = useTranslation();
  const drag = useRateDrag(player);
  return (
    <div
      className={clsx('flex items-center gap-2', className)}
      data-dragging={drag.dragging || undefined}
    >
      <Slider.Root
        min={PLAYBACK_RATE_MIN}
        max={PLAYBACK_RATE_DRAG_MAX}
        step={0.1}
        value={[drag.value]}
        onPointerDown={drag.start}
        onValueChange={([v]) => drag.change(v ?? 1)}
        // Before Radix's own pointer-up; a drag taken over (or a key's commit) ends it too.
        onPointerUp={drag.end}
        onLostPointerCapture={drag.end}
        onPointerCancel={drag.end}
        onValueCommit={drag.end}
        data-testid="playback-rate"
        className="relative flex h-5 w-16 touch-none items-center select-none max-md:h-8"
      >
        <Slider.Track className="relative h-1 grow overflow-hidden rounded-full bg-[#e4e2ee]">
          <Slider.Range className="absolute h-full rounded-full bg-brand-500" />
          {/* Past this mark only while dragging. */}
          <span
            aria-hidden="true"
            className="absolute top-0 h-full w-px bg-white"
            style={{ left: REST_MAX_AT }}
          />
        </Slider.Track>
        <Slider.Thumb
          aria-label={t('voices.audio.rate', { name: label })}
          aria-valuetext={formatPlaybackRate(drag.value)}
          className="block size-3.5 rounded-full border-2 border-brand-500 bg-white shadow-[0_1px_3px_rgb(23_22_31/0.2)] focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-400"
        />
      </Slider.Root>
      <output className="w-8 shrink-0 text-right text-[12px] font-semibold tabular-nums text-ink-muted">
        {formatPlaybackRate(drag.value)}
      </output>
    </div>
  );
}
