import { type Canvas, createCanvas, type SKRSContext2D } from '@napi-rs/canvas';
import { blendPlate } from './blend-plate.js';
import { ensureCaptionFont } from './caption-font.js';
import { type CaptionStyle, defaultCaptionStyle, splitWordsPerLine } from './caption-style.js';
import { type FrameRows, rowsOf, unionRows } from './frame-rows.js';
import type { CaptionCue } from './srt.js';
import { wordSegments } from './word-segments.js';

/** Something drawn over every frame after the actor: the captions, the logo. */
export interface CaptionOverlay {
  draw(ctx: SKRSContext2D, t: number): void;
  /**
   * Same as draw, straight onto a raw opaque RGBA frame (renderers that build their frames in
   * memory, such as footage, skip the canvas and its full-frame copies).
   */
  blend(frame: Buffer, t: number): void;
  /** The only rows of the frame it ever draws into (see drawnBand). */
  readonly rows: FrameRows;
}

const fadeSec = 0.08;

/**
 * Splits a cue into lines that fit the width, only between words: at spaces for spaced scripts,
 * at dictionary word boundaries (Intl.Segmenter) for Chinese, Japanese and other unspaced ones.
 */
export function wrapLines(
  ctx: Pick<SKRSContext2D, 'measureText'>,
  text: string,
  maxWidth: number,
): string[] {
  const tokens = /\s/.test(text) ? text.split(/(\s+)/) : wordSegments(text);
  const lines: string[] = [];
  let line = '';
  for (const token of tokens) {
    const next = line + token;
    if (line.trim() && ctx.measureText(next.trim()).width > maxWidth) {
      lines.push(line.trim());
      line = token.trimStart();
    } else line = next;
  }
  if (line.trim()) lines.push(line.trim());
  return lines;
}

/** A rasterised caption: its canvas and where its top-left corner goes in the frame. */
interface Plate {
  start: number;
  end: number;
  image: Canvas;
}

/**
 * Burned-in captions: each cue is laid out and rasterised once into its own small canvas (its
 * lines in the style's font, size and colour, on a rounded dark plate or with a dark outline),
 * then blitted with a short fade on the frames it covers, at the style's position.
 */
export function createCaptionOverlay(
  cues: CaptionCue[],
  width: number,
  height: number,
  style: CaptionStyle = defaultCaptionStyle,
): CaptionOverlay {
  const family = ensureCaptionFont(style.font);
  const fontSize = style.size;
  // Today's proportions (44 px text, 58 px lines, 26/14 px padding) kept at every size.
  const k = fontSize / 44;
  const lineHeight = Math.round(58 * k);
  const padX = Math.round(26 * k);
  const padY = Math.round(14 * k);
  const outline = style.decoration === 'outline' ? Math.max(3, Math.round(fontSize * 0.14)) : 0;
  const font = `${style.font === 'noto-sans-bold' ? 700 : 400} ${fontSize}px ${family}`;
  const measure = createCanvas(8, 8).getContext('2d');
  measure.font = font;
  // Sized for a 720-pixel short side and scaled with the frame (1.5x at 1080p), so captions take
  // the same share of the picture at every resolution.
  const scale = Math.min(width, height) / 720;
  const maxText = width / scale - 2 * 48 - 2 * padX;
  const linesOf = (text: string) =>
    style.wordsPerLine === null
      ? wrapLines(measure, text, maxText)
      : splitWordsPerLine(text, style.wordsPerLine).flatMap((l) => wrapLines(measure, l, maxText));
  const plates: Plate[] = cues.map((cue, i) => {
    const lines = linesOf(cue.text);
    const textWidth = Math.max(...lines.map((l) => measure.measureText(l).width));
    const w = Math.ceil(textWidth + padX * 2);
    const h = Math.ceil(lines.length * lineHeight + padY * 2);
    const image = createCanvas(Math.ceil(w * scale), Math.ceil(h * scale));
    const c = image.getContext('2d');
    if (scale !== 1) c.scale(scale, scale);
    if (style.decoration === 'box') {
      c.fillStyle = 'rgba(12,12,18,0.62)';
      c.beginPath();
      c.roundRect(0, 0, w, h, 18 * k);
      c.fill();
    }
    c.font = font;
    c.textAlign = 'center';
    c.textBaseline = 'middle';
    for (const [n, l] of lines.entries()) {
      const y = padY + lineHeight * (n + 0.5) + 2 * k;
      if (outline) {
        c.strokeStyle = 'rgba(0,0,0,0.9)';
        c.lineWidth = outline;
        c.lineJoin = 'round';
        c.strokeText(l, w / 2, y);
      }
      c.fillStyle = style.color;
      c.fillText(l, w / 2, y);
    }
    // Rasterise now so each frame blits pixels instead of replaying the text drawing.
    image.data();
    // On screen a caption lingers into a short gap before the next one, so it doesn't flicker.
    const next = cues[i + 1];
    const end = next
      ? Math.max(cue.end, Math.min(next.start - fadeSec, cue.end + 0.4))
      : cue.end + 0.4;
    return { start: cue.start, end, image };
  });
  /** Top edge of a plate: its bottom in the lower fifth (clear of the face), its top 6% down, or centred. */
  const topOf = (image: Canvas) =>
    style.position === 'top'
      ? Math.round(height * 0.06)
      : style.position === 'middle'
        ? Math.round((height - image.height) / 2)
        : Math.round(height * 0.86) - image.height;
  // Plate pixels for blend(), read back once per plate when first needed.
  const platePixels = new Map<Canvas, Uint8ClampedArray>();
  const visible = (t: number) =>
    plates.flatMap(({ start, end, image }) => {
      if (t < start - fadeSec || t > end + fadeSec) return [];
      const alpha = Math.min(1, (t - (start - fadeSec)) / fadeSec, (end + fadeSec - t) / fadeSec);
      return alpha > 0 ? [{ image, alpha: Math.min(1, alpha) }] : [];
    });

  return {
    rows: unionRows(plates.map(({ image }) => rowsOf(topOf(image), image.height, height))),
    draw(ctx, t) {
      for (const { image, alpha } of visible(t)) {
        ctx.globalAlpha = alpha;
        ctx.drawImage(image, Math.round((width - image.width) / 2), topOf(image));
        ctx.globalAlpha = 1;
      }
    },
    blend(frame, t) {
      for (const { image, alpha } of visible(t)) {
        let pixels = platePixels.get(image);
        if (!pixels) {
          pixels = image.getContext('2d').getImageData(0, 0, image.width, image.height).data;
          platePixels.set(image, pixels);
        }
        blendPlate(
          frame,
          width,
          pixels,
          image.width,
          image.height,
          Math.round((width - image.width) / 2),
          topOf(image),
          alpha,
        );
      }
    },
  };
}

/** Several overlays as one, drawn in order (the logo under the captions). */
export function combineOverlays(overlays: (CaptionOverlay | null)[]): CaptionOverlay | null {
  const list = overlays.filter((o): o is CaptionOverlay => o !== null);
  if (list.length <= 1) return list[0] ?? null;
  return {
    rows: unionRows(list.map((o) => o.rows)),
    draw: (ctx, t) => {
      for (const o of list) o.draw(ctx, t);
    },
    blend: (frame, t) => {
      for (const o of list) o.blend(frame, t);
    },
  };
}
