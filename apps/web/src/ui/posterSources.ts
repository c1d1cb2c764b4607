import type { PosterThumbnailUrls } from '@talkreel/contract';

/** What an `<img>` needs to show a poster: the link, and the thumbnails to pick from. */
export interface PosterSources {
  src: string;
  srcSet?: string;
  sizes?: string;
}

/**
 * A card's picture (creation.md §9: 240 px in cards, scaled by pixel ratio): the 240 and 480 px
 * thumbnails, of which the browser takes the one that covers the card's CSS width (`sizes`, its
 * widest) at the screen's pixel ratio. Without thumbnails (a poster the backfill has not reached
 * yet) the full poster, as before.
 */
export function cardPoster(
  poster: string | null | undefined,
  thumbnails: PosterThumbnailUrls | null | undefined,
  sizes: string,
): PosterSources | null {
  if (thumbnails) {
    return {
      src: thumbnails.w240,
      srcSet: `${thumbnails.w240} 240w, ${thumbnails.w480} 480w`,
      sizes,
    };
  }
  return poster ? { src: poster } : null;
}

/** An actor's round picture (creation.md §9: 48 px for actors, scaled by pixel ratio). */
export function avatarPoster(
  poster: string | null | undefined,
  thumbnails: PosterThumbnailUrls | null | undefined,
  sizePx: number,
): PosterSources | null {
  if (thumbnails) {
    return {
      src: thumbnails.w48,
      srcSet: `${thumbnails.w48} 48w, ${thumbnails.w96} 96w`,
      sizes: `${sizePx}px`,
    };
  }
  return poster ? { src: poster } : null;
}
