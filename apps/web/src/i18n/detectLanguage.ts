import { FALLBACK_LANGUAGE, type Language, SUPPORTED_LANGUAGES } from '@talkreel/contract';

/** Maps a language tag to a supported UI language; Traditional Chinese regions map to zh-TW. */
export function normalizeLanguage(tag: string | null | undefined): Language | null {
  if (!tag) return null;
  const t = tag.trim().toLowerCase().replace(/_/g, '-');
  if (t === 'zh-tw' || t === 'zh-hk' || t === 'zh-mo' || t.startsWith('zh-hant')) return 'zh-TW';
  const base = t.split('-')[0];
  return SUPPORTED_LANGUAGES.find((l) => l.toLowerCase() === base) ?? null;
}

interface LanguageSources {
  /** `location.search`; its `lang` parameter wins. */
  search: string;
  /** The language kept in local storage. */
  stored: string | null;
  /** `navigator.languages`, most preferred first. */
  browser: readonly string[];
}

/** core.md §1: the query parameter, then local storage, then the browser, else en. */
export function detectLanguage({ search, stored, browser }: LanguageSources): Language {
  const fromQuery = normalizeLanguage(new URLSearchParams(search).get('lang'));
  if (fromQuery) return fromQuery;
  const fromStorage = normalizeLanguage(stored);
  if (fromStorage) return fromStorage;
  for (const tag of browser) {
    const hit = normalizeLanguage(tag);
    if (hit) return hit;
  }
  return FALLBACK_LANGUAGE;
}
