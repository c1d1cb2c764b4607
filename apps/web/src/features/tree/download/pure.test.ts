import { describe, expect, it, vi } from 'vitest';
import { chooseConcurrency } from './chooseConcurrency';
import { correctFileName, safeFileName, uniqueNames } from './correctFileName';
import { sniffFileType } from './sniffFileType';
import { throttleProgress, zipProgress } from './zipProgress';

const bytes = (...parts: (number[] | string)[]) =>
  new Uint8Array(
    parts.flatMap((p) => (typeof p === 'string' ? [...p].map((c) => c.charCodeAt(0)) : p)),
  );

describe('download concurrency (core.md §9)', () => {
  it('follows the connection, capped by the CPU count', () => {
    expect(chooseConcurrency({ effectiveType: '4g', hardwareConcurrency: 16 })).toBe(8);
    expect(chooseConcurrency({ effectiveType: '4g', hardwareConcurrency: 2 })).toBe(2);
    expect(chooseConcurrency({ effectiveType: '3g', hardwareConcurrency: 16 })).toBe(4);
    expect(chooseConcurrency({ effectiveType: '3g', hardwareConcurrency: 3 })).toBe(3);
    expect(chooseConcurrency({ effectiveType: '2g', hardwareConcurrency: 16 })).toBe(2);
    expect(chooseConcurrency({ effectiveType: 'slow-2g', hardwareConcurrency: 16 })).toBe(2);
    expect(chooseConcurrency({ effectiveType: '2g', hardwareConcurrency: 1 })).toBe(1);
  });

  it('uses up to 6 when the connection is unknown', () => {
    expect(chooseConcurrency({ effectiveType: null, hardwareConcurrency: 12 })).toBe(6);
    expect(chooseConcurrency({ effectiveType: 'wifi', hardwareConcurrency: 4 })).toBe(4);
    expect(chooseConcurrency({})).toBe(6);
    expect(chooseConcurrency({ effectiveType: '4g', hardwareConcurrency: 0 })).toBe(8);
  });
});

describe('file kind from the first bytes (core.md §5)', () => {
  it.each([
    ['jpg', bytes([0xff, 0xd8, 0xff, 0xe0, 0, 0x10], 'JFIF')],
    ['png', bytes([0x89], 'PNG', [0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d])],
    ['gif', bytes('GIF89a', [1, 0, 1, 0])],
    ['gif', bytes('GIF87a')],
    ['webp', bytes('RIFF', [0x24, 0, 0, 0], 'WEBPVP8 ')],
    ['wav', bytes('RIFF', [0x24, 0, 0, 0], 'WAVEfmt ')],
    ['mp4', bytes([0, 0, 0, 0x20], 'ftypisom', [0, 0, 2, 0])],
    ['webm', bytes([0x1a, 0x45, 0xdf, 0xa3, 0x9f, 0x42, 0x86, 0x81])],
    ['flv', bytes('FLV', [1, 5, 0, 0, 0, 9])],
    ['mp3', bytes('ID3', [4, 0, 0])],
    ['mp3', bytes([0xff, 0xfb, 0x90, 0x64])],
    ['ogg', bytes('OggS', [0, 2])],
    ['pdf', bytes('%PDF-1.7')],
    ['zip', bytes('PK', [3, 4, 20, 0])],
  ])('recognises %s', (type, data) => {
    expect(sniffFileType(data)).toBe(type);
  });

  it('returns null for anything else, or too few bytes', () => {
    expect(sniffFileType(bytes('<!doctype html>'))).toBeNull();
    expect(sniffFileType(bytes('{"code":1004}'))).toBeNull();
    expect(sniffFileType(bytes([0xff]))).toBeNull();
    expect(sniffFileType(new Uint8Array())).toBeNull();
  });
});

describe('download names follow the real kind', () => {
  it('replaces a wrong media extension and adds a missing one', () => {
    expect(correctFileName('video-01.mp4', 'jpg')).toBe('video-01.jpg');
    expect(correctFileName('cover.jpg', 'png')).toBe('cover.png');
    expect(correctFileName('cover', 'webp')).toBe('cover.webp');
    expect(correctFileName('clip.bin', 'webm')).toBe('clip.webm');
  });

  it('keeps a name whose extension already fits, or whose kind is unknown', () => {
    expect(correctFileName('photo.JPEG', 'jpg')).toBe('photo.JPEG');
    expect(correctFileName('take.mov', 'mp4')).toBe('take.mov');
    expect(correctFileName('video-01.mp4', null)).toBe('video-01.mp4');
    expect(correctFileName('v1.2 final', 'mp4')).toBe('v1.2 final.mp4');
  });

  it('makes names safe and unique inside one zip', () => {
    expect(safeFileName('Launch: Q3/Q4 "final"')).toBe('Launch_ Q3_Q4 _final_');
    expect(safeFileName('  ..  ')).toBe('download');
    expect(uniqueNames(['cover.jpg', 'a.mp4', 'Cover.jpg', 'cover.jpg'])).toEqual([
      'cover.jpg',
      'a.mp4',
      'Cover (2).jpg',
      'cover (3).jpg',
    ]);
  });
});

describe('zip progress (core.md §4)', () => {
  it('maps fetching to 0-95, compressing to 95-99 and done to 100', () => {
    expect(zipProgress('fetching', 0)).toBe(0);
    expect(zipProgress('fetching', 0.5)).toBe(47);
    expect(zipProgress('fetching', 1)).toBe(95);
    expect(zipProgress('compressing', 0)).toBe(95);
    expect(zipProgress('compressing', 0.5)).toBe(97);
    expect(zipProgress('compressing', 1)).toBe(99);
    expect(zipProgress('done')).toBe(100);
    expect(zipProgress('fetching', Number.NaN)).toBe(0);
    expect(zipProgress('fetching', 7)).toBe(95);
  });

  it('passes progress on at most every 100 ms, never backwards, the last value at the end', () => {
    vi.useFakeTimers();
    const seen: [number, number][] = [];
    const start = Date.now();
    const progress = throttleProgress((p) => seen.push([Date.now() - start, p]));
    progress.push(1);
    vi.advanceTimersByTime(30);
    progress.push(5);
    progress.push(3);
    vi.advanceTimersByTime(30);
    progress.push(9);
    vi.advanceTimersByTime(100);
    progress.push(50);
    progress.finish(100);
    // 50 arrived inside a quiet spell and was overtaken by the final 100.
    expect(seen).toEqual([
      [0, 1],
      [100, 9],
      [160, 100],
    ]);
  });
});
