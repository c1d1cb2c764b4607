import clsx from 'clsx';
import type { CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import type { CaptionStyleData } from './api/brandKitApi';
import { captionLines } from './model/brandDraft';

/** The bundled caption fonts are Noto Sans at three weights; the browser draws them alike. */
const FONT_WEIGHT: Record<CaptionStyleData['font'], number> = {
  'noto-sans-bold': 700,
  'noto-sans-medium': 500,
  'noto-sans-regular': 400,
};

/** Caption sizes are pixels of a 720-pixel-high frame; the sample frame is this many pixels high. */
const SAMPLE_FRAME_HEIGHT = 202;
const SAMPLE_SCALE = SAMPLE_FRAME_HEIGHT / 720;

const positionClass: Record<CaptionStyleData['position'], string> = {
  top: 'top-[8%]',
  middle: 'top-1/2 -translate-y-1/2',
  bottom: 'bottom-[8%]',
};

/** A 16:9 frame with a sample sentence captioned in the style as it is being edited. */
export function CaptionSample({ style }: { style: CaptionStyleData }) {
  const { t } = useTranslation();
  const lines = captionLines(t('brandKit.caption.sampleText'), style.wordsPerLine);
  const box = style.decoration === 'box';
  const text: CSSProperties = {
    color: style.color,
    fontFamily: '"Noto Sans", "Noto Sans SC", "Noto Sans CJK SC", system-ui, sans-serif',
    fontWeight: FONT_WEIGHT[style.font],
    fontSize: `${Math.max(8, style.size * SAMPLE_SCALE)}px`,
    lineHeight: 1.3,
    // An outline is drawn with strokes behind the letters, like the burned-in captions.
    WebkitTextStroke: box ? undefined : `${Math.max(1, style.size * SAMPLE_SCALE * 0.09)}px #000`,
    paintOrder: 'stroke fill',
  };
  return (
    <div
      className="relative w-full max-w-[360px] overflow-hidden rounded-xl bg-[linear-gradient(160deg,#3a506b_0%,#1c2541_100%)] ring-1 ring-line"
      style={{ height: SAMPLE_FRAME_HEIGHT }}
      data-testid="caption-sample"
    >
      <div
        className="absolute bottom-0 left-1/2 h-[44%] w-[30%] -translate-x-1/2 rounded-t-[45%] bg-white/10"
        aria-hidden="true"
      />
      <div
        className="absolute top-[24%] left-1/2 aspect-square w-[14%] -translate-x-1/2 rounded-full bg-white/15"
        aria-hidden="true"
      />
      <div
        className={clsx(
          'absolute inset-x-[6%] flex flex-col items-center gap-0.5 text-center',
          positionClass[style.position],
        )}
      >
        {lines.map((line, i) => (
          <span
            // biome-ignore lint/suspicious/noArrayIndexKey: lines are re-cut on every change
            key={i}
            data-testid="caption-line"
            className={clsx('max-w-full break-words', box && 'rounded-md bg-black/70 px-1.5')}
            style={text}
          >
            {line}
          </span>
        ))}
      </div>
    </div>
  );
}
