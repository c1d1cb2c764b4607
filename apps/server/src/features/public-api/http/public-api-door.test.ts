import {
  Code,
  PROBLEM_CONTENT_TYPE,
  PublicApiHeader,
  pageQuery,
  problem,
  problemType,
} from '@talkreel/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { buildApp } from '../../../http/app';
import { AppError } from '../../../http/app-error';
import { createTestApiKey, publicCall } from '../../../test/api-key-factory';
import { startTestServer, type TestServer } from '../../../test/test-server';
import { type Account, account, team } from '../../members/test-team';
import { publicApiRoutes } from '../routes';
import { apiRoute } from './api-route';
import { decodeCursor, encodeCursor, timeIdPosition } from './cursor';
import { purgeExpiredIdempotency } from './idempotency';

/**
 * The public API's door through real HTTP, with operations of its own (the resources have their
 * suites): who may call, problem+json refusals, rate limits and idempotent POSTs.
 */

/** Things the test POST made, and a gate that holds a call open to test concurrent duplicates. */
const made: { id: string; name: string }[] = [];
let gate: Promise<void> | null = null;
let entered: (() => void) | null = null;

const testRoutes = [
  apiRoute({
    method: 'GET',
    url: '/test/whoami',
    operationId: 'whoAmI',
    summary: 'The key asking',
    tag: 'Test',
    scope: 'read',
    reply: z.object({ workspace_id: z.string(), user_id: z.string(), scope: z.string() }),
    handler: async ({ principal }) => ({
      workspace_id: principal.workspaceId,
      user_id: principal.user.id,
      scope: principal.scope,
    }),
  }),
  apiRoute({
    method: 'GET',
    url: '/test/items/:id',
    operationId: 'getItem',
    summary: 'An item by id and a page query',
    tag: 'Test',
    scope: 'read',
    params: z.object({ id: z.string().regex(/^item_\w+$/) }),
    query: pageQuery,
    reply: z.object({ id: z.string(), limit: z.number(), after: z.string().nullable() }),
    handler: async ({ params, query }) => ({
      id: params.id,
      limit: query.limit,
      after: decodeCursor(timeIdPosition, query.cursor)?.[1] ?? null,
    }),
  }),
  apiRoute({
    method: 'GET',
    url: '/test/fail/:code',
    operationId: 'fail',
    summary: 'Throws a business error',
    tag: 'Test',
    scope: 'read',
    params: z.object({ code: z.coerce.number().int() }),
    reply: z.object({}),
    handler: async ({ params }) => {
      if (params.code === 0) throw new Error('boom');
      throw new AppError(params.code as 1001, `business refusal ${params.code}`);
    },
  }),
  apiRoute({
    method: 'POST',
    url: '/test/things',
    operationId: 'createThing',
    summary: 'Makes a thing',
    tag: 'Test',
    scope: 'write',
    status: 201,
    body: z.object({ name: z.string().min(1).max(20), size: z.number().int().optional() }),
    reply: z.object({ id: z.string(), name: z.string() }),
    handler: async ({ body }) => {
      entered?.();
      if (gate) await gate;
      if (body.name === 'refuse') throw new AppError(Code.OPERATION_FAILED, 'not now');
      const thing = { id: `thing_${made.length + 1}`, name: body.name };
      made.push(thing);
      return thing;
    },
  }),
];

let server: TestServer;
let owner: Account;
let writeKey: string;
let readKey: string;

beforeAll(async () => {
  // The door's own test operations, beside the real ones (for an idempotent POST /projects).
  server = await startTestServer(
    { workers: 'external' },
    { publicRoutes: [...testRoutes, ...publicApiRoutes] },
  );
  owner = await account(server);
  writeKey = (
    await createTestApiKey(server, { userId: owner.id, workspaceId: owner.ownWorkspaceId })
  ).secret;
  readKey = (
    await createTestApiKey(server, {
      userId: owner.id,
      workspaceId: owner.ownWorkspaceId,
      scope: 'read',
    })
  ).secret;
});
afterAll(() => server.close());

