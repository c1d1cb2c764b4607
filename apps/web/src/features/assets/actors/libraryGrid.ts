import { ACTOR_LIBRARY_CARD_MAX_PX, ACTOR_LIBRARY_CARD_MIN_PX } from '@talkreel/contract';

/** Cards are 9:16 portraits; name and date sit below the picture. */
export const CARD_VIDEO_ASPECT = 16 / 9;
/** Height of the name and date under the picture. */
export const CARD_CAPTION_PX = 52;

/**
 * As many columns as keep every card at most 192 px wide (the largest cards that fit), but
 * never so many that a card drops under 120 px (creation.md §2, §9).
 */
export function libraryColumns(width: number, gap: number): { columns: number; cardWidth: number } {
  if (width <= 0) return { columns: 1, cardWidth: ACTOR_LIBRARY_CARD_MAX_PX };
  const widest = Math.ceil((width + gap) / (ACTOR_LIBRARY_CARD_MAX_PX + gap));
  const narrowest = Math.max(1, Math.floor((width + gap) / (ACTOR_LIBRARY_CARD_MIN_PX + gap)));
  const columns = Math.max(1, Math.min(widest, narrowest));
  return { columns, cardWidth: (width - (columns - 1) * gap) / columns };
}
