import type { BackgroundInput, BrandChoice, LayoutInput } from '@talkreel/contract';
import type { PictureChoice } from '../state/pictureChoice';

/** The picture fields of one process-batch task (the contract's `pictureInput`, snake_case). */
export interface PictureTaskFields {
  format: PictureChoice['format'];
  resolution: PictureChoice['resolution'];
  background: BackgroundInput;
  layout: LayoutInput;
  brand: BrandChoice;
}

/**
 * What a task sends for the draft's picture. The caption style is left out: the server burns
 * captions in the workspace kit's style, which is what the preview shows.
 */
export function pictureFieldsOf(picture: PictureChoice): PictureTaskFields {
  const { background: b, layout } = picture;
  const background: BackgroundInput =
    b.type === 'actor'
      ? { type: 'actor' }
      : b.type === 'gradient'
        ? { type: 'gradient', value: [b.value[0], b.value[1]] }
        : { type: b.type, value: b.value };
  return {
    format: picture.format,
    resolution: picture.resolution,
    background,
    layout: {
      placement: layout.placement,
      // A full-frame actor has no size of its own to choose.
      scale: layout.placement === 'full' ? 1 : layout.scale,
    },
    brand: picture.brandLogo ? 'workspace' : 'none',
  };
}
