import clsx from 'clsx';
import { FileAudio, FileVideo } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { UploadType } from './cloneApi';

/** Audio or video (creation.md §3 custom audio draft, default audio). */
export function UploadTypeSwitch({
  value,
  onChange,
  disabled,
}: {
  value: UploadType;
  onChange(type: UploadType): void;
  disabled: boolean;
}) {
  const { t } = useTranslation();
  return (
    <div
      role="radiogroup"
      aria-label={t('voices.upload.type.label')}
      className="inline-flex rounded-xl bg-canvas p-1 ring-1 ring-line"
    >
      {(['audio', 'video'] as const).map((type) => {
        const Icon = type === 'audio' ? FileAudio : FileVideo;
        const on = value === type;
        return (
          <button
            key={type}
            type="button"
            role="radio"
            aria-checked={on}
            disabled={disabled && !on}
            onClick={() => onChange(type)}
            className={clsx(
              'flex h-8 items-center gap-1.5 rounded-lg px-3.5 text-[13px] font-medium transition-colors disabled:cursor-not-allowed',
              on
                ? 'bg-white text-ink shadow-[0_1px_2px_rgb(23_22_31/0.08)]'
                : 'text-ink-muted hover:text-ink disabled:hover:text-ink-muted',
            )}
          >
            <Icon className="size-4" aria-hidden="true" />
            {t(`voices.upload.type.${type}`)}
          </button>
        );
      })}
    </div>
  );
}
