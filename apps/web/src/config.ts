import { DEFAULT_SIGNING_SECRET } from '@talkreel/contract';

/** Build-time settings (Vite `VITE_*` variables); each has a working default. */
export const SIGNING_SECRET = import.meta.env.VITE_API_SIGNING_SECRET || DEFAULT_SIGNING_SECRET;

// The help pages live outside the app; self-hosters point these at their own pages.
const HELP_BASE = 'https://github.com/talkreel/talkreel/wiki';
export const FAQ_URL = import.meta.env.VITE_FAQ_URL || `${HELP_BASE}/FAQ`;
export const TERMS_URL = import.meta.env.VITE_TERMS_URL || `${HELP_BASE}/Terms-of-Service`;
export const PRIVACY_URL = import.meta.env.VITE_PRIVACY_URL || `${HELP_BASE}/Privacy-Policy`;
/** Where an unusual result sends the user (creation.md §4). */
export const SUPPORT_URL = import.meta.env.VITE_SUPPORT_URL || FAQ_URL;
