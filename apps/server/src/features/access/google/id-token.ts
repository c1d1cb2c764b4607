import { emailInput } from '@talkreel/contract';
import { errors, jwtVerify } from 'jose';
import type { OidcProvider } from './discovery';
import { GoogleSignInFailure, SignInFailure } from './failure';

export interface GoogleIdentity {
  sub: string;
  email: string;
  name: string;
}

interface Expected {
  clientId: string;
  nonce: string;
  /** Server clock in epoch ms. */
  now: number;
}

/** Tolerated clock difference with the provider, for `exp`, `iat` and `nbf`. */
const CLOCK_TOLERANCE_S = 60;

/**
 * Verifies an ID token (signature against the issuer's keys, iss, aud, azp, exp, nonce) and
 * returns who signed in. Only a verified e-mail is accepted: it is what links accounts.
 */
export async function verifyIdToken(
  provider: OidcProvider,
  idToken: string,
  expected: Expected,
): Promise<GoogleIdentity> {
  const algorithms = (provider.metadata.id_token_signing_alg_values_supported ?? ['RS256']).filter(
    (alg) => alg !== 'none' && !alg.startsWith('HS'),
  );
  let payload: Record<string, unknown>;
  try {
    ({ payload } = await jwtVerify(idToken, provider.jwks, {
      issuer: provider.metadata.issuer,
      audience: expected.clientId,
      algorithms,
      currentDate: new Date(expected.now),
      clockTolerance: CLOCK_TOLERANCE_S,
      requiredClaims: ['sub', 'exp', 'iat'],
    }));
  } catch (err) {
    const detail = err instanceof errors.JOSEError ? err.code : String(err);
    throw new GoogleSignInFailure(SignInFailure.INVALID_ID_TOKEN, detail);
  }
  const bad = (detail: string) => new GoogleSignInFailure(SignInFailure.INVALID_ID_TOKEN, detail);
  if (payload.nonce !== expected.nonce) throw bad('nonce mismatch');
  // With several audiences the token must name us as the party it was issued to.
  const aud = payload.aud;
  if (payload.azp !== undefined && payload.azp !== expected.clientId) throw bad('azp mismatch');
  if (Array.isArray(aud) && aud.length > 1 && payload.azp !== expected.clientId) {
    throw bad('azp missing');
  }
  if (typeof payload.sub !== 'string' || !payload.sub) throw bad('no sub');

  const email = emailInput.safeParse(payload.email);
  if (!email.success) throw new GoogleSignInFailure(SignInFailure.EMAIL_MISSING);
  if (payload.email_verified !== true && payload.email_verified !== 'true') {
    throw new GoogleSignInFailure(SignInFailure.EMAIL_NOT_VERIFIED);
  }
  return { sub: payload.sub, email: email.data, name: displayName(payload) };
}

function displayName(claims: Record<string, unknown>): string {
  const text = (v: unknown) => (typeof v === 'string' ? v.trim() : '');
  return (
    text(claims.name) ||
    [text(claims.given_name), text(claims.family_name)].filter(Boolean).join(' ')
  );
}
