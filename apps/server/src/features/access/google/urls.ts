import { API_BASE_PATH } from '@talkreel/contract';
import type { Config } from '../../../config';

export const CALLBACK_PATH = '/oauth/google/callback';

/** Where the provider sends the browser back; registered as the client's redirect URI. */
export const googleCallbackUrl = (config: Config) =>
  `${config.publicUrl}${API_BASE_PATH}${CALLBACK_PATH}`;

/** Landing page for failures that happen before we know which client started the sign-in. */
export const defaultLoginPage = (config: Config) => `${config.publicUrl}/login/`;

/** `base` with the given query parameters set (existing ones kept) and no fragment. */
export function withQuery(base: string, params: Record<string, string>): string {
  const url = new URL(base);
  for (const [k, v] of Object.entries(params)) url.searchParams.set(k, v);
  url.hash = '';
  return url.href;
}
