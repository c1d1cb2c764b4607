/**
 * What the server tells the web app at run time (a JSON data element in the index.html it
 * serves), so each setting is made once, on the server. Links left out keep the app's defaults.
 * Kept apart from its zod schema (web-settings.ts): the web app reads it before anything else,
 * in a first script that carries no zod.
 */
export interface WebSettings {
  /** The API signing secret: public by nature (every browser holds it), shared so they agree. */
  signingSecret: string;
  /** Whether "Continue with Google" can work (GOOGLE_CLIENT_ID is set). */
  googleSignIn: boolean;
  faqUrl?: string;
  termsUrl?: string;
  privacyUrl?: string;
  supportUrl?: string;
}

/** id of the `<script type="application/json">` element holding the settings in index.html. */
export const WEB_SETTINGS_ELEMENT_ID = 'talkreel-settings';

const LINKS = ['faqUrl', 'termsUrl', 'privacyUrl', 'supportUrl'] as const;

/**
 * The settings in `value`, unknown keys dropped, or null when it does not have their shape:
 * what `webSettingsSchema.safeParse` accepts, without zod (web-settings.test.ts holds the two
 * to the same answers).
 */
export function readWebSettings(value: unknown): WebSettings | null {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return null;
  const given = value as Record<string, unknown>;
  const { signingSecret, googleSignIn } = given;
  if (typeof signingSecret !== 'string' || signingSecret.length === 0) return null;
  if (typeof googleSignIn !== 'boolean') return null;
  const settings: WebSettings = { signingSecret, googleSignIn };
  for (const key of LINKS) {
    const link = given[key];
    if (link === undefined) continue;
    if (typeof link !== 'string') return null;
    settings[key] = link;
  }
  return settings;
}
