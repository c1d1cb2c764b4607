/** Up to two initials of a name ("Ada Lovelace" → "AL", "ada" → "A"). */
export function initialsOf(name: string | null | undefined): string {
  const words = (name ?? '')
    .trim()
    .split(/[\s._-]+/)
    .filter(Boolean);
  if (words.length === 0) return '?';
  const first = Array.from(words[0])[0] ?? '';
  const second = words.length > 1 ? (Array.from(words[words.length - 1])[0] ?? '') : '';
  return (first + second).toUpperCase();
}
