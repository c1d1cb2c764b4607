import { describe, expect, it } from 'vitest';
import { pickLanguage } from './language';

describe('the language of a call, from Accept-Language', () => {
  it('takes the most wanted supported language', () => {
    expect(pickLanguage('de-DE,de;q=0.9,en;q=0.8')).toBe('de');
    expect(pickLanguage('fr-FR, es;q=0.5, en;q=0.4')).toBe('es');
    expect(pickLanguage('en;q=0.3, zh-CN;q=0.9')).toBe('zh');
  });

  it('reads traditional Chinese tags as zh-TW', () => {
    expect(pickLanguage('zh-Hant-HK')).toBe('zh-TW');
    expect(pickLanguage('zh-HK,zh;q=0.5')).toBe('zh-TW');
    expect(pickLanguage('zh-tw')).toBe('zh-TW');
  });

  it('falls back to English for nothing, nothing supported or the same header again', () => {
    expect(pickLanguage(undefined)).toBe('en');
    expect(pickLanguage('')).toBe('en');
    expect(pickLanguage('fr,ja;q=0.5')).toBe('en');
    for (let i = 0; i < 3; i++) expect(pickLanguage('es-MX,es;q=0.9')).toBe('es');
  });
});
