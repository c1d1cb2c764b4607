import { type BrandKit, brandKit, type Camelize, type CaptionStyle } from '@talkreel/contract';
import { callApi } from '../../../../api/client';

/** The workspace brand kit as the web app holds it (camelCased like every reply). */
export type BrandKitData = Camelize<BrandKit>;
export type CaptionStyleData = Camelize<CaptionStyle>;
export type LogoCorner = BrandKitData['logoCorner'];

/** What a save sends; `logoFileUri` undefined keeps the logo, null removes it. */
export interface BrandKitSave {
  logoFileUri?: string | null;
  logoCorner: LogoCorner;
  logoSize: number;
  logoOpacity: number;
  colors: string[];
  captionStyle: CaptionStyleData;
}

/** GET /brand-kit/detail: the current workspace's kit (every member may read it). */
export const fetchBrandKit = (options: { toast?: boolean } = {}) =>
  callApi('/brand-kit/detail', { reply: brandKit, toast: options.toast });

/** POST /brand-kit/update (owner and admins): answers the kit as saved. */
export const saveBrandKit = (save: BrandKitSave) =>
  callApi('/brand-kit/update', {
    method: 'POST',
    body: {
      ...(save.logoFileUri === undefined ? {} : { logo_file_uri: save.logoFileUri }),
      logo_corner: save.logoCorner,
      logo_size: save.logoSize,
      logo_opacity: save.logoOpacity,
      colors: save.colors,
      caption_style: {
        font: save.captionStyle.font,
        size: save.captionStyle.size,
        color: save.captionStyle.color,
        decoration: save.captionStyle.decoration,
        position: save.captionStyle.position,
        words_per_line: save.captionStyle.wordsPerLine,
      },
    },
    reply: brandKit,
  });
