import { FALLBACK_LANGUAGE, type Language, SUPPORTED_LANGUAGES } from '@talkreel/contract';
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import de from './de.json';
import en from './en.json';
import es from './es.json';
import zh from './zh.json';
import zhTW from './zh-TW.json';

type Strings = { [key: string]: string | Strings };

/**
 * Feature folders keep their own strings in `features/<f>/i18n/<lang>.json`, under a top-level
 * key named for the feature, so parallel work on features never edits one shared file.
 */
const featureFiles = import.meta.glob<Strings>(
  // The create-actor dialog keeps its strings beside it, under their own top-level key.
  ['../features/*/i18n/*.json', '../features/actors/create/i18n/*.json'],
  {
    eager: true,
    import: 'default',
  },
);

function withFeatures(language: Language, base: Strings): Strings {
  const merged: Strings = { ...base };
  for (const [file, strings] of Object.entries(featureFiles)) {
    if (file.endsWith(`/${language}.json`)) Object.assign(merged, strings);
  }
  return merged;
}

export const resources = {
  en: { translation: withFeatures('en', en) },
  zh: { translation: withFeatures('zh', zh) },
  es: { translation: withFeatures('es', es) },
  de: { translation: withFeatures('de', de) },
  'zh-TW': { translation: withFeatures('zh-TW', zhTW) },
} satisfies Record<Language, { translation: object }>;

export const i18n = i18next.createInstance();

/** Starts i18next in `language`; every resource is bundled, so this resolves at once. */
export function initI18n(language: Language) {
  if (i18n.isInitialized) return i18n;
  void i18n.use(initReactI18next).init({
    resources,
    lng: language,
    fallbackLng: FALLBACK_LANGUAGE,
    supportedLngs: [...SUPPORTED_LANGUAGES],
    // zh-TW must not borrow Simplified strings from zh; each file is complete.
    load: 'currentOnly',
    interpolation: { escapeValue: false },
    returnNull: false,
    initAsync: false,
  });
  applyDocumentLanguage(language);
  return i18n;
}

export function applyDocumentLanguage(language: Language) {
  document.documentElement.lang = language;
}

export const currentLanguage = (): Language =>
  (SUPPORTED_LANGUAGES as readonly string[]).includes(i18n.language)
    ? (i18n.language as Language)
    : FALLBACK_LANGUAGE;
