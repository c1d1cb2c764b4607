import { i18n } from '../i18n/i18n';

const pad = (n: number) => String(n).padStart(2, '0');

/**
 * Short creation dates (core.md §9): "Today HH:MM", "MM/DD HH:MM" within the current year,
 * otherwise "YY/MM/DD HH:MM", in the viewer's local time. "Today" is translated.
 */
export function formatDate(
  value: string | number | Date,
  options: { now?: Date; today?: string } = {},
): string {
  const date = value instanceof Date ? value : new Date(value);
  if (Number.isNaN(date.getTime())) return '';
  const now = options.now ?? new Date();
  const time = `${pad(date.getHours())}:${pad(date.getMinutes())}`;
  const sameYear = date.getFullYear() === now.getFullYear();
  if (sameYear && date.getMonth() === now.getMonth() && date.getDate() === now.getDate()) {
    return `${options.today ?? i18n.t('ui.date.today', { defaultValue: 'Today' })} ${time}`;
  }
  const monthDay = `${pad(date.getMonth() + 1)}/${pad(date.getDate())}`;
  if (sameYear) return `${monthDay} ${time}`;
  return `${pad(date.getFullYear() % 100)}/${monthDay} ${time}`;
}
