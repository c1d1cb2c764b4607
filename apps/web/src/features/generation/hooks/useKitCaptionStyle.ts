import type { CaptionStyle } from '@talkreel/contract';
import { useMemo } from 'react';
import { useBrandKit } from '../../settings/brand-kit/api/useBrandKit';

/**
 * The workspace brand kit's caption style as a task sends it (snake_case), or null until the kit
 * is loaded: burned captions then use the server's choice (the kit's with the logo, else the
 * default).
 */
export function useKitCaptionStyle(): CaptionStyle | null {
  const { data } = useBrandKit();
  const style = data?.captionStyle;
  return useMemo(
    () =>
      style
        ? {
            font: style.font,
            size: style.size,
            color: style.color,
            decoration: style.decoration,
            position: style.position,
            words_per_line: style.wordsPerLine,
          }
        : null,
    [style],
  );
}
