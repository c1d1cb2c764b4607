import { AlertCircle } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Spinner } from '../../../ui/Spinner';
import { WorkEstimate } from '../../progress/WorkEstimate';
import { AudioPlayButton } from '../audio/AudioPlayButton';
import type { CloneState } from './useVoiceUpload';

/**
 * The clone's progress (creation.md §4): below 100 a generating-audio spinner and the
 * climbing bar, with the server's time left and voices ahead when it knows them; at 100 the sample to hear, and word that the voice is already kept (the
 * server keeps a cloned voice, saved or not); a failure's message.
 */
export function CloneStatus({
  clone,
  progress,
  name,
}: {
  clone: CloneState;
  progress: number;
  name: string;
}) {
  const { t } = useTranslation();
  // The status sits at the foot of a scrolling body: brought into view when it appears or
  // changes, so a phone does not leave it (and the sample to hear) under the footer.
  const box = useRef<HTMLDivElement & HTMLParagraphElement>(null);
  useEffect(() => {
    if (clone.status !== 'idle') box.current?.scrollIntoView?.({ block: 'nearest' });
  }, [clone.status]);
  if (clone.status === 'idle') return null;
  if (clone.status === 'failed') {
    return (
      <p ref={box} role="alert" className="flex items-center gap-2 text-[12.5px] text-danger">
        <AlertCircle className="size-4 shrink-0" aria-hidden="true" />
        <span className="min-w-0">
          {clone.message}
          {clone.detail && clone.detail !== clone.message ? (
            <span className="block text-ink-muted">{clone.detail}</span>
          ) : null}
        </span>
      </p>
    );
  }
  const done = clone.status === 'done';
  return (
    <div
      ref={box}
      className="flex items-center gap-3 rounded-xl border border-line bg-canvas/60 px-3.5 py-3"
    >
      {done ? (
        <AudioPlayButton
          src={clone.sampleUrl}
          label={t('voices.upload.clone.sampleOf', { name })}
          size="md"
        />
      ) : (
        <span className="flex size-10 shrink-0 items-center justify-center rounded-full bg-brand-50 text-brand-500">
          <Spinner className="size-4" />
        </span>
      )}
      <div className="min-w-0 flex-1">
        <p className="flex items-center justify-between gap-3 text-[13px] font-medium text-ink">
          <span className="min-w-0">
            {done ? t('voices.upload.clone.ready') : t('voices.upload.clone.generating')}
          </span>
          <span className="shrink-0 tabular-nums text-ink-muted">{Math.floor(progress)}%</span>
        </p>
        <div
          role="progressbar"
          aria-label={t('voices.upload.clone.progress')}
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={Math.floor(progress)}
          className="mt-1.5 h-1.5 overflow-hidden rounded-full bg-[#e4e2ee]"
        >
          <div
            className="h-full rounded-full bg-brand-500 transition-[width] duration-100 ease-linear"
            style={{ width: `${progress}%` }}
          />
        </div>
        {done ? (
          <p className="mt-1.5 text-[12px] leading-[18px] text-ink-muted">
            {t('voices.upload.clone.kept')}
          </p>
        ) : (
          <WorkEstimate
            kind="clone"
            progress={clone.status === 'cloning' ? clone.estimate : null}
            className="mt-1.5 text-[12px] leading-[18px] text-ink-muted"
          />
        )}
      </div>
    </div>
  );
}
