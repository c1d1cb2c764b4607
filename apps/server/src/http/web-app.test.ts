import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {
  API_BASE_PATH,
  DEFAULT_SIGNING_SECRET,
  signaturePayload,
  WEB_SETTINGS_ELEMENT_ID,
  webSettingsSchema,
} from '@talkreel/contract';
import { afterEach, describe, expect, it } from 'vitest';
import { loadConfig } from '../config';
import { signUp } from '../test/factories';
import { startTestServer, type TestServer } from '../test/test-server';
import { webSettingsOf } from './web-settings';

const servers: TestServer[] = [];
const dirs: string[] = [];
afterEach(async () => {
  await Promise.all(servers.splice(0).map((s) => s.close()));
  for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

/** A built web app as Vite lays it out: index.html naming its hashed assets. */
function fakeWebDist() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'talkreel-web-'));
  dirs.push(dir);
  fs.mkdirSync(path.join(dir, 'assets'));
  fs.writeFileSync(
    path.join(dir, 'index.html'),
    '<!doctype html>\n<html lang="en">\n  <head>\n    <script type="module" src="/assets/index-abc.js"></script>\n  </head>\n  <body><div id="root"></div></body>\n</html>\n',
  );
  fs.writeFileSync(path.join(dir, 'assets/index-abc.js'), 'console.log("app")');
  return dir;
}

async function serve(overrides: Parameters<typeof startTestServer>[0]) {
  const server = await startTestServer(overrides);
  servers.push(server);
  return server;
}

/** The settings as the browser reads them: the JSON text of the data element in the page. */
function settingsIn(html: string) {
  const match = new RegExp(
    `<script type="application/json" id="${WEB_SETTINGS_ELEMENT_ID}">(.*?)</script>`,
  ).exec(html);
  if (!match) throw new Error(`no settings element in ${html}`);
  return webSettingsSchema.parse(JSON.parse(match[1]));
}

describe('paths that are not pages answer 404, never the page', () => {
  it('unknown files, unknown roots and operator sub-paths are 404; unknown API calls carry a code', async () => {
    const server = await serve({ webDist: fakeWebDist() });
    const notPages = [
      '/assets/index-old.js',
      '/favicon.ico',
      '/creation/product/app.js.map',
      '/.env',
      '/wp-login.php',
      '/health',
      '/no/such/page',
      '/healthz/deep',
      '/metrics/x',
    ];
    for (const route of notPages) {
      const res = await fetch(`${server.url}${route}`);
      expect(res.status, route).toBe(404);
      expect(await res.text(), route).not.toContain('<html');
    }
    for (const method of ['GET', 'POST', 'DELETE']) {
      for (const route of [`${API_BASE_PATH}/nope`, '/api/nope', `${API_BASE_PATH}/`]) {
        const res = await fetch(`${server.url}${route}`, { method });
        expect(res.status, `${method} ${route}`).toBe(404);
        expect(await res.json(), `${method} ${route}`).toMatchObject({ code: 1004 });
      }
    }
  });

  it('a browser opening a wrong address gets a 404 page in its language with a way back; calls keep JSON', async () => {
    const server = await serve({ webDist: fakeWebDist() });
    const browser = { accept: 'text/html,application/xhtml+xml,*/*;q=0.8' };
    const res = await fetch(`${server.url}/no/such/page`, {
      headers: { ...browser, 'accept-language': 'de-DE,de;q=0.9,en;q=0.5' },
    });
    expect(res.status).toBe(404);
    expect(res.headers.get('content-type')).toMatch(/^text\/html/);
    const html = await res.text();
    expect(html).toContain('<html lang="de">');
    expect(html).toContain('Seite nicht gefunden');
    expect(html).toContain('href="/"');
    // Not the app's page: no script, no settings.
    expect(html).not.toContain('<script');
    const english = await fetch(`${server.url}/wp-login.php`, { headers: browser });
    expect(english.status).toBe(404);
    expect(await english.text()).toContain('Page not found');
    // API paths and non-GET calls answer in the envelope whatever they accept.
    for (const [method, route] of [
      ['GET', `${API_BASE_PATH}/nope`],
      ['POST', '/no/such/page'],
    ]) {
      const call = await fetch(`${server.url}${route}`, { method, headers: browser });
      expect(call.status, `${method} ${route}`).toBe(404);
      expect(await call.json(), `${method} ${route}`).toMatchObject({ code: 1004 });
    }
  });

  it('/healthz, /readyz and /metrics answer as themselves with the web app served', async () => {
    const server = await serve({ webDist: fakeWebDist() });
    for (const route of ['/healthz', '/readyz']) {
      const res = await fetch(`${server.url}${route}`);
      expect(res.status, route).toBe(200);
      expect(res.headers.get('content-type'), route).toMatch(/^application\/json/);
    }
    const metrics = await fetch(`${server.url}/metrics`);
    expect(metrics.status).toBe(200);
    expect(metrics.headers.get('content-type')).toMatch(/^text\/plain/);
  });
});

