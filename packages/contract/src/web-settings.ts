import { z } from 'zod';
import type { WebSettings } from './web-settings-page';

/**
 * The run-time settings of web-settings-page.ts as a schema (the server's tests read the page
 * with it); `readWebSettings` there gives the same answers without zod.
 */
export const webSettingsSchema = z.object({
  signingSecret: z.string().min(1),
  googleSignIn: z.boolean(),
  faqUrl: z.string().optional(),
  termsUrl: z.string().optional(),
  privacyUrl: z.string().optional(),
  supportUrl: z.string().optional(),
}) satisfies z.ZodType<WebSettings>;
