import { Code } from '@talkreel/contract';
import type { Config } from '../../../config';
import { AppError } from '../../../http/app-error';

/**
 * The sign-in result (a session token) is delivered to this address, so it must belong to
 * our own web app: PUBLIC_URL's origin or one listed in ALLOWED_ORIGINS. Anything else
 * would hand tokens to a foreign site.
 */
export function checkRedirectUri(config: Config, redirectUri: string): string {
  const refuse = () => new AppError(Code.INVALID_INPUT, 'Redirect URI is not allowed');
  let url: URL;
  try {
    url = new URL(redirectUri);
  } catch {
    throw refuse();
  }
  if (url.username || url.password || url.hash) throw refuse();
  const allowed = [config.publicUrl, ...config.allowedOrigins].map(originOf);
  if (!allowed.includes(url.origin)) throw refuse();
  return url.href;
}

/** Origin of a configured address; a malformed entry matches nothing. */
function originOf(address: string): string | null {
  try {
    return new URL(address).origin;
  } catch {
    return null;
  }
}
