import { createCanvas, loadImage } from '@napi-rs/canvas';

/**
 * SVG images (brand logos, issue 26). An SVG is only ever drawn here, by Skia, which runs no
 * script; what it could still do is reach outside the file (an href to file:// or http://, a
 * CSS url() or @import) or blow up on entity expansion, so such files are refused outright.
 */

/** Its root element: whitespace, an XML declaration, comments and a doctype may come first. */
const ROOT = /^(?:\s|<\?xml[^>]*\?>|<!--[\s\S]*?-->|<!DOCTYPE[^>[]*>)*<svg\b[^>]*>/i;
const HREF = /\bhref\s*=\s*(["'])([\s\S]*?)\1/gi;
const CSS_URL = /url\(\s*(["']?)([^"')]*)\1\s*\)/gi;
const INLINE_IMAGE = /^data:image\/(?:png|jpeg|gif|webp);/i;

/** Links that stay inside the file: fragments and inline raster images. */
const staysInside = (ref: string) => ref.trim().startsWith('#') || INLINE_IMAGE.test(ref.trim());

/** The SVG's text when it is one we are willing to draw, else null. */
export function safeSvgText(bytes: Buffer): string | null {
  const text = bytes.toString('utf8').replace(/^\uFEFF/, '');
  if (!ROOT.test(text)) return null;
  if (/<!ENTITY/i.test(text) || /@import/i.test(text)) return null;
  for (const m of text.matchAll(HREF)) if (!staysInside(m[2] ?? '')) return null;
  for (const m of text.matchAll(CSS_URL)) if (!staysInside(m[2] ?? '')) return null;
  return text;
}

const attr = (tag: string, name: string) =>
  new RegExp(`\\s${name}\\s*=\\s*(["'])([^"']*)\\1`, 'i').exec(tag)?.[2];
/** A length in user units; percentages and font-relative units say nothing about the aspect. */
const userUnits = (v: string | undefined) => {
  const m = /^\s*([0-9]*\.?[0-9]+)\s*(px)?\s*$/i.exec(v ?? '');
  return m ? Number(m[1]) : null;
};

/**
 * The drawing's own size: width and height when they are plain numbers, else its viewBox, else
 * null (Skia would guess 300 x 150 and distort the logo).
 */
export function svgIntrinsicSize(text: string): { width: number; height: number } | null {
  const tag = ROOT.exec(text)?.[0] ?? '';
  const width = userUnits(attr(tag, 'width'));
  const height = userUnits(attr(tag, 'height'));
  if (width && height) return { width, height };
  const box = attr(tag, 'viewBox')
    ?.trim()
    .split(/[\s,]+/)
    .map(Number);
  if (box?.length === 4 && box[2] && box[3] && box[2] > 0 && box[3] > 0) {
    return { width: box[2], height: box[3] };
  }
  return null;
}

/**
 * Draws the SVG as a transparent PNG whose longer side is `longSide` pixels (a vector logo is
 * drawn at the size it is needed at, not scaled up from its nominal size). Null when it cannot
 * be drawn.
 */
export async function rasteriseSvg(
  bytes: Buffer,
  longSide: number,
): Promise<{ png: Buffer; width: number; height: number } | null> {
  const text = safeSvgText(bytes);
  const size = text && svgIntrinsicSize(text);
  if (!text || !size) return null;
  const k = longSide / Math.max(size.width, size.height);
  const width = Math.max(1, Math.round(size.width * k));
  const height = Math.max(1, Math.round(size.height * k));
  // The root gets the target size, and a viewBox of its own size when it had none, so Skia
  // draws the vectors at full resolution instead of scaling a small bitmap up.
  const sized = text.replace(ROOT, (tag) => {
    const viewBox = attr(tag, 'viewBox') ?? `0 0 ${size.width} ${size.height}`;
    const bare = tag
      .replace(/\s(?:width|height|viewBox|preserveAspectRatio)\s*=\s*(["'])[^"']*\1/gi, '')
      .replace(/\/?>$/, '');
    const close = tag.endsWith('/>') ? '/>' : '>';
    return `${bare} width="${width}" height="${height}" viewBox="${viewBox}" preserveAspectRatio="xMidYMid meet"${close}`;
  });
  try {
    const image = await loadImage(Buffer.from(sized, 'utf8'));
    const canvas = createCanvas(width, height);
    canvas.getContext('2d').drawImage(image, 0, 0, width, height);
    return { png: canvas.toBuffer('image/png'), width, height };
  } catch {
    return null;
  }
}
