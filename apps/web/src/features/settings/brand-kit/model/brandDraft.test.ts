import { DEFAULT_CAPTION_STYLE } from '@talkreel/contract';
import { describe, expect, it } from 'vitest';
import type { BrandKitData } from '../api/brandKitApi';
import {
  canAddColor,
  captionLines,
  draftChanged,
  draftOf,
  draftValid,
  expectedKit,
  nextColor,
  saveOf,
} from './brandDraft';

const saved: BrandKitData = {
  logoUrl: '/media/brand/w1/logo.png?sig=x',
  logoCorner: 'bottom-right',
  logoSize: 0.15,
  logoOpacity: 1,
  colors: ['#112233'],
  captionStyle: {
    font: DEFAULT_CAPTION_STYLE.font,
    size: DEFAULT_CAPTION_STYLE.size,
    color: DEFAULT_CAPTION_STYLE.color,
    decoration: DEFAULT_CAPTION_STYLE.decoration,
    position: DEFAULT_CAPTION_STYLE.position,
    wordsPerLine: DEFAULT_CAPTION_STYLE.words_per_line,
  },
  updatedAt: '2026-11-28T10:00:00.000Z',
};

describe('brand kit draft', () => {
  it('is unchanged as loaded, and sends no logo field while the saved logo stays', () => {
    const draft = draftOf(saved);
    expect(draftChanged(draft, saved)).toBe(false);
    expect(saveOf(draft, saved).logoFileUri).toBeUndefined();
  });

  it('sends a new upload, or null to remove a saved logo (nothing when there was none)', () => {
    const fresh = {
      ...draftOf(saved),
      logo: { kind: 'new', fileUri: 'upload://t1', previewUrl: 'blob:1' },
    } as const;
    expect(saveOf(fresh, saved).logoFileUri).toBe('upload://t1');
    expect(expectedKit(fresh, saved).logoUrl).toBe('blob:1');
    const removed = { ...draftOf(saved), logo: { kind: 'none' } } as const;
    expect(saveOf(removed, saved).logoFileUri).toBeNull();
    expect(draftChanged(removed, saved)).toBe(true);
    const none = { ...saved, logoUrl: null };
    expect(saveOf(draftOf(none), none).logoFileUri).toBeUndefined();
  });

  it('sends colours trimmed and lower-cased, and counts a case change as no change', () => {
    const draft = { ...draftOf(saved), colors: [' #112233 '.trim().toUpperCase()] };
    expect(saveOf(draft, saved).colors).toEqual(['#112233']);
    expect(draftChanged(draft, saved)).toBe(false);
  });

  it('is invalid while a colour or the caption colour is not #RRGGBB', () => {
    expect(draftValid({ ...draftOf(saved), colors: ['#12345'] })).toBe(false);
    const style = { ...saved.captionStyle, color: 'white' };
    expect(draftValid({ ...draftOf(saved), captionStyle: style })).toBe(false);
    expect(draftValid(draftOf(saved))).toBe(true);
  });

  it('offers a colour not in the kit yet, and no seventh', () => {
    expect(nextColor(['#6d4aff'])).not.toBe('#6d4aff');
    expect(canAddColor(Array.from({ length: 5 }, () => '#000000'))).toBe(true);
    expect(canAddColor(Array.from({ length: 6 }, () => '#000000'))).toBe(false);
  });

  it('cuts caption lines by words, or by characters in text without spaces', () => {
    expect(captionLines('one two three four five', 2)).toEqual(['one two', 'three four', 'five']);
    expect(captionLines('one two three', null)).toEqual(['one two three']);
    expect(captionLines('欢迎观看产品', 4)).toEqual(['欢迎观看', '产品']);
  });
});
