import {
  API_KEY_PREFIX,
  type ApiKeyScope,
  PUBLIC_API_BASE_PATH,
  PublicApiHeader,
  type PublicUpload,
} from '@talkreel/contract';
import { newApiKeySecret } from '../features/api-keys/api-key-secret';
import { newId } from '../lib/ids';
import type { TestServer } from './test-server';

/**
 * An API key inserted straight into the database (no web-app calls), for tests of the public
 * API. Returns the secret to send as `Authorization: Bearer <secret>`.
 */
export async function createTestApiKey(
  server: TestServer,
  opts: {
    userId: string;
    workspaceId: string;
    scope?: ApiKeyScope;
    name?: string;
    expiresAt?: number | null;
    agentId?: string | null;
  },
): Promise<{ id: string; secret: string }> {
  const { secret, hash, shownPrefix } = newApiKeySecret();
  const id = `key_${newId()}`;
  await server.ctx.db
    .insertInto('api_keys')
    .values({
      id,
      workspace_id: opts.workspaceId,
      created_by: opts.userId,
      agent_id: opts.agentId ?? null,
      name: opts.name ?? 'Test key',
      scope: opts.scope ?? 'write',
      prefix: shownPrefix,
      secret_hash: hash,
      created_at: server.ctx.now(),
      expires_at: opts.expiresAt ?? null,
      revoked_at: null,
      last_used_at: null,
      last_used_ip: null,
    })
    .execute();
  if (!secret.startsWith(API_KEY_PREFIX)) throw new Error('unexpected key shape');
  return { id, secret };
}

export interface PublicCallResult<T> {
  status: number;
  /** Parsed JSON (resources, pages and problems alike); null for an empty reply. */
  body: T;
  headers: Headers;
}

/**
 * A raw call to the public API (`path` below /api/public/v1) with an API key. The typed client
 * of packages/client is the usual way; this one also sends what no client would (bad JSON,
 * session tokens), and options for the API's own headers.
 */
export async function publicCall<T = Record<string, unknown>>(
  server: TestServer,
  method: string,
  path: string,
  opts: {
    key?: string;
    body?: unknown;
    /** Sent as is instead of JSON of `body`. */
    rawBody?: string;
    idempotencyKey?: string;
    onBehalfOf?: string;
    headers?: Record<string, string>;
  } = {},
): Promise<PublicCallResult<T>> {
  const headers: Record<string, string> = { ...opts.headers };
  if (opts.key) headers.authorization = `Bearer ${opts.key}`;
  if (opts.idempotencyKey) headers[PublicApiHeader.IDEMPOTENCY_KEY] = opts.idempotencyKey;
  if (opts.onBehalfOf) headers[PublicApiHeader.ON_BEHALF_OF] = opts.onBehalfOf;
  let body: string | undefined = opts.rawBody;
  if (body === undefined && opts.body !== undefined) body = JSON.stringify(opts.body);
  if (body !== undefined && !Object.keys(headers).some((h) => h.toLowerCase() === 'content-type')) {
    headers['content-type'] = 'application/json';
  }
  const res = await fetch(`${server.url}${PUBLIC_API_BASE_PATH}${path}`, {
    method,
    headers,
    body,
  });
  const text = await res.text();
  return { status: res.status, body: (text ? JSON.parse(text) : null) as T, headers: res.headers };
}

/**
 * `POST /uploads`, then one PUT of the bytes to the address it gave, as a script does; naming the
 * upload in a later call confirms it.
 */
export async function publicUpload(
  server: TestServer,
  key: string,
  kind: string,
  bytes: Buffer,
  fileName: string,
): Promise<PublicUpload> {
  const opened = await publicCall<PublicUpload>(server, 'POST', '/uploads', {
    key,
    body: { file_name: fileName, file_size: bytes.length, kind },
  });
  if (opened.status !== 201) {
    throw new Error(`POST /uploads answered ${opened.status}: ${JSON.stringify(opened.body)}`);
  }
  const put = await fetch(opened.body.upload_url, {
    method: opened.body.method,
    headers: opened.body.headers,
    body: new Uint8Array(bytes),
  });
  if (put.status >= 300) throw new Error(`the upload's PUT answered ${put.status}`);
  return opened.body;
}