/** A refusal: problem+json of RFC 9457's shape with our code, and the given status. */
function expectProblem(
  r: { status: number; body: unknown; headers: Headers },
  status: number,
  code: number,
) {
  expect(r.status, JSON.stringify(r.body)).toBe(status);
  expect(r.headers.get('content-type')).toContain(PROBLEM_CONTENT_TYPE);
  const p = problem.parse(r.body);
  expect(p.status).toBe(status);
  expect(p.code).toBe(code);
  expect(p.type).toMatch(/^https:\/\/talkreel\.dev\/problems\/[a-z-]+$/);
  expect(p.title.length).toBeGreaterThan(0);
  expect(p.detail.length).toBeGreaterThan(0);
  return p;
}

describe('who may call', () => {
  it('answers a key with its workspace and creator', async () => {
    const r = await publicCall(server, 'GET', '/test/whoami', { key: writeKey });
    expect(r.status).toBe(200);
    expect(r.body).toEqual({
      workspace_id: owner.ownWorkspaceId,
      user_id: owner.id,
      scope: 'write',
    });
  });

  it('refuses no key, a made-up key and a session token with 401', async () => {
    const none = await publicCall(server, 'GET', '/test/whoami');
    expectProblem(none, 401, Code.SIGN_IN_REQUIRED);
    expect(none.headers.get('www-authenticate')).toContain('Bearer');
    const madeUp = `tr_${'a'.repeat(43)}`;
    expectProblem(await publicCall(server, 'GET', '/test/whoami', { key: madeUp }), 401, 1002);
    const session = await publicCall(server, 'GET', '/test/whoami', { key: owner.token });
    expect(expectProblem(session, 401, Code.SIGN_IN_REQUIRED).detail).toMatch(/session/i);
  });

  it('refuses a revoked key and an expired key with 401', async () => {
    const revoked = await createTestApiKey(server, {
      userId: owner.id,
      workspaceId: owner.ownWorkspaceId,
    });
    expect((await publicCall(server, 'GET', '/test/whoami', { key: revoked.secret })).status).toBe(
      200,
    );
    await server.ctx.db
      .updateTable('api_keys')
      .set({ revoked_at: server.ctx.now() })
      .where('id', '=', revoked.id)
      .execute();
    const r = await publicCall(server, 'GET', '/test/whoami', { key: revoked.secret });
    expect(expectProblem(r, 401, Code.SIGN_IN_REQUIRED).detail).toMatch(/revoked/);

    const expired = await createTestApiKey(server, {
      userId: owner.id,
      workspaceId: owner.ownWorkspaceId,
      expiresAt: server.ctx.now() - 1,
    });
    const e = await publicCall(server, 'GET', '/test/whoami', { key: expired.secret });
    expect(expectProblem(e, 401, Code.SIGN_IN_REQUIRED).detail).toMatch(/expired/);
  });

  it('refuses a key whose creator was removed from its workspace, or suspended, with 401', async () => {
    const t = await team(server);
    const key = await createTestApiKey(server, { userId: t.member.id, workspaceId: t.workspaceId });
    const before = await publicCall(server, 'GET', '/test/whoami', { key: key.secret });
    expect(before.status).toBe(200);
    const removed = await server.call(
      'POST',
      '/users/remove-member',
      { member_id: t.member.id },
      { token: t.owner.token },
    );
    expect(removed.body.code, JSON.stringify(removed.body)).toBe(200);
    expectProblem(await publicCall(server, 'GET', '/test/whoami', { key: key.secret }), 401, 1002);

    const ownerKey = await createTestApiKey(server, {
      userId: t.owner.id,
      workspaceId: t.workspaceId,
    });
    expect((await publicCall(server, 'GET', '/test/whoami', { key: ownerKey.secret })).status).toBe(
      200,
    );
    await server.ctx.db
      .updateTable('users')
      .set({ disabled: 1 })
      .where('id', '=', t.owner.id)
      .execute();
    expectProblem(
      await publicCall(server, 'GET', '/test/whoami', { key: ownerKey.secret }),
      401,
      1002,
    );
  });

  it('refuses a key of a deleted workspace with 401', async () => {
    const made = await server.call<{ workspace: { id: string } }>(
      'POST',
      '/workspace',
      { name: 'Short-lived' },
      { token: owner.token },
    );
    const workspaceId = made.body.data.workspace.id;
    const key = await createTestApiKey(server, { userId: owner.id, workspaceId });
    const before = await publicCall(server, 'GET', '/test/whoami', { key: key.secret });
    expect(before.body).toMatchObject({ workspace_id: workspaceId });
    const deleted = await server.call('DELETE', `/workspace/${workspaceId}`, undefined, {
      token: owner.token,
    });
    expect(deleted.body.code, JSON.stringify(deleted.body)).toBe(200);
    expectProblem(await publicCall(server, 'GET', '/test/whoami', { key: key.secret }), 401, 1002);
  });

  it('refuses a key on the web app’s /api/v1 calls like a bad token', async () => {
    const r = await server.call('GET', '/users/profile', undefined, { token: writeKey });
    expect(r.status).toBe(401);
    expect(r.body.code).toBe(Code.SIGN_IN_REQUIRED);
    expect(r.body.message).toMatch(/public API/);
  });

  it('records when and from where a key was last used', async () => {
    const key = await createTestApiKey(server, {
      userId: owner.id,
      workspaceId: owner.ownWorkspaceId,
    });
    await publicCall(server, 'GET', '/test/whoami', {
      key: key.secret,
      headers: { 'x-forwarded-for': '10.9.8.7' },
    });
    const row = await server.ctx.db
      .selectFrom('api_keys')
      .select(['last_used_at', 'last_used_ip'])
      .where('id', '=', key.id)
      .executeTakeFirstOrThrow();
    expect(row.last_used_ip).toBe('10.9.8.7');
    expect(row.last_used_at).toBeGreaterThan(0);
  });

  it('refuses a read key on a write operation with 403, before looking at the body', async () => {
    const r = await publicCall(server, 'POST', '/test/things', { key: readKey, body: {} });
    expect(expectProblem(r, 403, Code.ACCESS_RESTRICTED).type).toBe(
      problemType('insufficient-scope'),
    );
  });
});

