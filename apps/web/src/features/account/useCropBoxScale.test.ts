import { AVATAR_CROP_BOX_PX } from '@talkreel/contract';
import { describe, expect, it } from 'vitest';
import { cropBoxScale } from './useCropBoxScale';

describe('the avatar crop box on narrow windows', () => {
  it('keeps its full size where the dialog has room, and fits a phone', () => {
    expect(cropBoxScale(1280)).toBe(1);
    // 390 px: the dialog is 358 px wide, 310 px inside its padding.
    expect(cropBoxScale(390)).toBeCloseTo(310 / AVATAR_CROP_BOX_PX, 5);
    expect(AVATAR_CROP_BOX_PX * cropBoxScale(390)).toBeLessThanOrEqual(390 - 32 - 48);
    expect(cropBoxScale(200)).toBe(0.5);
  });
});
