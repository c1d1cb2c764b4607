import { describe, expect, it } from 'vitest';
import { preferredEncoding } from './accept-encoding';

describe('the encoding a compressible reply is sent in', () => {
  it('prefers brotli, then gzip, as browsers offer them', () => {
    expect(preferredEncoding('gzip, deflate, br, zstd')).toBe('br');
    expect(preferredEncoding('gzip, deflate')).toBe('gzip');
    expect(preferredEncoding('GZIP')).toBe('gzip');
  });

  it('honours weights, refusals and the wildcard', () => {
    expect(preferredEncoding('br;q=0, gzip')).toBe('gzip');
    expect(preferredEncoding('br;q=0.2, gzip;q=0.8')).toBe('gzip');
    expect(preferredEncoding('gzip;q=0, br;q=0')).toBeUndefined();
    expect(preferredEncoding('*')).toBe('br');
    expect(preferredEncoding('*, br;q=0')).toBe('gzip');
    expect(preferredEncoding('*;q=0')).toBeUndefined();
  });

  it('sends as is when nothing it makes is accepted or the header is unreadable', () => {
    expect(preferredEncoding(undefined)).toBeUndefined();
    expect(preferredEncoding('')).toBeUndefined();
    expect(preferredEncoding('identity')).toBeUndefined();
    expect(preferredEncoding('deflate')).toBeUndefined();
    expect(preferredEncoding('br;q=abc')).toBeUndefined();
  });

  it('answers a header it has read before the same way', () => {
    for (let i = 0; i < 3; i++) expect(preferredEncoding('gzip, br;q=0')).toBe('gzip');
  });
});
