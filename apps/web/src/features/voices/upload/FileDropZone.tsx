import {
  AUDIO_MIN_SECONDS,
  UPLOAD_MAX_BYTES,
  type UploadKind,
  VIDEO_MAX_HEIGHT,
  VIDEO_MAX_SECONDS,
  VIDEO_MIN_HEIGHT,
  VIDEO_MIN_SECONDS,
} from '@talkreel/contract';
import clsx from 'clsx';
import {
  AlertCircle,
  CheckCircle2,
  FileAudio,
  FileImage,
  FileVideo,
  UploadCloud,
} from 'lucide-react';
import { type DragEvent, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ACCEPT } from './uploadCheck';
import type { UploadState } from './useVoiceUpload';

const MB = 1024 * 1024;

/** The limits each kind's hint and invalid-file description quote (creation.md §9). */
export const limitsOf = (type: UploadKind) =>
  type === 'audio'
    ? { seconds: AUDIO_MIN_SECONDS, mb: UPLOAD_MAX_BYTES.audio / MB }
    : type === 'image'
      ? { mb: UPLOAD_MAX_BYTES.image / MB }
      : {
          min: VIDEO_MIN_SECONDS,
          max: VIDEO_MAX_SECONDS,
          minHeight: VIDEO_MIN_HEIGHT,
          maxHeight: VIDEO_MAX_HEIGHT,
          gb: UPLOAD_MAX_BYTES.video / 1024 / MB,
        };

export interface FileDropZoneProps {
  type: UploadKind;
  upload: UploadState;
  /** Without consent the zone explains why it does not take a file yet. */
  disabled: boolean;
  onFile(file: File): void;
  /**
   * Where the zone's copy lives: `<copy>.drop.*` and `<copy>.invalid.<kind>.*`. The create-actor
   * dialog brings its own words for photos and actor videos.
   */
  copy?: string;
}

/** Pick, drop (or, from the dialog, paste) one recording or video; shows the upload's state. */
export function FileDropZone({
  type,
  upload,
  disabled,
  onFile,
  copy = 'voices.upload',
}: FileDropZoneProps) {
  const { t } = useTranslation();
  const input = useRef<HTMLInputElement>(null);
  const [over, setOver] = useState(false);
  const busy = upload.status === 'uploading';
  const Icon = type === 'audio' ? FileAudio : type === 'image' ? FileImage : FileVideo;
  // A recording measured too short gets its own words; other refusals, the kind's.
  const invalidCopy =
    upload.status === 'invalid' && upload.tooShort
      ? `${copy}.invalid.tooShort`
      : `${copy}.invalid.${upload.status === 'invalid' ? upload.kind : type}`;

  const onDrop = (e: DragEvent) => {
    e.preventDefault();
    setOver(false);
    const file = e.dataTransfer.files[0];
    if (file && !disabled && !busy) onFile(file);
  };

  return (
    <div>
      <button
        type="button"
        disabled={disabled || busy}
        onClick={() => input.current?.click()}
        onDragOver={(e) => {
          e.preventDefault();
          if (!disabled) setOver(true);
        }}
        onDragLeave={() => setOver(false)}
        onDrop={onDrop}
        data-testid="voice-drop-zone"
        className={clsx(
          'flex w-full flex-col items-center justify-center gap-2 rounded-2xl border-[1.5px] border-dashed px-6 py-6 text-center transition-colors',
          disabled
            ? 'cursor-not-allowed border-line bg-canvas/60'
            : over
              ? 'border-brand-400 bg-brand-50'
              : 'border-[#d6d4e3] bg-white hover:border-brand-300 hover:bg-brand-50/50',
        )}
      >
        {upload.status === 'uploading' ? (
          <UploadProgress
            fileName={upload.fileName}
            fraction={upload.fraction}
            label={t(`${copy}.drop.uploading`)}
          />
        ) : upload.status === 'uploaded' ? (
          <>
            <CheckCircle2 className="size-7 text-success" aria-hidden="true" />
            <span className="max-w-full truncate text-[13.5px] font-semibold text-ink">
              {upload.fileName}
            </span>
            <span className="text-[12px] text-ink-muted">{t(`${copy}.drop.replace`)}</span>
          </>
        ) : (
          <>
            <span
              className={clsx(
                'flex size-11 items-center justify-center rounded-full',
                disabled ? 'bg-[#efeef5] text-ink-subtle' : 'bg-brand-50 text-brand-500',
              )}
            >
              {disabled ? (
                <Icon className="size-5" aria-hidden="true" />
              ) : (
                <UploadCloud className="size-5" aria-hidden="true" />
              )}
            </span>
            <span className="text-[13.5px] font-semibold text-ink">
              {disabled ? t(`${copy}.drop.needsConsent`) : t(`${copy}.drop.${type}`)}
            </span>
            <span className="text-[12px] text-ink-muted">
              {t(`${copy}.drop.hint.${type}`, limitsOf(type))}
            </span>
          </>
        )}
      </button>
      <input
        ref={input}
        type="file"
        accept={ACCEPT[type]}
        className="sr-only"
        tabIndex={-1}
        aria-label={t(`${copy}.drop.${type}`)}
        onChange={(e) => {
          const file = e.target.files?.[0];
          e.target.value = '';
          if (file) onFile(file);
        }}
      />
      {upload.status === 'invalid' ? (
        <div
          role="alert"
          className="mt-3 flex gap-2.5 rounded-xl border border-danger/25 bg-danger/5 px-3.5 py-3"
        >
          <AlertCircle className="mt-0.5 size-4 shrink-0 text-danger" aria-hidden="true" />
          <div className="min-w-0">
            <p className="text-[13px] font-semibold text-danger">{t(`${invalidCopy}.title`)}</p>
            <p className="mt-0.5 text-[12.5px] leading-[18px] text-ink-muted">
              {t(`${invalidCopy}.text`, limitsOf(upload.kind))}
            </p>
          </div>
        </div>
      ) : null}
    </div>
  );
}

function UploadProgress({
  fileName,
  fraction,
  label,
}: {
  fileName: string;
  fraction: number;
  label: string;
}) {
  const percent = Math.round(fraction * 100);
  return (
    <span className="flex w-full max-w-[320px] flex-col gap-2">
      <span className="flex items-center justify-between gap-3 text-[12.5px]">
        <span className="truncate font-medium text-ink">{fileName}</span>
        <span className="shrink-0 tabular-nums text-ink-muted">{percent}%</span>
      </span>
      <span
        role="progressbar"
        aria-label={label}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        className="h-1.5 overflow-hidden rounded-full bg-[#e4e2ee]"
      >
        <span
          className="block h-full rounded-full bg-brand-500 transition-[width] duration-150"
          style={{ width: `${percent}%` }}
        />
      </span>
      <span className="text-[12px] text-ink-muted">{label}</span>
    </span>
  );
}
