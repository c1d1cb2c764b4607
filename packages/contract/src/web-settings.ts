import { z } from 'zod';

/**
 * What the server tells the web app at run time (a JSON data element in the index.html it
 * serves), so each setting is made once, on the server. Links left out keep the app's defaults.
 */
export const webSettingsSchema = z.object({
  /** The API signing secret: public by nature (every browser holds it), shared so they agree. */
  signingSecret: z.string().min(1),
  /** Whether "Continue with Google" can work (GOOGLE_CLIENT_ID is set). */
  googleSignIn: z.boolean(),
  faqUrl: z.string().optional(),
  termsUrl: z.string().optional(),
  privacyUrl: z.string().optional(),
  supportUrl: z.string().optional(),
});
export type WebSettings = z.infer<typeof webSettingsSchema>;

/** id of the `<script type="application/json">` element holding the settings in index.html. */
export const WEB_SETTINGS_ELEMENT_ID = 'talkreel-settings';
