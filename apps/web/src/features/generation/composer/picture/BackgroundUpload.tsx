import { FileImage, FileVideo, Upload } from 'lucide-react';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Spinner } from '../../../../ui/Spinner';
import { ACCEPT } from '../../../voices/upload/uploadCheck';
import type { BackgroundUploadState } from '../../hooks/useBackgroundUpload';

/** Choose (or replace) an uploaded image or video background, with the upload's progress. */
export function BackgroundUpload({
  kind,
  fileName,
  state,
  onFile,
}: {
  kind: 'image' | 'video';
  /** The file now chosen as this kind of background, if any. */
  fileName: string | null;
  state: BackgroundUploadState;
  onFile(file: File): void;
}) {
  const { t } = useTranslation();
  const input = useRef<HTMLInputElement>(null);
  const busy = state.status === 'uploading' && state.kind === kind;
  const Icon = kind === 'image' ? FileImage : FileVideo;
  return (
    <div className="flex flex-wrap items-center gap-2.5">
      <input
        ref={input}
        type="file"
        accept={ACCEPT[kind]}
        className="sr-only"
        tabIndex={-1}
        aria-hidden="true"
        data-testid={`background-${kind}-input`}
        onChange={(e) => {
          const file = e.target.files?.[0];
          e.target.value = '';
          if (file) onFile(file);
        }}
      />
      <button
        type="button"
        disabled={busy}
        onClick={() => input.current?.click()}
        className="inline-flex h-8 items-center gap-1.5 rounded-xl bg-white px-3 text-[12.5px] font-semibold text-ink ring-1 ring-line hover:ring-brand-300 disabled:opacity-60 max-md:h-10"
      >
        {busy ? <Spinner className="size-4" /> : <Upload className="size-4" aria-hidden="true" />}
        {busy
          ? t('generation.picture.uploading', { percent: Math.round(state.fraction * 100) })
          : t(fileName ? 'generation.picture.replace' : `generation.picture.upload.${kind}`)}
      </button>
      {fileName && !busy ? (
        <span className="inline-flex min-w-0 items-center gap-1 text-[12.5px] text-ink-muted">
          <Icon className="size-4 shrink-0" aria-hidden="true" />
          <span className="truncate">{fileName}</span>
        </span>
      ) : null}
      {state.status === 'invalid' && state.kind === kind ? (
        <p role="alert" className="w-full text-[12px] text-danger">
          {t(`generation.picture.invalid.${kind}`)}
        </p>
      ) : (
        <p className="w-full text-[11.5px] text-ink-subtle">
          {t(`generation.picture.uploadHint.${kind}`)}
        </p>
      )}
    </div>
  );
}
