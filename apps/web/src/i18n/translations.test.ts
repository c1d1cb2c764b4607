import { businessToasts, httpToasts, Message, SUPPORTED_LANGUAGES } from '@talkreel/contract';
import { describe, expect, it } from 'vitest';
import { languageStrings } from './languageStrings';

type Tree = { [k: string]: string | Tree };
// Each language's strings are the shared file merged with every feature's own i18n files.
const leaves = (tree: Tree, prefix = ''): Map<string, string> => {
  const out = new Map<string, string>();
  for (const [k, v] of Object.entries(tree)) {
    if (typeof v === 'string') out.set(prefix + k, v);
    else for (const [kk, vv] of leaves(v, `${prefix}${k}.`)) out.set(kk, vv);
  }
  return out;
};
const strings = async (lang: (typeof SUPPORTED_LANGUAGES)[number]) =>
  leaves(await languageStrings[lang]());
// Chinese has no singular plural form; i18next uses `_other` for every count.
const needed = (key: string, lang: string) => !(lang.startsWith('zh') && key.endsWith('_one'));

describe('translations', async () => {
  const en = await strings('en');
  for (const lang of SUPPORTED_LANGUAGES.filter((l) => l !== 'en')) {
    it(`${lang} has every English string, non-empty and with the same placeholders`, async () => {
      const other = await strings(lang);
      for (const [key, text] of en) {
        if (!needed(key, lang)) continue;
        const translated = other.get(key);
        expect(translated, `${lang}: ${key}`).toBeTruthy();
        const vars = (s: string) =>
          [...s.matchAll(/\{\{(\w+)\}\}|<(\w+)>/g)].map((m) => m[0]).sort();
        expect(vars(translated ?? ''), `${lang}: ${key}`).toEqual(vars(text));
      }
    });

    it(`${lang} translates every catalogue toast and server message`, async () => {
      const other = await strings(lang);
      for (const [code, toast] of Object.entries(businessToasts)) {
        expect(other.get(`toast.business.${code}.title`), `${lang} ${code}`).toBeTruthy();
        if (toast.text) expect(other.get(`toast.business.${code}.text`)).toBeTruthy();
      }
      for (const code of Object.keys(httpToasts)) {
        expect(other.get(`toast.http.${code}.title`), `${lang} ${code}`).toBeTruthy();
        expect(other.get(`toast.http.${code}.text`), `${lang} ${code}`).toBeTruthy();
      }
      // Messages the user never reads as text (the success word, the activation signal) are skipped.
      for (const key of Object.keys(Message).filter(
        (k) => k !== 'OK' && k !== 'ACTIVATION_CODE_NEED',
      )) {
        expect(other.get(`serverMessage.${key}`), `${lang} ${key}`).toBeTruthy();
      }
    });
  }
});
