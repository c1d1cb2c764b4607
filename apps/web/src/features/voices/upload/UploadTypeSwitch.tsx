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
    <fieldset className="inline-flex self-start rounded-xl bg-canvas p-1 ring-1 ring-line">
      <legend className="sr-only">{t('voices.upload.type.label')}</legend>
      {(['audio', 'video'] as const).map((type) => {
        const Icon = type === 'audio' ? FileAudio : FileVideo;
        const on = value === type;
        const off = disabled && !on;
        return (
          <label
            key={type}
            className={clsx(
              'flex h-8 items-center gap-1.5 rounded-lg px-3.5 text-[13px] font-medium transition-colors has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-brand-400',
              on ? 'bg-white text-ink shadow-[0_1px_2px_rgb(23_22_31/0.08)]' : 'text-ink-muted',
              off ? 'cursor-not-allowed' : 'cursor-pointer hover:text-ink',
            )}
          >
            <input
              type="radio"
              name="voice-upload-type"
              value={type}
              checked={on}
              disabled={off}
              onChange={() => onChange(type)}
              className="sr-only"
            />
            <Icon className="size-4" aria-hidden="true" />
            {t(`voices.upload.type.${type}`)}
          </label>
        );
      })}
    </fieldset>
  );
}
