import type { Camelize, CaptionStyle } from '@talkreel/contract';
import clsx from 'clsx';
import { useTranslation } from 'react-i18next';
import { captionPreviewPx } from '../../model/framePlacement';

const WEIGHT: Record<CaptionStyle['font'], number> = {
  'noto-sans-bold': 700,
  'noto-sans-medium': 500,
  'noto-sans-regular': 400,
};

/** Words of `text` in lines of `perLine` words (null: the sample's own line breaks). */
const linesOf = (text: string, perLine: number | null) => {
  if (!perLine) return [text];
  const words = text.split(/\s+/).filter(Boolean);
  const lines: string[] = [];
  for (let i = 0; i < words.length; i += perLine) lines.push(words.slice(i, i + perLine).join(' '));
  return lines.slice(0, 2);
};

/** A burned-in caption as the kit's caption style draws it, at the preview's scale. */
export function CaptionSample({
  style,
  shortSide,
}: {
  style: Camelize<CaptionStyle>;
  shortSide: number;
}) {
  const { t } = useTranslation();
  const px = captionPreviewPx(style.size, shortSide);
  const outline = style.decoration === 'outline';
  return (
    <span
      data-testid="caption-sample"
      className={clsx(
        'pointer-events-none absolute inset-x-[6%] flex justify-center text-center',
        style.position === 'top' && 'top-[7%]',
        style.position === 'middle' && 'top-1/2 -translate-y-1/2',
        style.position === 'bottom' && 'bottom-[7%]',
      )}
    >
      <span
        className={clsx('leading-[1.25]', !outline && 'rounded-[0.25em] bg-black/60 px-[0.4em]')}
        style={{
          fontFamily: '"Noto Sans", "Noto Sans CJK SC", system-ui, sans-serif',
          fontSize: px,
          fontWeight: WEIGHT[style.font],
          color: style.color,
          textShadow: outline
            ? '0 0 2px #000, 1px 1px 0 #000, -1px -1px 0 #000, 1px -1px 0 #000, -1px 1px 0 #000'
            : undefined,
        }}
      >
        {linesOf(t('generation.picture.captionSample'), style.wordsPerLine).map((line) => (
          <span key={line} className="block">
            {line}
          </span>
        ))}
      </span>
    </span>
  );
}
