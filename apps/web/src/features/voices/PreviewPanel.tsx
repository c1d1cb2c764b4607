import clsx from 'clsx';
import { Pause, Play, ShieldCheck, Sparkles } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Spinner } from '../../ui/Spinner';
import type { useVoicePreview } from './useVoicePreview';

export interface PreviewPanelProps {
  preview: ReturnType<typeof useVoicePreview>;
  voiceName: string | null;
  actorName: string;
  verified: boolean;
  onPlay(): void;
}

const clock = (s: number) => {
  const whole = Math.max(0, Math.floor(s));
  return `${Math.floor(whole / 60)}:${String(whole % 60).padStart(2, '0')}`;
};

/**
 * The spoken preview of the chosen voice for the actor: make it, then play or pause it with
 * its progress. Hearing it is what verifies the pair (needed to save and to generate).
 */
export function PreviewPanel({
  preview,
  voiceName,
  actorName,
  verified,
  onPlay,
}: PreviewPanelProps) {
  const { t } = useTranslation();
  const { state, player } = preview;
  const playing = state === 'playing';
  const progress = preview.duration ? Math.min(1, player.currentTime / preview.duration) : 0;
  const label =
    state === 'not-started'
      ? t('voices.preview.generate')
      : state === 'loading'
        ? t('voices.preview.generating')
        : playing
          ? t('voices.preview.pause')
          : t('voices.preview.play');

  return (
    <div className="flex min-w-0 flex-1 items-center gap-3 max-md:basis-full">
      <button
        type="button"
        disabled={!voiceName || state === 'loading'}
        aria-label={label}
        data-state={state}
        onClick={() => {
          if (!playing) onPlay();
          preview.press();
        }}
        className={clsx(
          'relative flex size-11 shrink-0 items-center justify-center rounded-full text-white shadow-[0_4px_12px_-2px_rgb(109_74_255/0.45)] transition-colors disabled:cursor-not-allowed',
          'bg-brand-500 hover:bg-brand-600 disabled:bg-brand-300 disabled:shadow-none',
        )}
      >
        {state === 'loading' ? (
          <Spinner className="size-4.5" />
        ) : state === 'not-started' ? (
          <Sparkles className="size-[18px]" aria-hidden="true" />
        ) : playing ? (
          <Pause className="size-4 fill-current" aria-hidden="true" />
        ) : (
          <Play className="ml-0.5 size-4 fill-current" aria-hidden="true" />
        )}
      </button>
      <div className="min-w-0 flex-1">
        <p className="truncate text-[13.5px] font-semibold text-ink">
          {voiceName
            ? t('voices.preview.title', { voice: voiceName, actor: actorName })
            : t('voices.preview.noVoice')}
        </p>
        {state === 'not-started' || state === 'loading' ? (
          <p
            className={clsx(
              // Wraps rather than cuts: the hint is the only word on why Save waits.
              'mt-0.5 flex items-start gap-1 text-[12px] leading-4 transition-opacity duration-300',
              verified ? 'text-success' : 'text-ink-muted',
            )}
            data-testid="preview-hint"
          >
            {verified ? <ShieldCheck className="size-3.5 shrink-0" aria-hidden="true" /> : null}
            <span className="min-w-0">
              {state === 'loading'
                ? t('voices.preview.wait')
                : verified
                  ? t('voices.preview.verified')
                  : t('voices.preview.verifyHint')}
            </span>
          </p>
        ) : (
          <div className="mt-1.5 flex items-center gap-2">
            <div className="h-1 flex-1 overflow-hidden rounded-full bg-[#e4e2ee]">
              <div
                className="h-full rounded-full bg-brand-500 transition-[width] duration-200 ease-linear"
                style={{ width: `${progress * 100}%` }}
              />
            </div>
            <span className="shrink-0 text-[11.5px] tabular-nums text-ink-subtle">
              {clock(player.currentTime)} / {clock(preview.duration)}
            </span>
          </div>
        )}
      </div>
    </div>
  );
}
