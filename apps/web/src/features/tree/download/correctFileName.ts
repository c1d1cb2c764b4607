import type { SniffedType } from './sniffFileType';

/** Extensions that mean the same kind as a sniffed type. */
const SAME_KIND: Record<SniffedType, string[]> = {
  jpg: ['jpg', 'jpeg', 'jpe', 'jfif'],
  png: ['png'],
  gif: ['gif'],
  webp: ['webp'],
  mp4: ['mp4', 'm4v', 'mov', 'm4a'],
  webm: ['webm', 'mkv'],
  flv: ['flv'],
  mp3: ['mp3'],
  ogg: ['ogg', 'oga', 'ogv', 'opus'],
  wav: ['wav'],
  pdf: ['pdf'],
  zip: ['zip'],
};

/** Extensions worth replacing: a media kind we know, or a generic one. */
const REPLACEABLE = new Set([...Object.values(SAME_KIND).flat(), 'bin', 'dat', 'tmp', 'file']);

/**
 * The download name matching the file's real kind (core.md §5): a wrong media extension is
 * replaced, a missing one is added; unknown kinds keep the name they have.
 */
export function correctFileName(name: string, type: SniffedType | null): string {
  if (!type) return name;
  const dot = name.lastIndexOf('.');
  const ext = dot > 0 ? name.slice(dot + 1).toLowerCase() : '';
  if (SAME_KIND[type].includes(ext)) return name;
  const base = dot > 0 && REPLACEABLE.has(ext) ? name.slice(0, dot) : name;
  return `${base}.${type}`;
}

/** A name safe on every file system: no path separators or reserved characters. */
export function safeFileName(name: string, fallback = 'download'): string {
  const cleaned = name
    // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what we strip
    .replace(/[\\/:*?"<>|\u0000-\u001f]+/g, '_')
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/^\.+/, '');
  return cleaned.slice(0, 120) || fallback;
}

/** Makes names unique within one zip: "cover.jpg", "cover (2).jpg", ... */
export function uniqueNames(names: string[]): string[] {
  const seen = new Map<string, number>();
  return names.map((name) => {
    const key = name.toLowerCase();
    const count = (seen.get(key) ?? 0) + 1;
    seen.set(key, count);
    if (count === 1) return name;
    const dot = name.lastIndexOf('.');
    return dot > 0 ? `${name.slice(0, dot)} (${count})${name.slice(dot)}` : `${name} (${count})`;
  });
}
