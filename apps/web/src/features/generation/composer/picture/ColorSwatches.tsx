import clsx from 'clsx';
import { Check } from 'lucide-react';
import { useTranslation } from 'react-i18next';

/** Colours offered after the brand's own (calm studio tones that read well behind a person). */
const PRESET_COLORS = ['#1f2a44', '#f4f1ea', '#0f766e', '#e0e7ff', '#fde68a', '#111111'];

/**
 * A colour choice: the brand kit's colours first, then a few presets and the browser's own
 * picker for any other colour.
 */
export function ColorSwatches({
  label,
  value,
  brandColors,
  onChange,
}: {
  label: string;
  value: string;
  brandColors: string[];
  onChange(color: string): void;
}) {
  const { t } = useTranslation();
  const presets = PRESET_COLORS.filter((c) => !brandColors.includes(c));
  const swatch = (color: string, brand: boolean) => {
    const on = color.toLowerCase() === value.toLowerCase();
    return (
      <button
        key={`${brand ? 'b' : 'p'}${color}`}
        type="button"
        aria-label={
          brand
            ? t('generation.picture.brandColor', { color })
            : t('generation.picture.color', { color })
        }
        aria-pressed={on}
        onClick={() => onChange(color)}
        className={clsx(
          'relative flex size-7 items-center justify-center rounded-full ring-1 ring-black/10 transition-transform hover:scale-110 max-md:size-9',
          on && 'ring-2 ring-brand-500 ring-offset-2',
        )}
        style={{ backgroundColor: color }}
      >
        {on ? (
          <Check className="size-3.5 text-white mix-blend-difference" aria-hidden="true" />
        ) : null}
      </button>
    );
  };
  return (
    <fieldset className="flex flex-wrap items-center gap-2">
      <legend className="sr-only">{label}</legend>
      {brandColors.length ? (
        <>
          <span className="text-[11.5px] font-semibold text-brand-700">
            {t('generation.picture.brand')}
          </span>
          {brandColors.map((c) => swatch(c, true))}
          <span className="mx-0.5 h-5 w-px bg-line" aria-hidden="true" />
        </>
      ) : null}
      {presets.map((c) => swatch(c, false))}
      <label className="relative flex size-7 cursor-pointer items-center justify-center overflow-hidden rounded-full bg-[conic-gradient(#f43f5e,#f59e0b,#84cc16,#06b6d4,#6366f1,#d946ef,#f43f5e)] ring-1 ring-black/10 max-md:size-9">
        <span className="sr-only">{t('generation.picture.customColor', { label })}</span>
        <input
          type="color"
          value={value}
          onChange={(e) => onChange(e.target.value)}
          className="absolute inset-0 cursor-pointer opacity-0"
        />
      </label>
    </fieldset>
  );
}
