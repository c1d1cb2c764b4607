import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { startOidcProvider } from '../../apps/server/src/features/access/google/oidc-test-provider';
import { serverMain, webDist } from './paths';
import { serverEnv } from './server-env';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    dataDir: string;
    /** Login typed on the loopback OpenID provider's sign-in page, and the e-mail it vouches for. */
    googleLogin: { login: string; email: string };
  }
}

const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const s = net.createServer();
    s.once('error', reject);
    s.listen(0, '127.0.0.1', () => {
      const port = (s.address() as net.AddressInfo).port;
      s.close(() => resolve(port));
    });
  });

async function waitUntilUp(url: string, child: ChildProcess, log: () => string) {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited early:\n${log()}`);
    try {
      const res = await fetch(`${url}/login/`);
      if (res.ok && (await res.text()).includes('id="root"')) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`server did not start within 60 s:\n${log()}`);
}

/** Starts the built server (which also serves the built SPA) on a random port, once per run. */
export default async function setup(project: TestProject) {
  for (const file of [serverMain, path.join(webDist, 'index.html')]) {
    if (!fs.existsSync(file)) {
      throw new Error(`${file} is missing: build first (npm run build)`);
    }
  }
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'talkreel-e2e-'));
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  // "Continue with Google" runs against a real OpenID provider on loopback, configured as the issuer.
  const google = { clientId: 'talkreel-e2e', clientSecret: 'talkreel-e2e-secret' };
  const oidc = await startOidcProvider({
    ...google,
    redirectUri: `${baseUrl}/api/v1/oauth/google/callback`,
  });
  const googleLogin = {
    login: 'grace-google',
    email: `grace.${Date.now().toString(36)}@example.com`,
  };
  oidc.accounts.set(googleLogin.login, {
    email: googleLogin.email,
    email_verified: true,
    name: 'Grace Hopper',
  });
  let output = '';
  // TRUST_PROXY lets each browser context present its own client address (X-Forwarded-For),
  // so the per-address attempt caps apply per simulated user, as in production.
  const child = spawn(process.execPath, [serverMain], {
    env: serverEnv(dataDir, {
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL: baseUrl,
      WEB_DIST: webDist,
      TRUST_PROXY: '1',
      GOOGLE_CLIENT_ID: google.clientId,
      GOOGLE_CLIENT_SECRET: google.clientSecret,
      OIDC_ISSUER: oidc.issuer,
      // A few stock actors and voices: renders in the generation spec are not queued behind
      // the idle videos of the whole library.
      STOCK_LIMIT: process.env.STOCK_LIMIT ?? '4',
    }),
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (d) => {
    output += d;
  });
  child.stderr?.on('data', (d) => {
    output += d;
  });
  await waitUntilUp(baseUrl, child, () => output);
  project.provide('baseUrl', baseUrl);
  project.provide('dataDir', dataDir);
  project.provide('googleLogin', googleLogin);

  return async () => {
    child.kill('SIGTERM');
    await new Promise((r) => child.once('exit', r));
    await oidc.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  };
}
