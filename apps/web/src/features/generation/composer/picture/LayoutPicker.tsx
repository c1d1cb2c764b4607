import { LAYOUT_PLACEMENTS, LAYOUT_SCALE_MAX, LAYOUT_SCALE_MIN } from '@talkreel/contract';
import { useTranslation } from 'react-i18next';
import { clampScale, type PictureChoice } from '../../state/pictureChoice';
import { ChoiceGroup } from './ChoiceGroup';
import { LayoutIcon } from './LayoutIcon';

/** Where the actor stands, and how large (40–100 %, not for a full-frame actor). */
export function LayoutPicker({
  name,
  value,
  onChange,
}: {
  name: string;
  value: PictureChoice['layout'];
  onChange(layout: PictureChoice['layout']): void;
}) {
  const { t } = useTranslation();
  const full = value.placement === 'full';
  const percent = Math.round(value.scale * 100);
  return (
    <div className="flex flex-col gap-2.5">
      <ChoiceGroup
        name={name}
        legend={t('generation.picture.layout')}
        compact
        value={value.placement}
        choices={LAYOUT_PLACEMENTS.map((placement) => ({
          value: placement,
          label: t(`generation.picture.layouts.${placement}`),
          icon: <LayoutIcon placement={placement} />,
        }))}
        onChange={(placement) =>
          // A placed actor starts at a size that leaves the background visible.
          onChange({ placement, scale: placement === 'full' ? 1 : full ? 0.8 : value.scale })
        }
      />
      <label className="flex items-center gap-3 text-[12.5px] font-medium text-ink-muted">
        <span className="shrink-0">{t('generation.picture.scale')}</span>
        <input
          type="range"
          min={LAYOUT_SCALE_MIN * 100}
          max={LAYOUT_SCALE_MAX * 100}
          step={1}
          value={full ? 100 : percent}
          disabled={full}
          aria-valuetext={`${full ? 100 : percent} %`}
          onChange={(e) =>
            onChange({
              placement: value.placement,
              scale: clampScale(Number(e.target.value) / 100),
            })
          }
          className="h-1.5 min-w-0 flex-1 cursor-pointer accent-brand-600 disabled:cursor-not-allowed disabled:opacity-40"
        />
        <span className="w-12 text-right whitespace-nowrap tabular-nums text-ink">
          {full ? 100 : percent} %
        </span>
      </label>
    </div>
  );
}
