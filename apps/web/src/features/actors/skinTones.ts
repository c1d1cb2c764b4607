/** Swatch colours of the six skin tones of the filter panel (creation.md §3). */
export const SKIN_TONE_SWATCHES: Record<string, string> = {
  'Pale-Peach': '#f9dfcd',
  Peach: '#efc3a1',
  Tan: '#d6a273',
  Brown: '#a8714a',
  'Reddish-brown': '#8a4b35',
  'Dark-Brown': '#553626',
};
