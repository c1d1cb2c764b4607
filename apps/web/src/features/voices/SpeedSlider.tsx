import * as Slider from '@radix-ui/react-slider';
import { SPEED_MAX, SPEED_MIN } from '@talkreel/contract';
import { Gauge } from 'lucide-react';
import { useTranslation } from 'react-i18next';

/** Speed 0 to 2 in steps of 0.1, shown as "1.0x" (creation.md §2). */
export const formatSpeed = (speed: number) => `${speed.toFixed(1)}x`;

export function SpeedSlider({ value, onChange }: { value: number; onChange(v: number): void }) {
  const { t } = useTranslation();
  return (
    <div className="flex w-[230px] items-center gap-3 max-md:w-full">
      <Gauge className="size-4 shrink-0 text-ink-subtle" aria-hidden="true" />
      <div className="min-w-0 flex-1">
        <p className="mb-1.5 text-[11.5px] font-semibold tracking-wide text-ink-subtle uppercase">
          {t('voices.speed.label')}
        </p>
        <Slider.Root
          min={SPEED_MIN}
          max={SPEED_MAX}
          step={0.1}
          value={[value]}
          onValueChange={([v]) => onChange(Math.round((v ?? 1) * 10) / 10)}
          className="relative flex h-4 w-full touch-none items-center select-none max-md:h-8"
        >
          <Slider.Track className="relative h-1 grow overflow-hidden rounded-full bg-[#e4e2ee]">
            <Slider.Range className="absolute h-full rounded-full bg-brand-500" />
          </Slider.Track>
          <Slider.Thumb
            aria-label={t('voices.speed.label')}
            aria-valuetext={formatSpeed(value)}
            className="block size-4 rounded-full border-2 border-brand-500 bg-white shadow-[0_1px_3px_rgb(23_22_31/0.2)] transition-transform hover:scale-110 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-400"
          />
        </Slider.Root>
      </div>
      <output
        className="w-10 shrink-0 text-right text-[13px] font-semibold tabular-nums text-ink"
        data-testid="speed-value"
      >
        {formatSpeed(value)}
      </output>
    </div>
  );
}
