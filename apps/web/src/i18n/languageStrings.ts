import type { Language } from '@talkreel/contract';
import type { Strings } from './withFeatures';

/**
 * Each language's strings as their own script chunk: a page loads English (the fallback, in
 * the entry) and at most the one language it shows, not all five.
 */
export const languageStrings: Record<Language, () => Promise<Strings>> = {
  en: () => import('./languages/en').then((m) => m.strings),
  zh: () => import('./languages/zh').then((m) => m.strings),
  es: () => import('./languages/es').then((m) => m.strings),
  de: () => import('./languages/de').then((m) => m.strings),
  'zh-TW': () => import('./languages/zh-TW').then((m) => m.strings),
};
