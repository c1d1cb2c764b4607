import { createHash } from 'node:crypto';
import { DEFAULT_SIGNING_SECRET, WEB_SETTINGS_ELEMENT_ID } from '@talkreel/contract';
import { describe, expect, it, vi } from 'vitest';
import { signRequest } from './api/signature';
import { appSettings } from './config';
import { setServerSettings } from './test/serverSettings';

const nodeHex = (s: string) => createHash('sha256').update(s, 'utf8').digest('hex');

describe('run-time settings from the server', () => {
  it('signs with the secret the server put in the page', async () => {
    setServerSettings({ signingSecret: 'operator-secret', googleSignIn: false });
    expect(await signRequest('1700000000000', 'tok')).toBe(
      nodeHex('1700000000000tokoperator-secret'),
    );
  });

  it('takes the server links, and the FAQ stands in for a missing support link', () => {
    setServerSettings({
      signingSecret: 's',
      googleSignIn: true,
      faqUrl: 'https://help.example.com/faq',
      termsUrl: 'https://help.example.com/terms',
    });
    expect(appSettings()).toMatchObject({
      googleSignIn: true,
      faqUrl: 'https://help.example.com/faq',
      termsUrl: 'https://help.example.com/terms',
      privacyUrl: 'https://github.com/talkreel/talkreel/wiki/Privacy-Policy',
      supportUrl: 'https://help.example.com/faq',
    });
  });

  it('follows a change of the element (each read looks at the page)', () => {
    setServerSettings({ signingSecret: 'first', googleSignIn: true });
    expect(appSettings().signingSecret).toBe('first');
    setServerSettings({ signingSecret: 'second', googleSignIn: false });
    expect(appSettings()).toMatchObject({ signingSecret: 'second', googleSignIn: false });
  });

  it('without the element (Vite dev server) uses the build-time values and the dev secret', () => {
    expect(document.getElementById(WEB_SETTINGS_ELEMENT_ID)).toBeNull();
    expect(appSettings()).toMatchObject({
      signingSecret: DEFAULT_SIGNING_SECRET,
      faqUrl: 'https://github.com/talkreel/talkreel/wiki/FAQ',
    });
  });

  it('logs a malformed element and falls back instead of breaking the page', () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    setServerSettings({ signingSecret: 's', googleSignIn: true });
    const element = document.getElementById(WEB_SETTINGS_ELEMENT_ID);
    if (element) element.textContent = '{"signingSecret": ""}';
    expect(appSettings().signingSecret).toBe(DEFAULT_SIGNING_SECRET);
    expect(logged).toHaveBeenCalled();
  });
});
