import { API_BASE_PATH, API_TIMEOUT_MS, type Camelize, Code } from '@talkreel/contract';
import type { z } from 'zod';
import { appSettings } from '../config';
import { currentLanguage } from '../i18n/i18n';
import { useSessionStore } from '../state/useSessionStore';
import { ApiError } from './ApiError';
import { secretRenewedSince } from './refreshSettings';
import { reportRemoval, signedWithStaleSecret } from './refusals';
import { requestHeaders } from './requestHeaders';
import { settleReply } from './settleReply';
import { showErrorToast } from './showErrorToast';

export interface CallOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  /** JSON body (snake_case, as on the wire). */
  body?: unknown;
  query?: Record<string, string | number | boolean | undefined>;
  /** Default 10 s; generation calls pass their longer limits. */
  timeoutMs?: number;
  /** false: the caller shows the error itself (login form, code 1020). */
  toast?: boolean;
  /** Use this token instead of the stored one (e.g. to load the profile right after login). */
  token?: string | null;
  signal?: AbortSignal;
}

/** Path under /api/v1 with its query string. */
export function apiUrl(path: string, query?: CallOptions['query']): string {
  const qs = new URLSearchParams();
  for (const [k, v] of Object.entries(query ?? {})) if (v !== undefined) qs.set(k, String(v));
  const q = qs.toString();
  return `${API_BASE_PATH}${path}${q ? `?${q}` : ''}`;
}

export async function authHeaders(token?: string | null) {
  return requestHeaders({
    token: token === undefined ? useSessionStore.getState().token : token,
    language: currentLanguage(),
  });
}

/**
 * The shared failure path of every call: a sign-in failure (1002 or HTTP 401) drops the
 * token, which sends the user to /login/; a removal from the product goes to the shell, which
 * says so and moves on; else the catalogue toast unless the caller opted out.
 */
export function reportFailure(err: ApiError, toast = true): never {
  if (err.code === Code.SIGN_IN_REQUIRED || err.status === 401) {
    useSessionStore.getState().clearToken();
  }
  if (reportRemoval(err)) throw err;
  if (toast) showErrorToast(err);
  throw err;
}

/**
 * A reply schema fetched on first use (api/entryReply.ts): the login page's calls validate
 * their replies without zod in the page's first script.
 */
export type LazyReply<S extends z.ZodType> = () => S | Promise<S>;

/** The reply schema, or its chunk's fetch (started now, so it runs while the call does). */
function replySchema(reply: z.ZodType | LazyReply<z.ZodType> | undefined) {
  if (typeof reply !== 'function') return Promise.resolve(reply);
  const schema = Promise.resolve(reply());
  // Awaited once the reply is in; a call that fails first never asks, so this must not be
  // left an unhandled rejection.
  schema.catch(() => {});
  return schema;
}

/**
 * Calls started whose headers are still being signed (asynchronously, by WebCrypto): they reach
 * `fetch` a moment later. The web tests wait for none before a test's fake server goes, so a
 * call a test started never lands in the next test's.
 */
let signing = 0;
export const callsBeingSigned = () => signing;

/** Calls the API and returns the reply data, validated by `reply` and camelCased. */
export async function callApi<S extends z.ZodType>(
  path: string,
  options: CallOptions & { reply: S | LazyReply<S> },
): Promise<Camelize<z.output<S>>>;
export async function callApi(path: string, options?: CallOptions): Promise<unknown>;
export async function callApi(
  path: string,
  options: CallOptions & { reply?: z.ZodType | LazyReply<z.ZodType> } = {},
): Promise<unknown> {
  return callOnce(path, options, true);
}

/**
 * One call; `mayRefresh`: a refusal of its signature may re-read the server's settings and, if
 * they changed, send the call once more (the server refused it before doing anything).
 */
async function callOnce(
  path: string,
  options: CallOptions & { reply?: z.ZodType | LazyReply<z.ZodType> },
  mayRefresh: boolean,
): Promise<unknown> {
  const { method = 'GET', body, query, timeoutMs = API_TIMEOUT_MS, toast = true } = options;
  const schema = replySchema(options.reply);
  const timeout = new AbortController();
  const timer = setTimeout(() => timeout.abort(), timeoutMs);
  const onCallerAbort = () => timeout.abort();
  options.signal?.addEventListener('abort', onCallerAbort);
  // The secret this call is signed with (read now, as the signing itself does).
  const secret = appSettings().signingSecret;
  try {
    signing++;
    const headers = await authHeaders(options.token).finally(() => signing--);
    if (body !== undefined) headers['content-type'] = 'application/json';
    let res: Response;
    try {
      res = await fetch(apiUrl(path, query), {
        method,
        headers,
        body: body === undefined ? undefined : JSON.stringify(body),
        credentials: 'include',
        signal: timeout.signal,
      });
    } catch (cause) {
      // A caller's own cancellation is not a failure worth a toast.
      if (options.signal?.aborted) throw cause;
      const timedOut = timeout.signal.aborted;
      throw new ApiError({
        kind: timedOut ? 'timeout' : 'network',
        status: timedOut ? 408 : 0,
        message: timedOut ? 'Request timed out' : 'Network request failed',
      });
    }
    const text = await res.text();
    const where = `${method} ${path}`;
    let reply: z.ZodType | undefined;
    try {
      reply = await schema;
    } catch {
      // The schema's chunk could not be fetched. A refusal needs no schema and is reported
      // as such; a success cannot be checked, so it fails as if the network had.
      settleReply(res.status, text, undefined, where);
      throw new ApiError({ kind: 'network', status: 0, message: 'Network request failed' });
    }
    return settleReply(res.status, text, reply, where);
  } catch (err) {
    if (!(err instanceof ApiError)) throw err;
    if (mayRefresh && signedWithStaleSecret(err) && (await secretRenewedSince(secret))) {
      return callOnce(path, options, false);
    }
    reportFailure(err, toast);
  } finally {
    clearTimeout(timer);
    options.signal?.removeEventListener('abort', onCallerAbort);
  }
}
