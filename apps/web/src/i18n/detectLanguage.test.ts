import { describe, expect, it } from 'vitest';
import { detectLanguage, normalizeLanguage } from './detectLanguage';

describe('detectLanguage (core.md §1)', () => {
  it('prefers ?lang=, then local storage, then the browser, then en', () => {
    const browser = ['es-MX', 'en'];
    expect(detectLanguage({ search: '?lang=de', stored: 'zh', browser })).toBe('de');
    expect(detectLanguage({ search: '', stored: 'zh', browser })).toBe('zh');
    expect(detectLanguage({ search: '', stored: null, browser })).toBe('es');
    expect(detectLanguage({ search: '', stored: null, browser: ['ja-JP', 'ko'] })).toBe('en');
  });

  it('skips values it does not support at each step', () => {
    expect(detectLanguage({ search: '?lang=fr', stored: 'xx', browser: ['pt', 'de-AT'] })).toBe(
      'de',
    );
  });

  it('maps Traditional Chinese regions and scripts to zh-TW, other Chinese to zh', () => {
    for (const tag of ['zh-TW', 'zh-HK', 'zh-Hant', 'zh-Hant-TW', 'zh_tw', 'ZH-MO']) {
      expect(normalizeLanguage(tag)).toBe('zh-TW');
    }
    for (const tag of ['zh', 'zh-CN', 'zh-Hans', 'zh-SG'])
      expect(normalizeLanguage(tag)).toBe('zh');
    expect(detectLanguage({ search: '', stored: null, browser: ['zh-HK', 'en'] })).toBe('zh-TW');
  });
});
