import clsx from 'clsx';

const BARS = 36;
/** Height of every bar while a voice has no waveform yet: a flat line, not a made-up shape. */
const FLAT = 0.12;

/** The sample's peaks (0-100) grouped into the card's bars, loudest of each group, as 0-1. */
export function waveBars(peaks: readonly number[] | null | undefined, bars = BARS): number[] {
  if (!peaks?.length) return Array.from({ length: bars }, () => FLAT);
  return Array.from({ length: bars }, (_, i) => {
    const from = Math.floor((i * peaks.length) / bars);
    const to = Math.max(from + 1, Math.floor(((i + 1) * peaks.length) / bars));
    const peak = Math.max(...peaks.slice(from, to));
    // A floor keeps silence visible as a line rather than a gap.
    return Math.max(0.08, Math.min(1, peak / 100));
  });
}

/**
 * The voice's sample drawn as bars from its measured peaks, the part already played in the
 * brand colour (creation.md §4 audio player progress). Decoration: the play button says the rest.
 */
export function VoiceWave({
  peaks,
  progress = 0,
}: {
  peaks: readonly number[] | null | undefined;
  /** 0 to 1 of the sample played. */
  progress?: number;
}) {
  const bars = waveBars(peaks);
  const played = Math.round(progress * bars.length);
  return (
    <span
      aria-hidden="true"
      data-testid="voice-wave"
      data-played={played}
      // Bars spread over the card's width (3 px apart at the least).
      className="flex h-7 min-w-0 flex-1 items-center justify-between gap-[3px]"
    >
      {bars.map((v, i) => (
        <span
          // biome-ignore lint/suspicious/noArrayIndexKey: bars are positions, not items
          key={i}
          data-played={i < played || undefined}
          className={clsx(
            'w-[3px] shrink-0 rounded-full transition-colors duration-150',
            i < played ? 'bg-brand-500' : 'bg-[#dcd8f0]',
          )}
          style={{ height: `${Math.round(v * 100)}%` }}
        />
      ))}
    </span>
  );
}
