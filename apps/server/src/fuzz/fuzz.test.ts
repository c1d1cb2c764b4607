import { createHash } from 'node:crypto';
import {
  Code,
  DEFAULT_SIGNING_SECRET,
  httpStatusOf,
  PUBLIC_API_BASE_PATH,
  SIGNATURE_MAX_SKEW_MS,
  signaturePayload,
} from '@talkreel/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { currentWorkspaceOf, userIdOf } from '../features/workspaces/test-membership';
import { createTestApiKey } from '../test/api-key-factory';
import { signUp } from '../test/factories';
import { startTestServer, type TestServer } from '../test/test-server';
import { testTime } from '../test/test-time';
import { dbFingerprint } from './db-fingerprint';
import { casesFor, type FuzzCase } from './fuzz-cases';
import { seededRng } from './json-schema-values';
import {
  judgePublicReply,
  type PublicFuzzKeys,
  type PublicOpenApi,
  type PublicOutcome,
  publicCasesFor,
  publicHeadersFor,
} from './public-api-fuzz-cases';

const TOTAL_CALLS = 10_000;
const PUBLIC_API_CALLS = 3_000;
const IN_FLIGHT = 12;
const SEED = Number(process.env.FUZZ_SEED ?? 20261124);
const CATALOGUE = new Set<number>(Object.values(Code));

let server: TestServer;
let token: string;
let email: string;

beforeAll(async () => {
  // The public API's rate limit stays counted but never bites: refusals should come from the
  // fuzzed calls themselves, not from the thousandth call of the minute.
  server = await startTestServer({
    publicApi: { readsPerMinute: 1_000_000, writesPerMinute: 1_000_000 },
  });
  ({ token, email } = await signUp(server));
  // One signed call first, so the session's last-used stamp is already fresh.
  await server.call('GET', '/users/profile', undefined, { token });
});
afterAll(() => server?.close());

function headersFor(c: FuzzCase): Record<string, string> {
  const h: Record<string, string> = { 'x-forwarded-for': '10.200.0.1' };
  if (c.contentType) h['content-type'] = c.contentType;
  else if (c.body !== undefined) h['content-type'] = 'application/json';
  const secret = server.config.signingSecret ?? DEFAULT_SIGNING_SECRET;
  const sign = (ts: string, t: string) =>
    createHash('sha256')
      .update(signaturePayload(ts, t, secret))
      .digest('hex');
  const now = String(Date.now());
  switch (c.credentials) {
    case 'none':
      return h;
    case 'signed':
      return {
        ...h,
        authorization: `Bearer ${token}`,
        'x-timestamp': now,
        'x-signature': sign(now, token),
      };
    case 'token-without-signature':
      return { ...h, authorization: `Bearer ${token}` };
    case 'wrong-signature':
      return {
        ...h,
        authorization: `Bearer ${token}`,
        'x-timestamp': now,
        'x-signature': sign(now, `${token}x`),
      };
    case 'stale-timestamp': {
      const old = String(Date.now() - 2 * SIGNATURE_MAX_SKEW_MS);
      return {
        ...h,
        authorization: `Bearer ${token}`,
        'x-timestamp': old,
        'x-signature': sign(old, token),
      };
    }
    case 'unknown-token': {
      const other = 'f'.repeat(64);
      return {
        ...h,
        authorization: `Bearer ${other}`,
        'x-timestamp': now,
        'x-signature': sign(now, other),
      };
    }
  }
}

interface Outcome {
  c: FuzzCase;
  status: number;
  code?: number;
  problem?: string;
}

