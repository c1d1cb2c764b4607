const HOUR_MS = 3_600_000;
export const DAY_MS = 24 * HOUR_MS;

/**
 * The latest daily delivery time at or before `now` for a subscription hour of 1-24, on the
 * hour in UTC (the server's time zone); 24 means midnight, the screen's slot 0.
 */
export function latestSlot(now: number, subscriptionTime: number): number {
  const hour = subscriptionTime % 24;
  const slot = Math.floor(now / DAY_MS) * DAY_MS + hour * HOUR_MS;
  return slot > now ? slot - DAY_MS : slot;
}
