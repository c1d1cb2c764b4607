import { SUBSCRIPTION_TIME_MAX } from '@talkreel/contract';

const hh = (n: number) => `${String(n).padStart(2, '0')}:00`;

/**
 * The 24 hourly slots of creation.md §9: "00:00-01:00" to "23:00-24:00"; slot n carries the hour
 * value n, except slot 0, whose value is 24.
 */
export const subscriptionSlots = Array.from({ length: 24 }, (_, slot) => ({
  slot,
  value: slot === 0 ? SUBSCRIPTION_TIME_MAX : slot,
  label: `${hh(slot)}-${hh(slot + 1)}`,
}));

/** The slot showing a saved hour value (24 and 0 both mean midnight). */
export const slotOfValue = (value: number) => (value % 24 === 0 ? 0 : value);
