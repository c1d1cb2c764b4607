import createClient, { type Client, type ClientOptions } from 'openapi-fetch';
import type { paths } from './schema';

/** Where the public API lives on a Talkreel server. */
export const PUBLIC_API_BASE_PATH = '/api/public/v1';

export interface TalkreelClientOptions extends Omit<ClientOptions, 'baseUrl'> {
  /** The server's address, e.g. `https://studio.example.com` (the API's base path is added). */
  baseUrl: string;
  /** A key made in Settings → API keys or with `npm run admin -- api-keys create` (`tr_…`). */
  apiKey: string;
  /** An agent key acting for one of its agent's sub-users: that sub-user's id. */
  onBehalfOf?: string;
}

/** A typed client: `client.GET('/videos/{id}', { params: { path: { id } } })` and so on. */
export type TalkreelClient = Client<paths>;

/**
 * A client of the public API whose paths, parameters, bodies and replies are typed from the
 * server's OpenAPI document (src/schema.d.ts, generated). Calls resolve to `{ data }` on a 2xx
 * and `{ error }` (an RFC 9457 problem) otherwise; they do not throw for HTTP refusals.
 */
export function createTalkreelClient({
  baseUrl,
  apiKey,
  onBehalfOf,
  headers,
  ...options
}: TalkreelClientOptions): TalkreelClient {
  const root = baseUrl.replace(/\/+$/, '');
  return createClient<paths>({
    ...options,
    baseUrl: root.endsWith(PUBLIC_API_BASE_PATH) ? root : `${root}${PUBLIC_API_BASE_PATH}`,
    headers: {
      ...(headers as Record<string, string> | undefined),
      Authorization: `Bearer ${apiKey}`,
      ...(onBehalfOf ? { 'Talkreel-On-Behalf-Of': onBehalfOf } : {}),
    },
  });
}
