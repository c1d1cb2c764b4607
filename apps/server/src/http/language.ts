import { FALLBACK_LANGUAGE, type Language, SUPPORTED_LANGUAGES } from '@talkreel/contract';
import { memoByHeader } from './header-memo';

/** Picks the first supported language of an Accept-Language header (zh-Hant/zh-TW/zh-HK → zh-TW). */
export function pickLanguage(header: string | undefined): Language {
  return header ? readLanguage(header) : FALLBACK_LANGUAGE;
}

const readLanguage = memoByHeader((header: string): Language => {
  const tags = header
    .split(',')
    .map((part) => {
      const [tag, q] = part.trim().split(';q=');
      return { tag: tag.toLowerCase(), q: q ? Number(q) : 1 };
    })
    .sort((a, b) => b.q - a.q);
  for (const { tag } of tags) {
    if (tag === 'zh-tw' || tag === 'zh-hk' || tag === 'zh-mo' || tag.startsWith('zh-hant'))
      return 'zh-TW';
    const base = tag.split('-')[0];
    const hit = SUPPORTED_LANGUAGES.find((l) => l === base);
    if (hit) return hit;
  }
  return FALLBACK_LANGUAGE;
});