describe('problem+json refusals', () => {
  it('lists every failing body field with 422', async () => {
    const r = await publicCall(server, 'POST', '/test/things', {
      key: writeKey,
      body: { name: '', size: 'big' },
    });
    const p = expectProblem(r, 422, Code.INVALID_INPUT);
    expect(p.errors?.map((e) => e.field).sort()).toEqual(['body.name', 'body.size']);
  });

  it('answers a bad path or query with 400 naming the field', async () => {
    const path = await publicCall(server, 'GET', '/test/items/nope', { key: writeKey });
    expect(expectProblem(path, 400, Code.INVALID_INPUT).errors?.[0].field).toBe('path.id');
    const query = await publicCall(server, 'GET', '/test/items/item_1?limit=101', {
      key: writeKey,
    });
    expect(expectProblem(query, 400, Code.INVALID_INPUT).errors?.[0].field).toBe('query.limit');
    const ok = await publicCall(server, 'GET', '/test/items/item_1', { key: writeKey });
    expect(ok.body).toEqual({ id: 'item_1', limit: 20, after: null });
  });

  it('reads its own cursors and refuses tampered ones with 400', async () => {
    const cursor = encodeCursor([1700000000000, 'vid_9']);
    const ok = await publicCall(server, 'GET', `/test/items/item_1?limit=5&cursor=${cursor}`, {
      key: writeKey,
    });
    expect(ok.body).toEqual({ id: 'item_1', limit: 5, after: 'vid_9' });
    for (const bad of ['%21%21', encodeCursor({ x: 1 }), 'bm90IGpzb24']) {
      const r = await publicCall(server, 'GET', `/test/items/item_1?cursor=${bad}`, {
        key: writeKey,
      });
      expect(expectProblem(r, 400, Code.INVALID_INPUT).errors?.[0].field).toBe('query.cursor');
    }
  });

  it('answers malformed JSON with 400, another media type with 415, a huge body with 413', async () => {
    const bad = await publicCall(server, 'POST', '/test/things', {
      key: writeKey,
      rawBody: '{"name": ',
    });
    expectProblem(bad, 400, Code.INVALID_FORMAT);
    const xml = await publicCall(server, 'POST', '/test/things', {
      key: writeKey,
      rawBody: '<thing/>',
      headers: { 'content-type': 'application/xml' },
    });
    expectProblem(xml, 415, Code.INVALID_FORMAT);
    const huge = await publicCall(server, 'POST', '/test/things', {
      key: writeKey,
      body: { name: 'x', pad: 'y'.repeat(2_000_000) },
    });
    expectProblem(huge, 413, Code.INVALID_INPUT);
  });

  it('maps business codes to honest statuses', async () => {
    const cases: [number, number][] = [
      [Code.INVALID_INPUT, 422],
      [Code.ACCESS_RESTRICTED, 403],
      [Code.NOT_FOUND, 404],
      [Code.ALREADY_EXISTS, 409],
      [Code.OPERATION_FAILED, 409],
      [Code.AUDIO_NOT_VERIFIED, 409],
      [Code.SLOW_DOWN, 429],
      [Code.UPLOAD_FAILED, 400],
    ];
    for (const [code, status] of cases) {
      const r = await publicCall(server, 'GET', `/test/fail/${code}`, { key: writeKey });
      expect(expectProblem(r, status, code).detail).toBe(`business refusal ${code}`);
    }
  });

  it('answers an unexpected failure with a 500 problem that names the request, not the cause', async () => {
    const r = await publicCall(server, 'GET', '/test/fail/0', { key: writeKey });
    const p = expectProblem(r, 500, Code.SYSTEM_ERROR);
    expect(p.detail).not.toContain('boom');
    expect(p.detail).toContain(r.headers.get('x-request-id') ?? 'missing');
  });

  it('answers an unknown operation under the prefix with a 404 problem', async () => {
    for (const path of ['/nope', '/test/whoami/extra', '']) {
      const r = await publicCall(server, 'GET', path, { key: writeKey });
      expectProblem(r, 404, Code.NOT_FOUND);
    }
    const wrongMethod = await publicCall(server, 'DELETE', '/test/whoami', { key: writeKey });
    expectProblem(wrongMethod, 404, Code.NOT_FOUND);
  });
});

