import clsx from 'clsx';
import { ChevronDown } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { PictureChoice } from '../../state/pictureChoice';
import { FormatShape } from './FormatShape';

/** Opens and closes the picture panel; shows the chosen format and resolution meanwhile. */
export function PictureToggle({
  picture,
  open,
  controls,
  onOpenChange,
}: {
  picture: PictureChoice;
  open: boolean;
  /** The panel's id. */
  controls: string;
  onOpenChange(open: boolean): void;
}) {
  const { t } = useTranslation();
  return (
    <button
      type="button"
      aria-expanded={open}
      aria-controls={controls}
      onClick={() => onOpenChange(!open)}
      className={clsx(
        'inline-flex items-center gap-1.5 rounded-full px-2.5 py-1.5 text-[13px] font-medium transition-colors max-md:min-h-10',
        open
          ? 'bg-white text-brand-700 shadow-[inset_0_0_0_1px_rgb(109_74_255/0.2)]'
          : 'text-ink-muted hover:bg-white',
      )}
    >
      <FormatShape format={picture.format} className="scale-[0.8]" />
      <span>{t('generation.picture.title')}</span>
      <span className="rounded-md bg-canvas px-1.5 py-px text-[11.5px] font-semibold text-ink tabular-nums ring-1 ring-line">
        {picture.format} · {picture.resolution}
      </span>
      <ChevronDown
        className={clsx('size-3.5 transition-transform', open && 'rotate-180')}
        aria-hidden="true"
      />
    </button>
  );
}
