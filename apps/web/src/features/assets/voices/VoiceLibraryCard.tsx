import { CloneStatus, VoiceProvider } from '@talkreel/contract';
import clsx from 'clsx';
import { AlertCircle, Star, Trash2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../../ui/formatDate';
import { Spinner } from '../../../ui/Spinner';
import { AudioPlayButton } from '../../voices/audio/AudioPlayButton';
import { PlaybackRateControl } from '../../voices/audio/PlaybackRateControl';
import { useAudioPlayer } from '../../voices/audio/useAudioPlayer';
import { VoiceNameEditor } from './VoiceNameEditor';
import { VoiceWave } from './VoiceWave';
import type { MyVoice } from './voiceLibraryApi';

export interface VoiceLibraryCardProps {
  voice: MyVoice;
  onRename(voice: MyVoice, name: string): void;
  onStar(voice: MyVoice): void;
  onDelete(voice: MyVoice): void;
}

/**
 * One own voice (creation.md §2): play its sample (disabled without one) over its waveform,
 * which fills as it plays, at a rate of the user's choosing; rename it, star it, its provider
 * said honestly (a local match is "matched, not cloned"), its creation date.
 */
export function VoiceLibraryCard({ voice, onRename, onStar, onDelete }: VoiceLibraryCardProps) {
  const { t } = useTranslation();
  const processing = voice.processStatus === CloneStatus.PROCESSING;
  const failed =
    voice.processStatus === CloneStatus.FAILED || voice.processStatus === CloneStatus.TIMEOUT;
  const matched = voice.provider === VoiceProvider.LOCAL;
  const player = useAudioPlayer(voice.sampleUrl);
  const progress =
    player.state === 'ended'
      ? 1
      : player.duration > 0
        ? Math.min(1, player.currentTime / player.duration)
        : 0;
  // The rate is offered once the sample has been started: idle cards stay quiet.
  const active = player.state !== 'idle' && player.state !== 'error';
  return (
    <article
      data-voice-id={voice.id}
      aria-label={voice.name}
      className="group flex h-full min-h-[148px] flex-col rounded-2xl border border-line bg-white p-4 transition-shadow hover:shadow-[0_6px_20px_-8px_rgb(23_22_31/0.18)]"
    >
      <div className="flex items-start gap-3">
        <AudioPlayButton src={voice.sampleUrl} label={voice.name} size="md" player={player} />
        <div className="min-w-0 flex-1">
          <VoiceNameEditor
            name={voice.name}
            disabled={processing}
            onRename={(name) => onRename(voice, name)}
          />
          <p className="mt-0.5 flex flex-wrap items-center gap-1.5 text-[12px] text-ink-muted">
            <span>
              {t(`assets.voices.provider.${voice.provider}`, { defaultValue: voice.provider })}
            </span>
            <span
              className={clsx(
                'rounded-full px-1.5 py-px text-[11px] font-medium',
                matched ? 'bg-amber-50 text-amber-700' : 'bg-brand-50 text-brand-700',
              )}
            >
              {matched ? t('assets.voices.label.matched') : t('assets.voices.label.cloned')}
            </span>
          </p>
        </div>
        <button
          type="button"
          aria-pressed={voice.isStarred}
          aria-label={t(voice.isStarred ? 'voices.star.remove' : 'voices.star.add', {
            name: voice.name,
          })}
          onClick={() => onStar(voice)}
          className={clsx(
            '-mt-1 -mr-1 flex size-8 shrink-0 items-center justify-center rounded-full transition-colors hover:bg-canvas',
            voice.isStarred ? 'text-amber-400' : 'text-ink-subtle hover:text-ink-muted',
          )}
        >
          <Star className={clsx('size-4', voice.isStarred && 'fill-current')} aria-hidden="true" />
        </button>
      </div>

      <div className="mt-3 flex min-h-7 items-center">
        {processing ? (
          <span className="flex items-center gap-2 text-[12.5px] text-ink-muted">
            <Spinner className="size-3.5 text-brand-500" />
            {t('assets.voices.processing')}
          </span>
        ) : failed ? (
          <span className="flex items-center gap-1.5 text-[12.5px] text-danger">
            <AlertCircle className="size-3.5" aria-hidden="true" />
            {t('assets.voices.failed')}
          </span>
        ) : (
          <VoiceWave peaks={voice.peaks} progress={progress} />
        )}
      </div>

      <div className="mt-auto flex items-center justify-between pt-3">
        <time dateTime={voice.createdAt} className="text-[12px] tabular-nums text-ink-subtle">
          {formatDate(voice.createdAt)}
        </time>
        {active ? (
          <PlaybackRateControl player={player} label={voice.name} className="mr-auto ml-3" />
        ) : null}
        <button
          type="button"
          disabled={processing}
          onClick={() => onDelete(voice)}
          aria-label={t('assets.voices.delete.open', { name: voice.name })}
          className="flex size-7 items-center justify-center rounded-md text-ink-subtle opacity-0 transition-opacity group-hover:opacity-100 hover:bg-danger/10 hover:text-danger focus-visible:opacity-100 disabled:hidden"
        >
          <Trash2 className="size-3.5" aria-hidden="true" />
        </button>
      </div>
    </article>
  );
}
