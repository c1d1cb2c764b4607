import { describe, expect, it } from 'vitest';
import { expiryOf, keyStateOf } from './keyExpiry';

const now = new Date(2026, 10, 28, 15, 30);

describe('expiry of a new API key', () => {
  it('is none, or a span from now', () => {
    expect(expiryOf('never', null, now)).toEqual({ ok: true, expiresAt: null });
    expect(expiryOf('days30', null, now)).toEqual({
      ok: true,
      expiresAt: now.getTime() + 30 * 24 * 3600_000,
    });
    expect(expiryOf('days365', '2020-01-01', now)).toMatchObject({ ok: true });
  });

  it('on a chosen day lasts to the end of that day in local time', () => {
    const outcome = expiryOf('date', '2026-12-24', now);
    expect(outcome).toEqual({
      ok: true,
      expiresAt: new Date(2026, 11, 24, 23, 59, 59, 999).getTime(),
    });
    expect(expiryOf('date', '2026-11-29', now)).toMatchObject({ ok: true });
  });

  it('refuses a missing day, today and a past day', () => {
    expect(expiryOf('date', null, now)).toEqual({ ok: false, error: 'missing' });
    expect(expiryOf('date', '2026-11-28', now)).toEqual({ ok: false, error: 'notFuture' });
    expect(expiryOf('date', '2025-12-31', now)).toEqual({ ok: false, error: 'notFuture' });
  });
});

describe('state of a listed key', () => {
  it('is revoked before expired before active', () => {
    const t = now.getTime();
    expect(keyStateOf({ revokedAt: null, expiresAt: null }, t)).toBe('active');
    expect(keyStateOf({ revokedAt: null, expiresAt: t + 1 }, t)).toBe('active');
    expect(keyStateOf({ revokedAt: null, expiresAt: t }, t)).toBe('expired');
    expect(keyStateOf({ revokedAt: t - 5, expiresAt: t - 1 }, t)).toBe('revoked');
  });
});
