import * as Slider from '@radix-ui/react-slider';

/** A labelled slider with its value shown beside it (logo size and opacity, caption size). */
export function RangeField({
  label,
  value,
  min,
  max,
  step,
  format,
  onChange,
  disabled = false,
  testId,
}: {
  label: string;
  value: number;
  min: number;
  max: number;
  step: number;
  format(value: number): string;
  onChange(value: number): void;
  disabled?: boolean;
  testId: string;
}) {
  return (
    <div className="min-w-0" data-testid={testId}>
      <div className="mb-2 flex items-baseline justify-between gap-3">
        <span className="text-[13px] font-medium text-ink">{label}</span>
        <output className="text-[13px] font-semibold tabular-nums text-ink-muted">
          {format(value)}
        </output>
      </div>
      <Slider.Root
        min={min}
        max={max}
        step={step}
        value={[value]}
        disabled={disabled}
        // Rounded to the step: floating steps would otherwise save 0.15000000000000002.
        onValueChange={([v]) => onChange(Math.round((v ?? min) / step) * step)}
        className="relative flex h-5 w-full touch-none items-center select-none data-[disabled]:opacity-60 max-md:h-8"
      >
        <Slider.Track className="relative h-1 grow overflow-hidden rounded-full bg-[#e4e2ee]">
          <Slider.Range className="absolute h-full rounded-full bg-brand-500" />
        </Slider.Track>
        <Slider.Thumb
          aria-label={label}
          aria-valuetext={format(value)}
          className="block size-4 rounded-full border-2 border-brand-500 bg-white shadow-[0_1px_3px_rgb(23_22_31/0.2)] transition-transform hover:scale-110 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-400"
        />
      </Slider.Root>
    </div>
  );
}
