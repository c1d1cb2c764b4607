import { i18n } from '../../../i18n/i18n';
import { type CopyRefusal, copyText as copyToClipboard } from '../../../ui/copyText';
import { notify } from '../../../ui/toast';

/** This feature's message for each refusal (its strings predate the shared copy piece). */
const messageKey: Record<CopyRefusal, string> = {
  empty: 'empty',
  unsupported: 'unsupported',
  failed: 'failed',
  permission: 'denied',
};

/**
 * Copy to clipboard with a toast either way (creation.md §2, §5), through the shared piece:
 * blank text refused, the Clipboard API first, the older selection copy when it fails.
 */
export async function copyText(text: string): Promise<boolean> {
  const outcome = await copyToClipboard(text);
  if (outcome.ok) {
    notify({ tone: 'success', title: i18n.t('generation.copy.done') });
    return true;
  }
  notify({ tone: 'error', title: i18n.t(`generation.copy.${messageKey[outcome.reason]}`) });
  return false;
}