describe('rate limits', () => {
  it('are shared by every API server on the database', async () => {
    const key = await createTestApiKey(server, {
      userId: owner.id,
      workspaceId: owner.ownWorkspaceId,
    });
    // A second API server over the same database, as behind a balancer.
    const { app: second } = await buildApp(
      {
        ...server.ctx,
        config: { ...server.config, publicApi: { readsPerMinute: 2, writesPerMinute: 1 } },
      },
      { routes: [], publicRoutes: testRoutes, logger: false },
    );
    const before = server.config.publicApi;
    server.config.publicApi = { readsPerMinute: 2, writesPerMinute: 1 };
    try {
      await second.listen({ port: 0, host: '127.0.0.1' });
      const address = second.server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      const first = await publicCall(server, 'GET', '/test/whoami', { key: key.secret });
      expect(first.headers.get(PublicApiHeader.RATE_LIMIT_REMAINING)).toBe('1');
      const other = await fetch(`http://127.0.0.1:${port}/api/public/v1/test/whoami`, {
        headers: { authorization: `Bearer ${key.secret}` },
      });
      expect(other.status).toBe(200);
      expect(other.headers.get(PublicApiHeader.RATE_LIMIT_REMAINING)).toBe('0');
      const over = await publicCall(server, 'GET', '/test/whoami', { key: key.secret });
      expectProblem(over, 429, Code.SLOW_DOWN);
    } finally {
      server.config.publicApi = before;
      const closing = second.close();
      second.server.closeAllConnections();
      await closing;
    }
  });

  it('counts reads and writes per key and minute, with headers on every reply and 429 past the limit', async () => {
    const key = await createTestApiKey(server, {
      userId: owner.id,
      workspaceId: owner.ownWorkspaceId,
    });
    const before = server.config.publicApi;
    server.config.publicApi = { readsPerMinute: 3, writesPerMinute: 1 };
    try {
      const remaining: string[] = [];
      for (let i = 0; i < 3; i++) {
        const r = await publicCall(server, 'GET', '/test/whoami', { key: key.secret });
        expect(r.status).toBe(200);
        expect(r.headers.get(PublicApiHeader.RATE_LIMIT_LIMIT)).toBe('3');
        remaining.push(r.headers.get(PublicApiHeader.RATE_LIMIT_REMAINING) ?? '');
        const reset = Number(r.headers.get(PublicApiHeader.RATE_LIMIT_RESET));
        expect(reset).toBeGreaterThan(0);
        expect(reset).toBeLessThanOrEqual(60);
      }
      expect(remaining).toEqual(['2', '1', '0']);
      const over = await publicCall(server, 'GET', '/test/whoami', { key: key.secret });
      expectProblem(over, 429, Code.SLOW_DOWN);
      expect(over.headers.get(PublicApiHeader.RATE_LIMIT_REMAINING)).toBe('0');
      const retry = Number(over.headers.get(PublicApiHeader.RETRY_AFTER));
      expect(retry).toBeGreaterThan(0);
      expect(retry).toBeLessThanOrEqual(60);

      // Writes have their own count; another key has its own.
      const write = await publicCall(server, 'POST', '/test/things', {
        key: key.secret,
        body: { name: 'rated' },
      });
      expect(write.status).toBe(201);
      expect(write.headers.get(PublicApiHeader.RATE_LIMIT_LIMIT)).toBe('1');
      const write2 = await publicCall(server, 'POST', '/test/things', {
        key: key.secret,
        body: { name: 'rated' },
      });
      expectProblem(write2, 429, Code.SLOW_DOWN);
      const fresh = await createTestApiKey(server, {
        userId: owner.id,
        workspaceId: owner.ownWorkspaceId,
      });
      const theirs = await publicCall(server, 'GET', '/test/whoami', { key: fresh.secret });
      expect(theirs.headers.get(PublicApiHeader.RATE_LIMIT_REMAINING)).toBe('2');

      // A new window starts a minute after the first call.
      server.advanceClock(61_000);
      const later = await publicCall(server, 'GET', '/test/whoami', { key: key.secret });
      expect(later.status).toBe(200);
      expect(later.headers.get(PublicApiHeader.RATE_LIMIT_REMAINING)).toBe('2');
    } finally {
      server.config.publicApi = before;
    }
  });
});

