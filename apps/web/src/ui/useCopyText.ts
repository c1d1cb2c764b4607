import { COPY_INDICATOR_MS } from '@talkreel/contract';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { copyText } from './copyText';
import { notify } from './toast';

/**
 * Copy with feedback: a success toast and a copied indicator for COPY_INDICATOR_MS, or the
 * refusal's own error toast.
 */
export function useCopyText() {
  const { t } = useTranslation();
  const [copied, setCopied] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  const copy = async (text: string) => {
    const outcome = await copyText(text);
    if (!outcome.ok) {
      notify({ tone: 'error', title: t(`clipboard.${outcome.reason}`) });
      return false;
    }
    notify({ tone: 'success', title: t('clipboard.copied'), id: 'clipboard' });
    setCopied(true);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => setCopied(false), COPY_INDICATOR_MS);
    return true;
  };
  return { copy, copied };
}
