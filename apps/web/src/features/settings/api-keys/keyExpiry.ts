import { type Day, dateOf, dayOf } from '../../../ui/calendar';

/** The expiry choices of a new key: none, a span from now, or a chosen day. */
export const EXPIRY_CHOICES = ['never', 'days30', 'days90', 'days365', 'date'] as const;
export type ExpiryChoice = (typeof EXPIRY_CHOICES)[number];

const DAY_MS = 24 * 3600_000;
const spanDays: Record<Exclude<ExpiryChoice, 'never' | 'date'>, number> = {
  days30: 30,
  days90: 90,
  days365: 365,
};

export type ExpiryOutcome =
  | { ok: true; expiresAt: number | null }
  | { ok: false; error: 'missing' | 'notFuture' };

/**
 * When a new key stops working, in epoch ms (null: never). A chosen day counts whole: the key
 * works until that day ends in the viewer's time, so the day must be after today.
 */
export function expiryOf(choice: ExpiryChoice, day: Day | null, now = new Date()): ExpiryOutcome {
  if (choice === 'never') return { ok: true, expiresAt: null };
  if (choice !== 'date') return { ok: true, expiresAt: now.getTime() + spanDays[choice] * DAY_MS };
  if (!day) return { ok: false, error: 'missing' };
  if (day <= dayOf(now)) return { ok: false, error: 'notFuture' };
  const end = dateOf(day);
  end.setHours(23, 59, 59, 999);
  return { ok: true, expiresAt: end.getTime() };
}

export type KeyState = 'active' | 'expired' | 'revoked';

/** A listed key's state: revoked wins over expired. */
export function keyStateOf(
  key: { revokedAt: number | null; expiresAt: number | null },
  now = Date.now(),
): KeyState {
  if (key.revokedAt !== null) return 'revoked';
  if (key.expiresAt !== null && key.expiresAt <= now) return 'expired';
  return 'active';
}
