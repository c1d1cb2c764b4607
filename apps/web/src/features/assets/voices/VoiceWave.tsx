const BARS = 36;

/** A fixed pseudo-waveform drawn from the voice's id, so each card looks its own. */
function heights(seed: string): number[] {
  let h = 2166136261;
  for (const c of seed) h = Math.imul(h ^ c.charCodeAt(0), 16777619);
  return Array.from({ length: BARS }, (_, i) => {
    h = Math.imul(h ^ (i + 1), 2246822507) >>> 0;
    const envelope = Math.sin((Math.PI * (i + 0.5)) / BARS);
    return 0.18 + 0.82 * envelope * ((h % 1000) / 1000) ** 0.7;
  });
}

/** Decoration only: the card's voice drawn as bars. */
export function VoiceWave({ seed }: { seed: string }) {
  return (
    <span aria-hidden="true" className="flex h-7 min-w-0 flex-1 items-center gap-[3px]">
      {heights(seed).map((v, i) => (
        <span
          // biome-ignore lint/suspicious/noArrayIndexKey: bars are positions, not items
          key={i}
          className="w-[3px] shrink-0 rounded-full bg-[#dcd8f0]"
          style={{ height: `${Math.round(v * 100)}%` }}
        />
      ))}
    </span>
  );
}
