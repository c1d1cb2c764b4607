import { BACKGROUND_TYPES, type BackgroundType } from '@talkreel/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useBackgroundUpload } from '../../hooks/useBackgroundUpload';
import type { PictureBrand } from '../../hooks/usePictureBrand';
import {
  type BackgroundChoice,
  FALLBACK_COLOR,
  FALLBACK_GRADIENT,
} from '../../state/pictureChoice';
import { BackgroundUpload } from './BackgroundUpload';
import { ChoiceGroup } from './ChoiceGroup';
import { ColorSwatches } from './ColorSwatches';
import { StockGrid } from './StockGrid';

/**
 * A background of a newly chosen type: the brand's colours come first. Stock and upload types
 * keep the current background until a picture is chosen or a file is confirmed.
 */
function startOf(type: BackgroundType, brand: PictureBrand): BackgroundChoice | null {
  const [first, second] = brand.colors;
  if (type === 'color') return { type, value: first ?? FALLBACK_COLOR };
  if (type === 'gradient')
    return { type, value: first && second ? [first, second] : FALLBACK_GRADIENT };
  if (type === 'actor') return { type };
  return null;
}

/** What stands behind the actor: its type, then that type's own choice. */
export function BackgroundPicker({
  name,
  legend,
  value,
  brand,
  onChange,
}: {
  /** The radio group's name, unique on the page (the video's picture, or a scene's). */
  name: string;
  legend?: string;
  value: BackgroundChoice;
  brand: PictureBrand;
  onChange(background: BackgroundChoice): void;
}) {
  const { t } = useTranslation();
  const upload = useBackgroundUpload(onChange);
  // The type shown can be ahead of the draft: "Stock" or "Image" before one is chosen.
  const [shown, setShown] = useState<BackgroundType>(value.type);
  return (
    <div className="flex flex-col gap-2.5">
      <ChoiceGroup
        name={name}
        legend={legend ?? t('generation.picture.background')}
        value={shown}
        choices={BACKGROUND_TYPES.map((type) => ({
          value: type,
          label: t(`generation.picture.backgrounds.${type}`),
        }))}
        onChange={(type) => {
          setShown(type);
          if (type === value.type) return;
          const start = startOf(type, brand);
          if (start) onChange(start);
        }}
      />
      {shown === 'color' && value.type === 'color' ? (
        <ColorSwatches
          label={t('generation.picture.backgrounds.color')}
          value={value.value}
          brandColors={brand.colors}
          onChange={(color) => onChange({ type: 'color', value: color })}
        />
      ) : null}
      {shown === 'gradient' && value.type === 'gradient' ? (
        <div className="flex flex-col gap-2">
          {(['from', 'to'] as const).map((end, i) => (
            <div key={end} className="flex items-center gap-2.5">
              <span className="w-12 text-[12px] font-medium text-ink-muted">
                {t(`generation.picture.gradient.${end}`)}
              </span>
              <ColorSwatches
                label={t(`generation.picture.gradient.${end}`)}
                value={value.value[i]}
                brandColors={brand.colors}
                onChange={(color) => {
                  const next: [string, string] = [...value.value];
                  next[i] = color;
                  onChange({ type: 'gradient', value: next });
                }}
              />
            </div>
          ))}
        </div>
      ) : null}
      {shown === 'stock' ? (
        <StockGrid
          value={value.type === 'stock' ? value.value : ''}
          onChange={(id) => onChange({ type: 'stock', value: id })}
        />
      ) : null}
      {shown === 'image' || shown === 'video' ? (
        <BackgroundUpload
          kind={shown}
          fileName={value.type === shown && value.value ? value.name || value.value : null}
          state={upload.state}
          onFile={(file) => upload.choose(file, shown)}
        />
      ) : null}
    </div>
  );
}