describe('the web app carries the server settings', () => {
  it("hands the page the server's signing secret, and calls signed with it are accepted", async () => {
    const server = await serve({ webDist: fakeWebDist(), signingSecret: 'operator-secret-42' });
    const page = await fetch(`${server.url}/`);
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toMatch(/^text\/html/);
    expect(page.headers.get('cache-control')).toBe('no-cache');
    const settings = settingsIn(await page.text());
    expect(settings.signingSecret).toBe('operator-secret-42');
    expect(settings.signingSecret).not.toBe(DEFAULT_SIGNING_SECRET);

    // Sign a call exactly as the web app will, with the secret read from the page.
    const { token } = await signUp(server);
    const ts = String(Date.now());
    const profile = await fetch(`${server.url}${API_BASE_PATH}/users/profile`, {
      headers: {
        authorization: `Bearer ${token}`,
        'auth-token': token,
        'x-timestamp': ts,
        'x-signature': createHash('sha256')
          .update(signaturePayload(ts, token, settings.signingSecret))
          .digest('hex'),
      },
    });
    expect((await profile.json()).code).toBe(200);
  });

  it('serves the same page at client routes and /index.html; assets as files', async () => {
    const server = await serve({ webDist: fakeWebDist(), signingSecret: 'route-secret' });
    const pages = [
      '/creation/product/',
      '/creation/folder/f1/?tab=2',
      '/login/',
      '/login',
      '/invite/',
      '/assets/voice/',
      '/agent/a1',
      '/settings/members/',
      '/index.html',
    ];
    for (const route of pages) {
      const res = await fetch(`${server.url}${route}`);
      expect(res.status, route).toBe(200);
      expect(settingsIn(await res.text()).signingSecret, route).toBe('route-secret');
    }
    const asset = await fetch(`${server.url}/assets/index-abc.js`);
    expect(await asset.text()).toBe('console.log("app")');
    const api = await fetch(`${server.url}${API_BASE_PATH}/no-such-call`);
    expect((await api.json()).code).toBe(1004);
  });

  it('says whether Google sign-in is configured, and passes the help links set on the server', async () => {
    const dist = fakeWebDist();
    const without = await serve({ webDist: dist });
    expect(settingsIn(await (await fetch(`${without.url}/login/`)).text())).toEqual({
      signingSecret: DEFAULT_SIGNING_SECRET,
      googleSignIn: false,
    });
    const links = {
      faqUrl: 'https://help.example.com/faq',
      termsUrl: 'https://help.example.com/terms',
      privacyUrl: 'https://help.example.com/privacy',
      supportUrl: 'https://help.example.com/support?topic=</script><b>',
    };
    const withGoogle = await serve({
      webDist: dist,
      google: { clientId: 'client', clientSecret: 'secret', issuer: 'https://issuer.example' },
      webLinks: links,
    });
    const html = await (await fetch(`${withGoogle.url}/login/`)).text();
    // A value cannot close the element early.
    expect(html).not.toContain('</script><b>');
    expect(settingsIn(html)).toEqual({
      signingSecret: DEFAULT_SIGNING_SECRET,
      googleSignIn: true,
      ...links,
    });
  });

  it('refuses a help link that is not a web address (it would be a link in every browser)', () => {
    const config = loadConfig({ FAQ_URL: 'javascript:alert(1)' });
    expect(() => webSettingsOf(config)).toThrow(/faqUrl must be an http/);
  });
});
