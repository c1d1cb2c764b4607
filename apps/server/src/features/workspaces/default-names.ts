import type { Language } from '@talkreel/contract';

/** Default name of a new account's first product, in the language of the request. */
export const defaultProductName: Record<Language, string> = {
  en: 'My Product',
  zh: '我的产品',
  'zh-TW': '我的產品',
  es: 'Mi producto',
  de: 'Mein Produkt',
};
