import { createRemoteJWKSet, type JWTVerifyGetKey } from 'jose';
import { z } from 'zod';
import { GoogleSignInFailure, SignInFailure } from './failure';

const metadataSchema = z.object({
  issuer: z.string().url(),
  authorization_endpoint: z.string().url(),
  token_endpoint: z.string().url(),
  jwks_uri: z.string().url(),
  token_endpoint_auth_methods_supported: z.array(z.string()).optional(),
  id_token_signing_alg_values_supported: z.array(z.string()).optional(),
});

export type ProviderMetadata = z.infer<typeof metadataSchema>;

export interface OidcProvider {
  metadata: ProviderMetadata;
  /** Signing keys, fetched lazily and refreshed by jose when an unknown key id shows up. */
  jwks: JWTVerifyGetKey;
}

/** Providers change their endpoints rarely; an hour keeps a restart-free server current. */
const DISCOVERY_TTL_MS = 60 * 60_000;
export const PROVIDER_TIMEOUT_MS = 10_000;

const cache = new Map<string, { provider: OidcProvider; fetchedAt: number }>();

/** The issuer's discovery document (OpenID Connect Discovery 1.0), cached per issuer. */
export async function discoverProvider(issuer: string): Promise<OidcProvider> {
  const hit = cache.get(issuer);
  if (hit && Date.now() - hit.fetchedAt < DISCOVERY_TTL_MS) return hit.provider;

  const url = `${issuer.replace(/\/$/, '')}/.well-known/openid-configuration`;
  let body: unknown;
  try {
    const res = await fetch(url, { signal: AbortSignal.timeout(PROVIDER_TIMEOUT_MS) });
    if (!res.ok) throw new Error(`HTTP ${res.status}`);
    body = await res.json();
  } catch (err) {
    throw new GoogleSignInFailure(SignInFailure.PROVIDER_UNAVAILABLE, `discovery: ${String(err)}`);
  }
  const parsed = metadataSchema.safeParse(body);
  // Discovery requires the document's issuer to equal the one we asked (no mix-up of providers).
  if (!parsed.success || parsed.data.issuer !== issuer) {
    throw new GoogleSignInFailure(SignInFailure.PROVIDER_UNAVAILABLE, 'bad discovery document');
  }
  const provider: OidcProvider = {
    metadata: parsed.data,
    jwks: createRemoteJWKSet(new URL(parsed.data.jwks_uri), {
      timeoutDuration: PROVIDER_TIMEOUT_MS,
    }),
  };
  cache.set(issuer, { provider, fetchedAt: Date.now() });
  return provider;
}
