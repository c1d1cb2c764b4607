import { describe, expect, it } from 'vitest';
import { i18n } from '../i18n/i18n';
import { formatDate } from './formatDate';

// Local-time dates, so the test holds in any time zone.
const now = new Date(2026, 4, 17, 15, 30);

describe('formatDate', () => {
  it('shows "Today HH:MM" for the same calendar day', () => {
    expect(formatDate(new Date(2026, 4, 17, 0, 5), { now })).toBe('Today 00:05');
    expect(formatDate(new Date(2026, 4, 17, 23, 59), { now })).toBe('Today 23:59');
  });

  it('shows "MM/DD HH:MM" for other days of the same year', () => {
    expect(formatDate(new Date(2026, 4, 16, 9, 7), { now })).toBe('05/16 09:07');
    expect(formatDate(new Date(2026, 0, 1, 0, 0), { now })).toBe('01/01 00:00');
  });

  it('shows "YY/MM/DD HH:MM" for other years, past or future', () => {
    expect(formatDate(new Date(2025, 11, 31, 23, 59), { now })).toBe('25/12/31 23:59');
    expect(formatDate(new Date(2008, 1, 3, 4, 5), { now })).toBe('08/02/03 04:05');
    expect(formatDate(new Date(2027, 4, 17, 15, 30), { now })).toBe('27/05/17 15:30');
  });

  it('accepts ISO strings and epoch milliseconds as sent by the server', () => {
    const d = new Date(2026, 2, 4, 8, 9);
    expect(formatDate(d.toISOString(), { now })).toBe('03/04 08:09');
    expect(formatDate(d.getTime(), { now })).toBe('03/04 08:09');
    expect(formatDate('not a date', { now })).toBe('');
  });

  it('translates "Today"', async () => {
    const today = new Date(2026, 4, 17, 8, 0);
    await i18n.changeLanguage('de');
    expect(formatDate(today, { now })).toBe('Heute 08:00');
    await i18n.changeLanguage('zh');
    expect(formatDate(today, { now })).toBe('今天 08:00');
    await i18n.changeLanguage('zh-TW');
    expect(formatDate(today, { now })).toBe('今天 08:00');
    await i18n.changeLanguage('es');
    expect(formatDate(today, { now })).toBe('Hoy 08:00');
  });
});
