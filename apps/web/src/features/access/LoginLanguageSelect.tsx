import { type Language, SUPPORTED_LANGUAGES } from '@talkreel/contract';
import { ChevronDown, Globe } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { languageNames } from '../../i18n/languageNames';
import { useLanguage } from '../../i18n/useLanguage';

/**
 * The login and invite pages' language chooser: the browser's own select, styled like the
 * account page's menu. The Radix menu there (with its positioning and focus libraries) would
 * be a fifth of the login page's script.
 */
export function LoginLanguageSelect() {
  const { t } = useTranslation();
  const { language, changeLanguage } = useLanguage();
  return (
    <div className="relative inline-flex h-9 items-center rounded-lg text-[13px] font-medium text-ink-muted transition-colors focus-within:bg-canvas hover:bg-canvas hover:text-ink">
      <Globe className="pointer-events-none absolute left-2.5 size-4" aria-hidden="true" />
      <select
        aria-label={t('language.label')}
        value={language}
        onChange={(e) => changeLanguage(e.target.value as Language)}
        className="h-full cursor-pointer appearance-none bg-transparent pr-7 pl-8 outline-none"
      >
        {SUPPORTED_LANGUAGES.map((lang) => (
          <option key={lang} value={lang} lang={lang}>
            {languageNames[lang]}
          </option>
        ))}
      </select>
      <ChevronDown
        className="pointer-events-none absolute right-2.5 size-3.5 opacity-60"
        aria-hidden="true"
      />
    </div>
  );
}
