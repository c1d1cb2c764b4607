import { describe, expect, it } from 'vitest';
import { splitScript } from './script-chunks';
import { chineseScript, englishScript } from './test-texts';

describe('splitScript', () => {
  it('splits at sentence ends and keeps every character', () => {
    for (const [text, locale] of [
      [englishScript(1500), 'en'],
      [chineseScript(1500), 'zh'],
    ]) {
      const chunks = splitScript(text, locale);
      expect(chunks.join('')).toBe(text);
      expect(chunks.length).toBeGreaterThan(4);
      for (const chunk of chunks) {
        expect(chunk.length).toBeLessThanOrEqual(300);
        expect(chunk.trim()).toMatch(/[.。]$/);
      }
    }
  });

  it('cuts an overlong sentence at clause marks, spaces, or anywhere as a last resort', () => {
    const clauses = 'una frase larga, '.repeat(40);
    expect(splitScript(clauses, 'es').every((chunk) => chunk.endsWith(', '))).toBe(true);
    const unbroken = '我们今天去公园'.repeat(100);
    const pieces = splitScript(unbroken, 'zh');
    expect(pieces.join('')).toBe(unbroken);
    expect(Math.max(...pieces.map((piece) => piece.length))).toBeLessThanOrEqual(300);
  });

  it('drops pieces with nothing to say', () => {
    expect(splitScript('   ', 'en')).toEqual([]);
    expect(splitScript('... !!! ', 'en')).toEqual([]);
  });
});
