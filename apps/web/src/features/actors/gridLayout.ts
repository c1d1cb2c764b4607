import { PICKER_CARD_MAX_PX, PICKER_CARD_MIN_PX, PICKER_GAP_PX } from '@talkreel/contract';

/** Cards are portraits (height over width); the name sits on the picture. */
export const CARD_ASPECT = 4 / 3;

/**
 * As many columns as keep every card at most 160 px wide (the largest cards that fit), but
 * never so many that a card drops under 80 px.
 */
export function gridColumns(width: number): { columns: number; cardWidth: number } {
  if (width <= 0) return { columns: 1, cardWidth: PICKER_CARD_MAX_PX };
  const widest = Math.ceil((width + PICKER_GAP_PX) / (PICKER_CARD_MAX_PX + PICKER_GAP_PX));
  const narrowest = Math.max(
    1,
    Math.floor((width + PICKER_GAP_PX) / (PICKER_CARD_MIN_PX + PICKER_GAP_PX)),
  );
  const columns = Math.max(1, Math.min(widest, narrowest));
  return { columns, cardWidth: (width - (columns - 1) * PICKER_GAP_PX) / columns };
}
