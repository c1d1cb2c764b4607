import { i18n } from '../../../i18n/i18n';
import { notify } from '../../../ui/toast';

/** The older copy method: a hidden text area and execCommand, for when the Clipboard API fails. */
function legacyCopy(text: string): boolean {
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

const fail = (key: string) => {
  notify({ tone: 'error', title: i18n.t(`generation.copy.${key}`) });
  return false;
};

/**
 * Copy to clipboard (creation.md §2, §5): empty or blank text is refused; when the Clipboard
 * API is missing or refuses, the older method is tried. Success shows a toast.
 */
export async function copyText(text: string): Promise<boolean> {
  if (!text.trim()) return fail('empty');
  let denied = false;
  if (navigator.clipboard?.writeText) {
    try {
      await navigator.clipboard.writeText(text);
      notify({ tone: 'success', title: i18n.t('generation.copy.done') });
      return true;
    } catch (err) {
      denied = err instanceof DOMException && err.name === 'NotAllowedError';
      console.warn('[copy] clipboard refused, trying the older method', err);
    }
  } else if (typeof document.execCommand !== 'function') {
    return fail('unsupported');
  }
  if (legacyCopy(text)) {
    notify({ tone: 'success', title: i18n.t('generation.copy.done') });
    return true;
  }
  return fail(denied ? 'denied' : 'failed');
}
