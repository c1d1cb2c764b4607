/** Why a copy did not happen; each has its own message (creation.md §5). */
export type CopyRefusal = 'unsupported' | 'empty' | 'failed' | 'permission';

export type CopyOutcome = { ok: true } | { ok: false; reason: CopyRefusal };

/** The older way: a hidden text area selected and copied with execCommand. */
function copyBySelection(text: string): boolean {
  if (typeof document.execCommand !== 'function') return false;
  const area = document.createElement('textarea');
  area.value = text;
  area.setAttribute('readonly', '');
  area.style.position = 'fixed';
  area.style.opacity = '0';
  document.body.appendChild(area);
  area.select();
  try {
    return document.execCommand('copy');
  } catch {
    return false;
  } finally {
    area.remove();
  }
}

/**
 * Copies `text` (creation.md §2, §5): blank text is refused; the clipboard interface is tried first
 * and the older selection copy when it is missing or fails. A refused permission is told apart.
 */
export async function copyText(text: string): Promise<CopyOutcome> {
  if (!text.trim()) return { ok: false, reason: 'empty' };
  const clipboard = typeof navigator === 'undefined' ? undefined : navigator.clipboard;
  const hasFallback = typeof document.execCommand === 'function';
  if (!clipboard?.writeText && !hasFallback) return { ok: false, reason: 'unsupported' };
  let denied = false;
  if (clipboard?.writeText) {
    try {
      await clipboard.writeText(text);
      return { ok: true };
    } catch (err) {
      denied = err instanceof DOMException && err.name === 'NotAllowedError';
    }
  }
  if (copyBySelection(text)) return { ok: true };
  return { ok: false, reason: denied ? 'permission' : 'failed' };
}
