import { describe, expect, it } from 'vitest';
import { memoByHeader } from './header-memo';

describe('a memoised header reading', () => {
  it('reads each distinct value once and answers repeats from the memo', () => {
    const read: string[] = [];
    const upper = memoByHeader((h) => {
      read.push(h);
      return h.toUpperCase();
    });
    expect([upper('a'), upper('b'), upper('a'), upper('a')]).toEqual(['A', 'B', 'A', 'A']);
    expect(read).toEqual(['a', 'b']);
  });

  it('stays bounded and right when a client sends ever-new values', () => {
    const read: string[] = [];
    const length = memoByHeader((h) => {
      read.push(h);
      return h.length;
    });
    for (let i = 0; i < 1000; i++) expect(length(`v${i}`)).toBe(`v${i}`.length);
    // The first values were let go along the way: asked again, they are read again.
    expect(length('v0')).toBe(2);
    expect(read.filter((h) => h === 'v0')).toHaveLength(2);
  });

  it('keeps an undefined reading as an answer', () => {
    let calls = 0;
    const none = memoByHeader(() => {
      calls++;
      return undefined;
    });
    none('x');
    none('x');
    expect(calls).toBe(1);
  });
});
