import { WEB_SETTINGS_ELEMENT_ID, type WebSettings } from '@talkreel/contract';
import type { Config } from '../config';

/** The web app's run-time settings, all taken from the server's own configuration. */
export function webSettingsOf(config: Config): WebSettings {
  for (const [name, value] of Object.entries(config.webLinks)) {
    // Shown as links in every browser: anything but a web address would be a trap (javascript:).
    if (value !== undefined && !/^https?:\/\/[^\s]+$/i.test(value)) {
      throw new Error(
        `${name} must be an http:// or https:// address, got ${JSON.stringify(value)}`,
      );
    }
  }
  return {
    signingSecret: config.signingSecret,
    googleSignIn: Boolean(config.google.clientId),
    ...config.webLinks,
  };
}

/**
 * Puts the settings into index.html as a JSON data element: it never executes, so the CSP's
 * script-src stays 'self'. `<` is escaped so no value can close the element.
 */
export function withWebSettings(indexHtml: string, settings: WebSettings): string {
  const json = JSON.stringify(settings).replace(/</g, '\\u003c');
  const element = `<script type="application/json" id="${WEB_SETTINGS_ELEMENT_ID}">${json}</script>`;
  if (!indexHtml.includes('</head>')) throw new Error('index.html has no </head>');
  return indexHtml.replace('</head>', `    ${element}\n  </head>`);
}
