import type { BackgroundInput, BrandChoice, CaptionStyle, LayoutInput } from '@talkreel/contract';
import type { PictureChoice } from '../state/pictureChoice';

/** The picture fields of one process-batch task (the contract's `pictureInput`, snake_case). */
export interface PictureTaskFields {
  format: PictureChoice['format'];
  resolution: PictureChoice['resolution'];
  background: BackgroundInput;
  layout: LayoutInput;
  brand: BrandChoice;
  caption_style?: CaptionStyle;
}

/**
 * What a task sends for the draft's picture. `captionStyle` is the brand kit's, sent when the
 * captions are burned: the server would otherwise apply it only with the logo (brand
 * "workspace"), and the preview shows the kit's style either way.
 */
export function pictureFieldsOf(
  picture: PictureChoice,
  captionStyle: CaptionStyle | null = null,
): PictureTaskFields {
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
    ...(captionStyle ? { caption_style: captionStyle } : {}),
  };
}
