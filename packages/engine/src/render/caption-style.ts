import { type CaptionFont, captionFonts } from './caption-font.js';
import { isUnspaced, wordSegments } from './word-segments.js';

/** How burned-in captions look (the contract's CaptionStyle, camelCased). The SRT is unaffected. */
export interface CaptionStyle {
  font: CaptionFont;
  /** Text height in pixels for a 720-pixel short side; scaled with the frame. */
  size: number;
  /** #RRGGBB text colour. */
  color: string;
  /** A dark rounded plate behind the lines, or a dark outline around the letters. */
  decoration: 'box' | 'outline';
  position: 'bottom' | 'middle' | 'top';
  /** At most this many words on a line; null fills lines to the width. */
  wordsPerLine: number | null;
}

/** Today's captions: bold white 44 px on a dark plate in the lower fifth, lines filled to the width. */
export const defaultCaptionStyle: CaptionStyle = {
  font: 'noto-sans-bold',
  size: 44,
  color: '#ffffff',
  decoration: 'box',
  position: 'bottom',
  wordsPerLine: null,
};

const hexColor = /^#[0-9a-fA-F]{6}$/;

/** Refuses a malformed style before a render writes anything (the contract's limits). */
export function checkCaptionStyle(style: CaptionStyle | undefined): void {
  if (!style) return;
  const bad = (what: string) => new Error(`Caption style: ${what}`);
  if (!captionFonts.includes(style.font))
    throw bad(`font must be one of ${captionFonts.join(', ')}`);
  if (!(Number.isInteger(style.size) && style.size >= 24 && style.size <= 72)) {
    throw bad('size must be a whole number from 24 to 72');
  }
  if (!hexColor.test(style.color)) throw bad('colour must be #RRGGBB');
  if (style.decoration !== 'box' && style.decoration !== 'outline') {
    throw bad('decoration must be box or outline');
  }
  if (!['bottom', 'middle', 'top'].includes(style.position)) {
    throw bad('position must be bottom, middle or top');
  }
  const n = style.wordsPerLine;
  if (n !== null && !(Number.isInteger(n) && n >= 1 && n <= 12)) {
    throw bad('words per line must be a whole number from 1 to 12, or null');
  }
}

/**
 * Splits a cue into lines of at most `wordsPerLine` words: words between spaces for spaced
 * scripts, dictionary words (Intl.Segmenter) for Chinese and other unspaced ones, whose lines
 * join without spaces. Punctuation stays with the word before it.
 */
export function splitWordsPerLine(text: string, wordsPerLine: number): string[] {
  const spaced = /\s/.test(text.trim()) || !isUnspaced(text.trim()[0]);
  const words = spaced
    ? text.split(/\s+/).filter(Boolean)
    : wordSegments(text).reduce<string[]>((out, token) => {
        // A token with no letter or digit (punctuation) joins the word before it.
        if (out.length > 0 && !/[\p{L}\p{N}]/u.test(token)) out[out.length - 1] += token;
        else if (token.trim()) out.push(token);
        return out;
      }, []);
  const lines: string[] = [];
  for (let i = 0; i < words.length; i += wordsPerLine) {
    lines.push(words.slice(i, i + wordsPerLine).join(spaced ? ' ' : ''));
  }
  return lines;
}
