import { DEFAULT_SIGNING_SECRET } from '@talkreel/contract';
import type { Config } from '../config';

const HOW_TO_SET =
  'Set API_SIGNING_SECRET to a long random value, e.g. API_SIGNING_SECRET=$(openssl rand -hex 32).';

/**
 * The built-in signing secret is public (it ships in the source), so a server using it accepts
 * signatures from anyone: refused in production, loudly warned about elsewhere.
 */
export function checkSigningSecret(
  config: Pick<Config, 'signingSecret' | 'previousSigningSecret'>,
  env: NodeJS.ProcessEnv = process.env,
): { refuse: string } | { warn: string } | null {
  if (config.signingSecret !== DEFAULT_SIGNING_SECRET) {
    // Leaving the development secret for a real one is a rotation too, but keeping the public
    // secret accepted would undo it: said, not refused, so open tabs can be let to reload first.
    if (config.previousSigningSecret !== DEFAULT_SIGNING_SECRET) return null;
    return {
      warn: 'WARNING: API_SIGNING_SECRET_PREVIOUS is the public development secret, so signatures from anyone are still accepted. Unset it once open tabs have reloaded.',
    };
  }
  if (env.NODE_ENV === 'production') {
    return {
      refuse: `Refusing to start: NODE_ENV=production and API_SIGNING_SECRET is not set (the built-in development secret is public). ${HOW_TO_SET}`,
    };
  }
  return {
    warn: `WARNING: API_SIGNING_SECRET is not set; this server accepts the public development secret. ${HOW_TO_SET}`,
  };
}
