import type { Language } from '@talkreel/contract';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useUiStore } from '../state/useUiStore';
import { applyDocumentLanguage, currentLanguage } from './i18n';

/** The UI language and a setter that also remembers the choice and sets <html lang>. */
export function useLanguage() {
  const { i18n } = useTranslation();
  const remember = useUiStore((s) => s.setLanguage);
  const changeLanguage = useCallback(
    (language: Language) => {
      remember(language);
      void i18n.changeLanguage(language);
      applyDocumentLanguage(language);
    },
    [i18n, remember],
  );
  // useTranslation re-renders this hook's users whenever the language changes.
  return { language: currentLanguage(), changeLanguage };
}
