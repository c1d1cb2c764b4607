import clsx from 'clsx';
import { FileImage, FileVideo } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { ActorMediaKind } from './useActorUpload';

/** From a photo or from a video (creation.md §3 custom digital human draft, generate type). */
export function KindSwitch({
  value,
  onChange,
  disabled,
}: {
  value: ActorMediaKind;
  onChange(kind: ActorMediaKind): void;
  disabled: boolean;
}) {
  const { t } = useTranslation();
  return (
    <fieldset className="inline-flex self-start rounded-xl bg-canvas p-1 ring-1 ring-line">
      <legend className="sr-only">{t('createActor.kind.label')}</legend>
      {(['image', 'video'] as const).map((kind) => {
        const Icon = kind === 'image' ? FileImage : FileVideo;
        const on = value === kind;
        const off = disabled && !on;
        return (
          <label
            key={kind}
            className={clsx(
              'flex h-8 items-center gap-1.5 rounded-lg px-3.5 text-[13px] font-medium transition-colors has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-brand-400',
              on ? 'bg-white text-ink shadow-[0_1px_2px_rgb(23_22_31/0.08)]' : 'text-ink-muted',
              off ? 'cursor-not-allowed' : 'cursor-pointer hover:text-ink',
            )}
          >
            <input
              type="radio"
              name="actor-media-kind"
              value={kind}
              checked={on}
              disabled={off}
              onChange={() => onChange(kind)}
              className="sr-only"
            />
            <Icon className="size-4" aria-hidden="true" />
            {t(`createActor.kind.${kind}`)}
          </label>
        );
      })}
    </fieldset>
  );
}
