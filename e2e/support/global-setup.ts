import type { TestProject } from 'vitest/node';
import { startOidcProvider } from '../../apps/server/src/features/access/google/oidc-test-provider';
import { freePort, startBuiltServer } from './builtServer';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    dataDir: string;
    /** Login typed on the loopback OpenID provider's sign-in page, and the e-mail it vouches for. */
    googleLogin: { login: string; email: string };
  }
}

/** Starts the built server (which also serves the built SPA) on a random port, once per run. */
export default async function setup(project: TestProject) {
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
  const server = await startBuiltServer(
    {
      GOOGLE_CLIENT_ID: google.clientId,
      GOOGLE_CLIENT_SECRET: google.clientSecret,
      OIDC_ISSUER: oidc.issuer,
    },
    port,
  );
  project.provide('baseUrl', server.baseUrl);
  project.provide('dataDir', server.dataDir);
  project.provide('googleLogin', googleLogin);

  return async () => {
    await server.stop();
    await oidc.close();
  };
}
