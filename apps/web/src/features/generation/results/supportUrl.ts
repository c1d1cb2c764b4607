import { FAQ_URL } from '../../../config';

/** Where an unusual result sends the user (creation.md §4); self-hosters set VITE_SUPPORT_URL. */
export const SUPPORT_URL: string =
  (import.meta.env as Record<string, string | undefined>).VITE_SUPPORT_URL || FAQ_URL;
