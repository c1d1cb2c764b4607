import { DOWNLOAD_CONCURRENCY } from '@talkreel/contract';

export interface ConnectionHints {
  /** `navigator.connection.effectiveType`: 'slow-2g', '2g', '3g', '4g', or unknown. */
  effectiveType?: string | null;
  /** `navigator.hardwareConcurrency`. */
  hardwareConcurrency?: number | null;
}

/**
 * How many media files to fetch at once (core.md §9): 4g up to 8, 3g up to 4, 2g 2, otherwise
 * up to 6, never more than the CPU count. slow-2g counts as 2g: it is slower still.
 */
export function chooseConcurrency({ effectiveType, hardwareConcurrency }: ConnectionHints): number {
  const byNetwork =
    effectiveType === '4g'
      ? DOWNLOAD_CONCURRENCY['4g']
      : effectiveType === '3g'
        ? DOWNLOAD_CONCURRENCY['3g']
        : effectiveType === '2g' || effectiveType === 'slow-2g'
          ? DOWNLOAD_CONCURRENCY['2g']
          : DOWNLOAD_CONCURRENCY.default;
  const cpus =
    typeof hardwareConcurrency === 'number' && hardwareConcurrency > 0
      ? Math.floor(hardwareConcurrency)
      : byNetwork;
  return Math.max(1, Math.min(byNetwork, cpus));
}

/** The hints of this browser (the Network Information API is missing in some browsers). */
export function browserConnectionHints(): ConnectionHints {
  const nav = navigator as Navigator & { connection?: { effectiveType?: string } };
  return {
    effectiveType: nav.connection?.effectiveType ?? null,
    hardwareConcurrency: nav.hardwareConcurrency ?? null,
  };
}
