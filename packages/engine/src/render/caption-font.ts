import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { GlobalFonts } from '@napi-rs/canvas';

/**
 * Captions are rasterised by us with Skia, so they need a real font file: the npm ffmpeg bundles
 * none. `@embedpdf/fonts-sc` ships Noto Sans CJK SC ("Noto Sans Hans") as OTF, which covers
 * Chinese as well as the Latin letters of English, Spanish and German in one face.
 */
export const captionFontFamily = 'TalkreelCaption';

let registered = false;

export function captionFontPath(): string {
  const require = createRequire(import.meta.url);
  // The package exports only its JS entry; the fonts sit in ../fonts next to dist/.
  const entry = require.resolve('@embedpdf/fonts-sc');
  return join(dirname(entry), '..', 'fonts', 'NotoSansHans-Bold.otf');
}

export function ensureCaptionFont(): string {
  if (!registered) {
    const key = GlobalFonts.registerFromPath(captionFontPath(), captionFontFamily);
    if (!key) throw new Error(`Could not load the caption font at ${captionFontPath()}`);
    registered = true;
  }
  return captionFontFamily;
}