async function send(c: FuzzCase): Promise<Outcome> {
  const res = await fetch(`${server.url}${c.path}`, {
    method: c.method,
    headers: headersFor(c),
    body: c.raw ?? (c.body === undefined ? undefined : JSON.stringify(c.body)),
  });
  const text = await res.text();
  let envelope: { code?: unknown; message?: unknown } | undefined;
  try {
    envelope = JSON.parse(text);
  } catch {
    return { c, status: res.status, problem: `not JSON: ${text.slice(0, 80)}` };
  }
  const code = typeof envelope?.code === 'number' ? envelope.code : undefined;
  if (code === undefined || !CATALOGUE.has(code)) {
    return {
      c,
      status: res.status,
      problem: `code outside the catalogue: ${String(envelope?.code)}`,
    };
  }
  if (typeof envelope?.message !== 'string')
    return { c, status: res.status, code, problem: 'no message' };
  if (code === Code.OK && c.method !== 'GET') {
    return { c, status: res.status, code, problem: 'accepted a call it should refuse' };
  }
  if (
    code !== Code.OK &&
    httpStatusOf[code as keyof typeof httpStatusOf] !== res.status &&
    res.status !== 413 &&
    res.status !== 415
  ) {
    return {
      c,
      status: res.status,
      code,
      problem: `HTTP ${res.status} does not match code ${code}`,
    };
  }
  return { c, status: res.status, code };
}

describe('fuzzing every route of the OpenAPI document', () => {
  it(`answers ${TOTAL_CALLS} malformed, forged and oversized calls without a 5xx and changes nothing`, {
    timeout: testTime(300_000),
  }, async () => {
    const doc = (await (await fetch(`${server.url}/api/docs`)).json()) as {
      paths: Record<string, Record<string, Parameters<typeof casesFor>[2]>>;
    };
    const rng = seededRng(SEED);
    const generators = Object.entries(doc.paths).flatMap(([template, ops]) =>
      Object.entries(ops).flatMap(([method, op]) => {
        const g = casesFor(method.toUpperCase(), template, op, rng);
        return g ? [g] : [];
      }),
    );
    // Every certain violation once, then the rest of the budget spread evenly over routes.
    const cases = generators.flatMap((g) => g.fixed).slice(0, TOTAL_CALLS);
    for (let i = 0; cases.length < TOTAL_CALLS; i++)
      cases.push(generators[i % generators.length].random());
    // process-batch's picture fields (issue 26), which the schema's unions hide, are in.
    expect(cases.some((c) => c.why === 'background colour not #RRGGBB')).toBe(true);

    const before = await dbFingerprint(server.ctx.db);
    // The comparison below means something only if the tables were found.
    expect(Object.keys(before)).toEqual(expect.arrayContaining(['users', 'projects', 'sessions']));
    const outcomes: Outcome[] = [];
    let next = 0;
    await Promise.all(
      Array.from({ length: IN_FLIGHT }, async () => {
        while (next < cases.length) outcomes.push(await send(cases[next++]));
      }),
    );
    const after = await dbFingerprint(server.ctx.db);

    const byStatus = new Map<number, number>();
    for (const o of outcomes) byStatus.set(o.status, (byStatus.get(o.status) ?? 0) + 1);
    const serverErrors = outcomes.filter((o) => o.status >= 500);
    const problems = outcomes.filter((o) => o.problem);
    console.log(
      `fuzz seed ${SEED}: ${outcomes.length} calls over ${generators.length} routes; ` +
        `HTTP ${[...byStatus]
          .sort()
          .map(([s, n]) => `${s}×${n}`)
          .join(' ')}; ` +
        `${serverErrors.length} 5xx, ${problems.length} off-catalogue`,
    );
    const show = (os: Outcome[]) =>
      os
        .slice(0, 5)
        .map(
          (o) =>
            `${o.c.method} ${o.c.path.slice(0, 80)} [${o.c.credentials}, ${o.c.why}] → ${o.status} ${o.problem ?? ''}`,
        );
    expect(outcomes).toHaveLength(TOTAL_CALLS);
    expect(show(serverErrors)).toEqual([]);
    expect(show(problems)).toEqual([]);
    expect(after).toEqual(before);
    // Ten thousand calls take a while on a busy two-core machine; no figure here is a time bound.
  });
});