describe('Idempotency-Key', () => {
  it('replays the first answer of the same key and body and makes nothing new', async () => {
    const count = made.length;
    const send = (body: unknown) =>
      publicCall<{ id: string; name: string }>(server, 'POST', '/test/things', {
        key: writeKey,
        body,
        idempotencyKey: 'order-1',
      });
    const first = await send({ name: 'one', size: 2 });
    expect(first.status).toBe(201);
    // The same body with its keys in another order is the same request.
    const again = await send({ size: 2, name: 'one' });
    expect(again.status).toBe(201);
    expect(again.body).toEqual(first.body);
    expect(again.headers.get(PublicApiHeader.IDEMPOTENT_REPLAYED)).toBe('true');
    expect(made.length).toBe(count + 1);

    const other = await send({ name: 'two' });
    expect(expectProblem(other, 409, Code.ALREADY_EXISTS).type).toBe(
      problemType('idempotency-key-reused'),
    );
    expect(made.length).toBe(count + 1);

    // Keys are per API key: another key's same Idempotency-Key is a request of its own.
    const otherKey = (
      await createTestApiKey(server, { userId: owner.id, workspaceId: owner.ownWorkspaceId })
    ).secret;
    const theirs = await publicCall(server, 'POST', '/test/things', {
      key: otherKey,
      body: { name: 'one', size: 2 },
      idempotencyKey: 'order-1',
    });
    expect(theirs.status).toBe(201);
    expect(made.length).toBe(count + 2);
  });

  it('runs a concurrent duplicate only once: the second is refused until the first is done', async () => {
    const count = made.length;
    let release = () => {};
    gate = new Promise<void>((r) => {
      release = r;
    });
    const inside = new Promise<void>((r) => {
      entered = r;
    });
    const send = () =>
      publicCall<{ id: string }>(server, 'POST', '/test/things', {
        key: writeKey,
        body: { name: 'concurrent' },
        idempotencyKey: 'order-concurrent',
      });
    try {
      const first = send();
      await inside;
      const second = await send();
      const p = expectProblem(second, 409, Code.OPERATION_FAILED);
      expect(p.type).toBe(problemType('idempotency-key-in-progress'));
      expect(second.headers.get(PublicApiHeader.RETRY_AFTER)).toBe('1');
      release();
      expect((await first).status).toBe(201);
    } finally {
      gate = null;
      entered = null;
      release();
    }
    const third = await send();
    expect(third.status).toBe(201);
    expect(third.headers.get(PublicApiHeader.IDEMPOTENT_REPLAYED)).toBe('true');
    expect(made.length).toBe(count + 1);
  });

  it('of duplicates sent at the same moment, runs exactly one', async () => {
    const count = made.length;
    const replies = await Promise.all(
      Array.from({ length: 6 }, () =>
        publicCall(server, 'POST', '/test/things', {
          key: writeKey,
          body: { name: 'burst' },
          idempotencyKey: 'order-burst',
        }),
      ),
    );
    expect(made.length).toBe(count + 1);
    for (const r of replies) expect([201, 409], JSON.stringify(r.body)).toContain(r.status);
    expect(
      replies.filter((r) => r.status === 201 && !r.headers.get('idempotent-replayed')),
    ).toHaveLength(1);
  });

  it('does not keep a refusal: the same key may be tried again', async () => {
    const refused = await publicCall(server, 'POST', '/test/things', {
      key: writeKey,
      body: { name: 'refuse' },
      idempotencyKey: 'order-refused',
    });
    expectProblem(refused, 409, Code.OPERATION_FAILED);
    const again = await publicCall(server, 'POST', '/test/things', {
      key: writeKey,
      body: { name: 'refuse' },
      idempotencyKey: 'order-refused',
    });
    expect(again.headers.get(PublicApiHeader.IDEMPOTENT_REPLAYED)).toBeNull();
    expectProblem(again, 409, Code.OPERATION_FAILED);
  });

  it('answers again after 24 hours as a new request', async () => {
    const count = made.length;
    const send = () =>
      publicCall(server, 'POST', '/test/things', {
        key: writeKey,
        body: { name: 'daily' },
        idempotencyKey: 'order-daily',
      });
    expect((await send()).status).toBe(201);
    expect((await send()).headers.get(PublicApiHeader.IDEMPOTENT_REPLAYED)).toBe('true');
    server.advanceClock(24 * 3600_000 + 1000);
    // The hourly purge removes what is past its 24 hours; a later call would too.
    const records = () =>
      server.ctx.db
        .selectFrom('idempotency_records')
        .select('idempotency_key')
        .where('idempotency_key', '=', 'order-daily')
        .execute();
    expect(await records()).toHaveLength(1);
    expect((await purgeExpiredIdempotency(server.ctx)).idempotency_records).toBeGreaterThan(0);
    expect(await records()).toHaveLength(0);
    const fresh = await send();
    expect(fresh.status).toBe(201);
    expect(fresh.headers.get(PublicApiHeader.IDEMPOTENT_REPLAYED)).toBeNull();
    expect(made.length).toBe(count + 2);
  });

  it('makes one project of a retried POST /projects', async () => {
    const name = `Retried ${Date.now()}`;
    const send = () =>
      publicCall<{ id: string; name: string }>(server, 'POST', '/projects', {
        key: writeKey,
        body: { name },
        idempotencyKey: `project-${name}`,
      });
    const first = await send();
    expect(first.status, JSON.stringify(first.body)).toBe(201);
    const again = await send();
    expect(again.status).toBe(201);
    expect(again.body.id).toBe(first.body.id);
    const rows = await server.ctx.db
      .selectFrom('projects')
      .select('id')
      .where('workspace_id', '=', owner.ownWorkspaceId)
      .where('name', '=', name)
      .execute();
    expect(rows).toHaveLength(1);
  });

  it('refuses an unusable Idempotency-Key with 400', async () => {
    const r = await publicCall(server, 'POST', '/test/things', {
      key: writeKey,
      body: { name: 'x' },
      idempotencyKey: 'k'.repeat(256),
    });
    expectProblem(r, 400, Code.INVALID_INPUT);
  });
});

