import { describe, expect, it } from 'vitest';
import { webSettingsSchema } from './web-settings';
import { readWebSettings } from './web-settings-page';

const cases: [string, unknown][] = [
  ['the two required settings', { signingSecret: 's', googleSignIn: false }],
  [
    'every link',
    {
      signingSecret: 'secret',
      googleSignIn: true,
      faqUrl: 'https://h/faq',
      termsUrl: '',
      privacyUrl: 'https://h/p',
      supportUrl: 'https://h/s',
    },
  ],
  ['an unknown key (dropped)', { signingSecret: 's', googleSignIn: true, theme: 'dark' }],
  ['an empty secret', { signingSecret: '', googleSignIn: true }],
  ['no secret', { googleSignIn: true }],
  ['a number for the secret', { signingSecret: 5, googleSignIn: true }],
  ['Google sign-in as a string', { signingSecret: 's', googleSignIn: 'true' }],
  ['no Google flag', { signingSecret: 's' }],
  ['a null link', { signingSecret: 's', googleSignIn: true, faqUrl: null }],
  ['a number for a link', { signingSecret: 's', googleSignIn: true, supportUrl: 1 }],
  ['an array', [{ signingSecret: 's', googleSignIn: true }]],
  ['null', null],
  ['a string', 'settings'],
];

describe('readWebSettings (the web app reads the settings without zod)', () => {
  it.each(cases)('answers like webSettingsSchema for %s', (_name, value) => {
    const parsed = webSettingsSchema.safeParse(value);
    expect(readWebSettings(value)).toEqual(parsed.success ? parsed.data : null);
  });
});
