/** The middle value of some figures (the mean of the two middle ones for an even count); NaN for none. */
export function median(xs: number[]): number {
  const sorted = [...xs].sort((a, b) => a - b);
  return sorted.length
    ? (sorted[(sorted.length - 1) >> 1] + sorted[sorted.length >> 1]) / 2
    : Number.NaN;
}
