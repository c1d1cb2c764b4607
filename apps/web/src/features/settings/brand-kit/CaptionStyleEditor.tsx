import {
  CAPTION_DECORATIONS,
  CAPTION_FONTS,
  CAPTION_POSITIONS,
  CAPTION_SIZE_MAX,
  CAPTION_SIZE_MIN,
  CAPTION_WORDS_PER_LINE_MAX,
} from '@talkreel/contract';
import clsx from 'clsx';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { CaptionStyleData } from './api/brandKitApi';
import { CaptionSample } from './CaptionSample';
import { ColorInput } from './ColorInput';
import { RangeField } from './RangeField';

const selectClass =
  'h-9 w-full rounded-lg border border-line bg-white px-2.5 text-[13.5px] text-ink outline-none focus:border-brand-400 focus:ring-4 focus:ring-brand-100 disabled:bg-canvas disabled:text-ink-muted';

/** Small pill radio group (decoration, position). */
function Pills<T extends string>({
  legend,
  name,
  options,
  value,
  label,
  onChange,
}: {
  legend: string;
  name: string;
  options: readonly T[];
  value: T;
  label(option: T): string;
  onChange(value: T): void;
}) {
  return (
    <fieldset className="min-w-0">
      <legend className="mb-1.5 text-[13px] font-medium text-ink">{legend}</legend>
      <div className="inline-flex flex-wrap rounded-xl bg-canvas p-1 ring-1 ring-line">
        {options.map((option) => (
          <label
            key={option}
            className={clsx(
              'relative flex h-7 cursor-pointer items-center rounded-lg px-3 text-[13px] font-medium transition-colors has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-brand-400 has-[:disabled]:cursor-default',
              option === value
                ? 'bg-white text-ink shadow-[0_1px_2px_rgb(23_22_31/0.08)]'
                : 'text-ink-muted hover:text-ink',
            )}
          >
            <input
              type="radio"
              name={name}
              value={option}
              checked={option === value}
              onChange={() => onChange(option)}
              className="sr-only"
            />
            {label(option)}
          </label>
        ))}
      </div>
    </fieldset>
  );
}

/**
 * The burned-in captions' style: font, size, colour, box or outline, position and words per
 * line, with a live sample beside the controls.
 */
export function CaptionStyleEditor({
  style,
  onChange,
  readOnly,
}: {
  style: CaptionStyleData;
  onChange(style: CaptionStyleData): void;
  readOnly: boolean;
}) {
  const { t } = useTranslation();
  const fontId = useId();
  const wordsId = useId();
  const set = (patch: Partial<CaptionStyleData>) => onChange({ ...style, ...patch });
  return (
    <div className="grid gap-5">
      <div className="min-w-0">
        <p className="mb-2 text-[13px] font-medium text-ink">{t('brandKit.caption.preview')}</p>
        <CaptionSample style={style} />
      </div>
      <fieldset className="grid min-w-0 content-start gap-4" disabled={readOnly}>
        <div className="grid gap-4 sm:grid-cols-2">
          <div className="min-w-0">
            <label htmlFor={fontId} className="mb-1.5 block text-[13px] font-medium text-ink">
              {t('brandKit.caption.font')}
            </label>
            <select
              id={fontId}
              value={style.font}
              onChange={(e) => set({ font: e.target.value as CaptionStyleData['font'] })}
              className={selectClass}
            >
              {CAPTION_FONTS.map((f) => (
                <option key={f} value={f}>
                  {t(`brandKit.caption.fonts.${f}`)}
                </option>
              ))}
            </select>
          </div>
          <div className="min-w-0">
            <label htmlFor={wordsId} className="mb-1.5 block text-[13px] font-medium text-ink">
              {t('brandKit.caption.wordsPerLine')}
            </label>
            <select
              id={wordsId}
              value={style.wordsPerLine ?? ''}
              onChange={(e) =>
                set({ wordsPerLine: e.target.value === '' ? null : Number(e.target.value) })
              }
              className={selectClass}
            >
              <option value="">{t('brandKit.caption.wordsAuto')}</option>
              {Array.from({ length: CAPTION_WORDS_PER_LINE_MAX }, (_, i) => i + 1).map((n) => (
                <option key={n} value={n}>
                  {n}
                </option>
              ))}
            </select>
          </div>
        </div>
        <RangeField
          label={t('brandKit.caption.size')}
          value={style.size}
          min={CAPTION_SIZE_MIN}
          max={CAPTION_SIZE_MAX}
          step={1}
          format={(v) => t('brandKit.caption.sizeValue', { size: v })}
          onChange={(size) => set({ size })}
          disabled={readOnly}
          testId="caption-size"
        />
        <div>
          <p className="mb-1.5 text-[13px] font-medium text-ink">{t('brandKit.caption.color')}</p>
          <ColorInput
            label={t('brandKit.caption.color')}
            value={style.color}
            onChange={(color) => set({ color })}
            disabled={readOnly}
            testId="caption-color"
          />
        </div>
        <div className="flex flex-wrap gap-4">
          <Pills
            legend={t('brandKit.caption.decoration')}
            name="caption-decoration"
            options={CAPTION_DECORATIONS}
            value={style.decoration}
            label={(d) => t(`brandKit.caption.decorations.${d}`)}
            onChange={(decoration) => set({ decoration })}
          />
          <Pills
            legend={t('brandKit.caption.position')}
            name="caption-position"
            options={CAPTION_POSITIONS}
            value={style.position}
            label={(p) => t(`brandKit.caption.positions.${p}`)}
            onChange={(position) => set({ position })}
          />
        </div>
      </fieldset>
    </div>
  );
}