describe('fuzzing every operation of the public API from its OpenAPI document', () => {
  it(`answers ${PUBLIC_API_CALLS} forged, malformed and wrong-scope calls with problem+json, never a 5xx, and changes nothing`, {
    timeout: testTime(300_000),
  }, async () => {
    const [userId, workspaceId] = [
      await userIdOf(server, email),
      await currentWorkspaceOf(server, email),
    ];
    const owner = { userId, workspaceId: workspaceId ?? '' };
    const revoked = await createTestApiKey(server, { ...owner, name: 'Revoked' });
    await server.ctx.db
      .updateTable('api_keys')
      .set({ revoked_at: Date.now() })
      .where('id', '=', revoked.id)
      .execute();
    const keys: PublicFuzzKeys = {
      write: (await createTestApiKey(server, { ...owner, scope: 'write' })).secret,
      read: (await createTestApiKey(server, { ...owner, scope: 'read' })).secret,
      revoked: revoked.secret,
      sessionToken: token,
    };
    const doc = (await (
      await fetch(`${server.url}${PUBLIC_API_BASE_PATH}/openapi.json`)
    ).json()) as PublicOpenApi;
    const rng = seededRng(SEED + 25);
    const generators = Object.entries(doc.paths).flatMap(([template, ops]) =>
      Object.entries(ops).map(([method, op]) =>
        publicCasesFor(method.toUpperCase(), template, op, doc, rng),
      ),
    );
    const cases = generators.flatMap((g) => g.fixed).slice(0, PUBLIC_API_CALLS);
    for (let i = 0; cases.length < PUBLIC_API_CALLS; i++)
      cases.push(generators[i % generators.length].random());
    // POST /videos' picture fields (issue 26), which the schema's unions hide, are in.
    expect(cases.some((c) => c.why === 'captions object without burn')).toBe(true);

    // Every call counts against its key's rate limit and stamps the key's last use, by design.
    const ignore = {
      tables: ['rate_limits'],
      columns: { api_keys: ['last_used_at', 'last_used_ip'] },
    };
    const before = await dbFingerprint(server.ctx.db, ignore);
    expect(Object.keys(before)).toEqual(expect.arrayContaining(['videos', 'api_keys']));
    const outcomes: PublicOutcome[] = [];
    let next = 0;
    await Promise.all(
      Array.from({ length: IN_FLIGHT }, async () => {
        while (next < cases.length) {
          const c = cases[next++];
          const res = await fetch(`${server.url}${c.path}`, {
            method: c.method,
            headers: publicHeadersFor(c, keys),
            body: c.raw ?? (c.body === undefined ? undefined : JSON.stringify(c.body)),
          });
          outcomes.push(await judgePublicReply(c, res, CATALOGUE));
        }
      }),
    );
    const after = await dbFingerprint(server.ctx.db, ignore);

    const byStatus = new Map<number, number>();
    for (const o of outcomes) byStatus.set(o.status, (byStatus.get(o.status) ?? 0) + 1);
    const serverErrors = outcomes.filter((o) => o.status >= 500);
    const problems = outcomes.filter((o) => o.problem);
    console.log(
      `public API fuzz seed ${SEED + 25}: ${outcomes.length} calls over ${generators.length} operations; ` +
        `HTTP ${[...byStatus]
          .sort()
          .map(([s, n]) => `${s}×${n}`)
          .join(' ')}; ${serverErrors.length} 5xx, ${problems.length} not problem+json`,
    );
    const show = (os: PublicOutcome[]) =>
      os
        .slice(0, 5)
        .map(
          (o) =>
            `${o.c.method} ${o.c.path.slice(0, 80)} [${o.c.credentials}, ${o.c.why}] → ${o.status} ${o.problem ?? ''}`,
        );
    expect(outcomes).toHaveLength(PUBLIC_API_CALLS);
    expect(show(serverErrors)).toEqual([]);
    expect(show(problems)).toEqual([]);
    expect(after).toEqual(before);
    // The calls got past the door as well as being turned away at it: each kind of refusal came.
    expect([...byStatus.keys()]).toEqual(expect.arrayContaining([400, 401, 403, 404, 413, 422]));
  });
});
