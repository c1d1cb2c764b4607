import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { GlobalFonts } from '@napi-rs/canvas';

/**
 * Captions are rasterised by us with Skia, so they need a real font file: the npm ffmpeg bundles
 * none. `@embedpdf/fonts-sc` ships Noto Sans CJK SC ("Noto Sans Hans") as OTF, which covers
 * Chinese as well as the Latin letters of English, Spanish and German in one face.
 */
export const captionFontFamily = 'TalkreelCaption';

/** The caption fonts a style may name, each one weight of Noto Sans CJK SC. */
export type CaptionFont = 'noto-sans-bold' | 'noto-sans-medium' | 'noto-sans-regular';
export const captionFonts: readonly CaptionFont[] = [
  'noto-sans-bold',
  'noto-sans-medium',
  'noto-sans-regular',
];

/** Each weight registered under its own family, so a font string names the file it wants. */
const faces: Record<CaptionFont, { file: string; family: string }> = {
  'noto-sans-bold': { file: 'NotoSansHans-Bold.otf', family: captionFontFamily },
  'noto-sans-medium': { file: 'NotoSansHans-Medium.otf', family: `${captionFontFamily}Medium` },
  'noto-sans-regular': { file: 'NotoSansHans-Regular.otf', family: `${captionFontFamily}Regular` },
};

const registered = new Set<CaptionFont>();

export function captionFontPath(font: CaptionFont = 'noto-sans-bold'): string {
  const require = createRequire(import.meta.url);
  // The package exports only its JS entry; the fonts sit in ../fonts next to dist/.
  const entry = require.resolve('@embedpdf/fonts-sc');
  return join(dirname(entry), '..', 'fonts', faces[font].file);
}

/** Registers the font's file once and returns the family name to draw with. */
export function ensureCaptionFont(font: CaptionFont = 'noto-sans-bold'): string {
  const face = faces[font];
  if (!face) throw new Error(`Caption font must be one of ${captionFonts.join(', ')}`);
  if (!registered.has(font)) {
    const key = GlobalFonts.registerFromPath(captionFontPath(font), face.family);
    if (!key) throw new Error(`Could not load the caption font at ${captionFontPath(font)}`);
    registered.add(font);
  }
  return face.family;
}
