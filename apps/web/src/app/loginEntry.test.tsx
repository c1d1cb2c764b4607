import { cleanup } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../test/renderApp';
import { opensOnLoginPage } from './loginEntry';

const at = (url: string) => new URL(url, 'http://talkreel.test');

describe('which addresses open on the login page without the router', () => {
  it("are those the route table's guards send a signed-out visitor to the login page from", async () => {
    const addresses = [
      '/',
      '/login',
      '/login/',
      '/LOGIN/',
      '/login/?lang=de',
      '/assets/actor/',
      '/creation/folder/uncategorized/',
      '/settings/account/',
      '/nowhere/at/all',
      '/invite/more',
    ];
    for (const url of addresses) {
      expect(opensOnLoginPage(at(url), false), url).toBe(true);
      const app = await renderApp(url);
      expect(app.path(), url).toMatch(/^\/login\/?$/i);
      cleanup();
    }
  });

  it('are none for a signed-in visitor, the invite page, or an address with a start-up action', () => {
    const handledByTheRouter = [
      '/invite/',
      '/Invite',
      '/login/?token=inv-7&email=bo%40example.com',
      '/login/?code=google-code',
      '/login/?error=access_denied',
      '/login/?token=stray',
      '/?error=ACTIVATION_CODE_NEED&email=bo%40example.com&session_id=s1',
    ];
    for (const url of handledByTheRouter) expect(opensOnLoginPage(at(url), false), url).toBe(false);
    expect(opensOnLoginPage(at('/login/'), true)).toBe(false);
  });
});
