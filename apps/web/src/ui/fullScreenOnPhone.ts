/**
 * Classes for a centred dialog box that fills the whole screen narrower than `md` (a phone),
 * where floating with margins would leave its lists and grids too little room.
 */
export const FULL_SCREEN_ON_PHONE =
  'max-md:inset-0 max-md:h-auto max-md:max-h-none max-md:w-auto max-md:translate-x-0 max-md:translate-y-0 max-md:rounded-none max-md:border-0';
