import {
  type Camelize,
  type CaptionStyle,
  DEFAULT_CAPTION_STYLE,
  DEFAULT_LOGO_PLACEMENT,
} from '@talkreel/contract';
import { useBrandKit } from '../../settings/brand-kit/api/useBrandKit';

/** What the picture panel takes from the workspace brand kit. */
export interface PictureBrand {
  colors: string[];
  logoUrl: string | null;
  logoCorner: 'top-left' | 'top-right' | 'bottom-left' | 'bottom-right';
  logoSize: number;
  logoOpacity: number;
  captionStyle: Camelize<CaptionStyle>;
}

const EMPTY_BRAND: PictureBrand = {
  colors: [],
  logoUrl: null,
  logoCorner: DEFAULT_LOGO_PLACEMENT.logo_corner,
  logoSize: DEFAULT_LOGO_PLACEMENT.logo_size,
  logoOpacity: DEFAULT_LOGO_PLACEMENT.logo_opacity,
  captionStyle: {
    font: DEFAULT_CAPTION_STYLE.font,
    size: DEFAULT_CAPTION_STYLE.size,
    color: DEFAULT_CAPTION_STYLE.color,
    decoration: DEFAULT_CAPTION_STYLE.decoration,
    position: DEFAULT_CAPTION_STYLE.position,
    wordsPerLine: DEFAULT_CAPTION_STYLE.words_per_line,
  },
};

/**
 * The workspace brand kit as the picture panel uses it (brand colours first, the logo and the
 * caption style in the preview); a kit not loaded (yet, or refused) reads as an empty one.
 */
export function usePictureBrand(enabled: boolean): PictureBrand {
  const { data } = useBrandKit({ enabled });
  return data ? { ...EMPTY_BRAND, ...data } : EMPTY_BRAND;
}
