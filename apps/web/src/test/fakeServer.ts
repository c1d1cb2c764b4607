import { API_BASE_PATH, Code, httpStatusOf } from '@talkreel/contract';
import { vi } from 'vitest';

/** One request as the network saw it. */
export interface SeenCall {
  method: string;
  path: string;
  /** The query string's values (GET calls carry their input there). */
  query: URLSearchParams;
  headers: Headers;
  body: unknown;
}

/** A reply with a JSON body (our envelope, or whatever a test needs the network to send). */
export type JsonReply = { status: number; body: unknown };
export type FakeReply =
  | JsonReply
  /** A page (the app's index.html), sent as it is. */
  | { status: number; html: string }
  | 'network-error';
type Handler = (call: SeenCall) => FakeReply | Promise<FakeReply>;

export const ok = (data: unknown = null): JsonReply => ({
  status: 200,
  body: { code: Code.OK, message: 'success', data },
});

/** A business-code refusal with the HTTP status the server sends for that code. */
export const refuse = (code: number, message: string, data: unknown = null): JsonReply => ({
  status: httpStatusOf[code as keyof typeof httpStatusOf] ?? 400,
  body: { code, message, data },
});

/**
 * Stands in for the network (the global fetch) with handlers keyed "METHOD /path" under
 * /api/v1; every request is recorded. Unknown calls answer like the server: 404, code 1004.
 */
export function fakeServer(handlers: Record<string, Handler>) {
  const calls: SeenCall[] = [];
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = new URL(String(input), 'http://localhost');
    const method = (init.method ?? 'GET').toUpperCase();
    const path = url.pathname.startsWith(API_BASE_PATH)
      ? url.pathname.slice(API_BASE_PATH.length)
      : url.pathname;
    const call: SeenCall = {
      method,
      path,
      query: url.searchParams,
      headers: new Headers(init.headers),
      body: typeof init.body === 'string' ? JSON.parse(init.body) : undefined,
    };
    calls.push(call);
    const handler = handlers[`${method} ${path}`];
    const answer = handler
      ? handler(call)
      : { status: 404, body: { code: Code.NOT_FOUND, message: 'No such call', data: null } };
    // Like a real fetch, an aborted call (the client's timeout) fails at once, answered or not.
    const reply = await abortable(Promise.resolve(answer), init.signal);
    if (reply === 'network-error') throw new TypeError('Failed to fetch');
    if ('html' in reply) {
      return new Response(reply.html, {
        status: reply.status,
        headers: { 'content-type': 'text/html' },
      });
    }
    return new Response(JSON.stringify(reply.body), {
      status: reply.status,
      headers: { 'content-type': 'application/json' },
    });
  });
  return {
    calls,
    callsTo: (key: string) => calls.filter((c) => `${c.method} ${c.path}` === key),
  };
}

function abortable<T>(answer: Promise<T>, signal: AbortSignal | null | undefined): Promise<T> {
  if (!signal) return answer;
  const aborted = () => new DOMException('The operation was aborted.', 'AbortError');
  if (signal.aborted) return Promise.reject(aborted());
  return new Promise<T>((resolve, reject) => {
    signal.addEventListener('abort', () => reject(aborted()), { once: true });
    answer.then(resolve, reject);
  });
}

/** A valid GET /users/profile reply. */
export const profileOf = (email: string, username = email.split('@')[0]) => ({
  id: 'u1',
  email,
  username,
  avatar: null,
  latest_modified_workspace: { id: 'w1' },
});

export const workspaceList = (names: string[] = ['My Product']) => ({
  workspaces: names.map((name, i) => ({ id: `w${i + 1}`, name, role: 'owner', member_count: 1 })),
  total: names.length,
  page: 1,
  page_size: 1000,
});