describe('the document and the reference page', () => {
  it('serves an OpenAPI 3.1 document of the operations whose every reference resolves', async () => {
    const res = await fetch(`${server.url}/api/public/v1/openapi.json`);
    expect(res.status).toBe(200);
    const doc = await res.json();
    expect(doc.openapi).toBe('3.1.0');
    expect(doc.components.securitySchemes.bearerAuth).toMatchObject({
      type: 'http',
      scheme: 'bearer',
    });
    expect(doc.security).toEqual([{ bearerAuth: [] }]);
    const create = doc.paths['/test/things'].post;
    expect(create.operationId).toBe('createThing');
    expect(Object.keys(create.responses)).toEqual(
      expect.arrayContaining(['201', '400', '401', '403', '409', '413', '422', '429']),
    );
    expect(create.responses['201'].headers).toHaveProperty(PublicApiHeader.RATE_LIMIT_REMAINING);
    expect(create.parameters).toContainEqual({ $ref: '#/components/parameters/IdempotencyKey' });
    expect(create.requestBody.content['application/json'].schema.required).toEqual(['name']);
    const get = doc.paths['/test/items/{id}'].get;
    expect(get.parameters.map((p: { name?: string; in?: string }) => `${p.in}:${p.name}`)).toEqual(
      expect.arrayContaining(['path:id', 'query:limit', 'query:cursor']),
    );
    expect(get.parameters).not.toContainEqual({ $ref: '#/components/parameters/IdempotencyKey' });
    expect(doc.components.responses.TooManyRequests.headers).toHaveProperty(
      PublicApiHeader.RETRY_AFTER,
    );
    expect(doc.components.schemas.Problem.required).toEqual(
      expect.arrayContaining(['type', 'title', 'status', 'detail', 'code']),
    );
    const operationIds = Object.values(doc.paths).flatMap((ops) =>
      Object.values(ops as Record<string, { operationId: string }>).map((o) => o.operationId),
    );
    expect(new Set(operationIds).size).toBe(operationIds.length);
    for (const [path, ops] of Object.entries(doc.paths)) {
      for (const [method, op] of Object.entries(ops as Record<string, Operation>)) {
        const where = `${method} ${path}`;
        expect(op.operationId, where).toMatch(/^[a-z][A-Za-z]+$/);
        expect(op.summary, where).toBeTruthy();
        expect(op.tags, where).toHaveLength(1);
        expect(Object.keys(op.responses), where).toEqual(expect.arrayContaining(['401', '429']));
        const idem = op.parameters.some((p) => p.$ref === '#/components/parameters/IdempotencyKey');
        expect(idem, where).toBe(method === 'post');
        for (const name of path.match(/\{(\w+)\}/g) ?? []) {
          const param = name.slice(1, -1);
          expect(
            op.parameters.some((p) => p.in === 'path' && p.name === param),
            `${where} names {${param}}`,
          ).toBe(true);
        }
      }
    }
    expect(doc.paths['/videos'].post.operationId).toBe('createVideo');
    for (const ref of refsIn(doc)) expect(resolve(doc, ref), ref).toBeDefined();
  });

  it('serves the reference page and its script from this server', async () => {
    const page = await fetch(`${server.url}/docs/api`);
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toContain('text/html');
    const html = await page.text();
    const scripts = [...html.matchAll(/<script src="([^"]+)"><\/script>/g)].map((m) => m[1]);
    expect(scripts.length).toBe(2);
    // The page's policy allows its own scripts only: neither may be inline or elsewhere.
    expect(page.headers.get('content-security-policy')).toContain("script-src 'self'");
    expect(html).not.toMatch(/<script>/);
    for (const src of scripts) {
      expect(src.startsWith('/docs/api/')).toBe(true);
      const js = await fetch(`${server.url}${src}`);
      expect(js.status, src).toBe(200);
      expect(js.headers.get('content-type')).toContain('javascript');
      expect((await js.text()).length).toBeGreaterThan(20);
    }
    const init = await (await fetch(`${server.url}/docs/api/init.js`)).text();
    expect(init).toContain('/api/public/v1/openapi.json');
  });
});

interface Operation {
  operationId: string;
  summary: string;
  tags: string[];
  responses: Record<string, unknown>;
  parameters: { $ref?: string; in?: string; name?: string }[];
}

function refsIn(v: unknown, out: string[] = []): string[] {
  if (Array.isArray(v)) for (const x of v) refsIn(x, out);
  else if (v && typeof v === 'object') {
    for (const [k, x] of Object.entries(v)) {
      if (k === '$ref' && typeof x === 'string') out.push(x);
      else refsIn(x, out);
    }
  }
  return out;
}

function resolve(doc: unknown, ref: string): unknown {
  if (!ref.startsWith('#/')) return undefined;
  return ref
    .slice(2)
    .split('/')
    .reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], doc);
}
