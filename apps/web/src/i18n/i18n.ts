import { FALLBACK_LANGUAGE, type Language, SUPPORTED_LANGUAGES } from '@talkreel/contract';
import i18next, { type BackendModule } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { lazyChunk } from '../app/lazyChunk';
import englishShared from './en.json';
import { languageStrings } from './languageStrings';

/** Loads a language's chunk the first time it is shown (start-up or the language menu). */
const lazyLanguages: BackendModule = {
  type: 'backend',
  init: () => {},
  read: (language, _namespace, callback) => {
    const load = languageStrings[language as Language];
    if (!load) return callback(null, {});
    load().then(
      (strings) => callback(null, strings),
      (error: Error) => callback(error, null),
    );
  },
};

export const i18n = i18next.createInstance();

/**
 * English, the fallback, is in the first script only with its shared strings (app, login,
 * invite, toasts...); the feature folders' English joins when the signed-in shell loads (the
 * shell route waits for it), so the login page's script does not carry every area's text.
 */
export const englishFeatureStrings = lazyChunk(() =>
  languageStrings[FALLBACK_LANGUAGE]().then((strings) => {
    i18n.addResourceBundle(FALLBACK_LANGUAGE, 'translation', strings, true, false);
    return strings;
  }),
);

/**
 * Starts i18next in `language`. English is bundled; another language resolves once its chunk
 * has loaded, so main.tsx renders after this and no English flashes first.
 */
export function initI18n(language: Language): Promise<unknown> {
  if (i18n.isInitialized) return Promise.resolve(i18n);
  const ready = i18n
    .use(lazyLanguages)
    .use(initReactI18next)
    .init({
      resources: { [FALLBACK_LANGUAGE]: { translation: englishShared } },
      partialBundledLanguages: true,
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
  return ready;
}

export function applyDocumentLanguage(language: Language) {
  document.documentElement.lang = language;
}

export const currentLanguage = (): Language =>
  (SUPPORTED_LANGUAGES as readonly string[]).includes(i18n.language)
    ? (i18n.language as Language)
    : FALLBACK_LANGUAGE;
