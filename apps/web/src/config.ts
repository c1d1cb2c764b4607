import {
  DEFAULT_SIGNING_SECRET,
  readWebSettings,
  WEB_SETTINGS_ELEMENT_ID,
  type WebSettings,
} from '@talkreel/contract';

/** Every setting the app needs, resolved: the server's where given, else a working default. */
export interface AppSettings {
  signingSecret: string;
  googleSignIn: boolean;
  faqUrl: string;
  termsUrl: string;
  privacyUrl: string;
  /** Where an unusual result sends the user (creation.md §4). */
  supportUrl: string;
}

// The help pages live outside the app; operators point these at their own pages.
const HELP_BASE = 'https://github.com/talkreel/talkreel/wiki';

/**
 * Used only when the page has no settings from the server: the Vite dev server serves its own
 * index.html, so there the build-time VITE_* values stand in, and the Google button shows (the
 * developer's server may well have it configured).
 */
const devFallback: WebSettings = {
  signingSecret: import.meta.env.VITE_API_SIGNING_SECRET || DEFAULT_SIGNING_SECRET,
  googleSignIn: import.meta.env.DEV,
  faqUrl: import.meta.env.VITE_FAQ_URL,
  termsUrl: import.meta.env.VITE_TERMS_URL,
  privacyUrl: import.meta.env.VITE_PRIVACY_URL,
  supportUrl: import.meta.env.VITE_SUPPORT_URL,
};

function fromServer(text: string | null): WebSettings {
  if (text === null) return devFallback;
  let settings: WebSettings | null = null;
  try {
    settings = readWebSettings(JSON.parse(text));
  } catch {
    // Not JSON: reported below like any other malformed settings.
  }
  if (settings) return settings;
  console.error('The server settings in the page are malformed', text);
  return devFallback;
}

function resolve(given: WebSettings): AppSettings {
  const faqUrl = given.faqUrl || `${HELP_BASE}/FAQ`;
  return {
    signingSecret: given.signingSecret,
    googleSignIn: given.googleSignIn,
    faqUrl,
    termsUrl: given.termsUrl || `${HELP_BASE}/Terms-of-Service`,
    privacyUrl: given.privacyUrl || `${HELP_BASE}/Privacy-Policy`,
    supportUrl: given.supportUrl || faqUrl,
  };
}

let cache: { text: string | null; settings: AppSettings } | null = null;

/**
 * The run-time settings the server wrote into index.html (a JSON data element, which the CSP
 * allows since it never executes). Read on use, so one server setting is all an operator makes.
 */
export function appSettings(): AppSettings {
  const text = document.getElementById(WEB_SETTINGS_ELEMENT_ID)?.textContent ?? null;
  if (cache?.text !== text) cache = { text, settings: resolve(fromServer(text)) };
  return cache.settings;
}
