import { z } from 'zod';
import { type OidcProvider, PROVIDER_TIMEOUT_MS } from './discovery';
import { GoogleSignInFailure, SignInFailure } from './failure';

const tokenReply = z.object({ id_token: z.string().min(1) });

interface ExchangeInput {
  code: string;
  codeVerifier: string;
  redirectUri: string;
  clientId: string;
  clientSecret?: string;
}

/** RFC 6749 §2.3.1: client id and secret are form-encoded before going into Basic auth. */
const formEncode = (s: string) => encodeURIComponent(s).replace(/%20/g, '+');

/**
 * Trades the authorization code (with the PKCE verifier) for tokens at the token endpoint
 * and returns the ID token. The access token is not needed: the ID token carries the e-mail.
 */
export async function exchangeCode(provider: OidcProvider, input: ExchangeInput): Promise<string> {
  const body = new URLSearchParams({
    grant_type: 'authorization_code',
    code: input.code,
    redirect_uri: input.redirectUri,
    code_verifier: input.codeVerifier,
  });
  const headers: Record<string, string> = {
    'content-type': 'application/x-www-form-urlencoded',
    accept: 'application/json',
  };
  // Basic is the spec's default method; Post only when the provider does not offer Basic.
  const methods = provider.metadata.token_endpoint_auth_methods_supported ?? [
    'client_secret_basic',
  ];
  if (input.clientSecret && methods.includes('client_secret_basic')) {
    const pair = `${formEncode(input.clientId)}:${formEncode(input.clientSecret)}`;
    headers.authorization = `Basic ${Buffer.from(pair).toString('base64')}`;
  } else {
    body.set('client_id', input.clientId);
    if (input.clientSecret) body.set('client_secret', input.clientSecret);
  }

  let res: Response;
  try {
    res = await fetch(provider.metadata.token_endpoint, {
      method: 'POST',
      headers,
      body,
      signal: AbortSignal.timeout(PROVIDER_TIMEOUT_MS),
    });
  } catch (err) {
    throw new GoogleSignInFailure(SignInFailure.PROVIDER_UNAVAILABLE, `token: ${String(err)}`);
  }
  const json: unknown = await res.json().catch(() => null);
  const parsed = tokenReply.safeParse(json);
  if (!res.ok || !parsed.success) {
    const error = (json as { error?: unknown } | null)?.error;
    throw new GoogleSignInFailure(
      SignInFailure.TOKEN_EXCHANGE_FAILED,
      `HTTP ${res.status}${typeof error === 'string' ? ` ${error}` : ''}`,
    );
  }
  return parsed.data.id_token;
}
