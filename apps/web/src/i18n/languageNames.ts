import type { Language } from '@talkreel/contract';

/** Each language in its own words, so a reader always recognises theirs. */
export const languageNames: Record<Language, string> = {
  en: 'English',
  zh: '简体中文',
  es: 'Español',
  de: 'Deutsch',
  'zh-TW': '繁體中文',
};
