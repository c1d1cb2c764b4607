import { Code, EVENT_CALLS_PER_MINUTE, EVENTS_BATCH_MAX } from '@talkreel/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sample } from '../../ops/test-metrics';
import { signUp } from '../../test/factories';
import { startTestServer, type TestServer } from '../../test/test-server';
import { userIdOf } from '../workspaces/test-membership';
import { eventsReport } from './events-report';
import { EVENT_KEEP_MS, purgeOldEvents } from './purge-events';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server?.close());

type User = { email: string; token: string };
const send = (user: User | null, body: unknown) =>
  server.call<{ recorded: number }>('POST', '/events', body, user ? { token: user.token } : {});
const rowsOf = async (email: string) =>
  server.ctx.db
    .selectFrom('client_events')
    .selectAll()
    .where('user_id', '=', await userIdOf(server, email))
    .orderBy('occurred_at')
    .execute();
const counter = async (name: string) =>
  sample(await (await fetch(`${server.url}/metrics`)).text(), 'talkreel_client_events_total', {
    name,
  }) ?? 0;

describe('POST /events', () => {
  it("records a signed-in user's batch as theirs, and counts each name in /metrics", async () => {
    const alice = await signUp(server);
    const before = await counter('download_click');
    const at = Date.now() - 5_000;
    const r = await send(alice, {
      events: [
        { name: 'upload_asset_success', props: { kind: 'audio', size_mb: 2.5 }, at },
        { name: 'download_click', at: at + 1 },
        { name: 'download_click', props: { video_id: 'v1' }, at: at + 2 },
      ],
    });
    expect(r.body).toMatchObject({ code: 200, data: { recorded: 3 } });
    const rows = await rowsOf(alice.email);
    expect(rows.map((row) => [row.name, JSON.parse(row.props), Number(row.occurred_at)])).toEqual([
      ['upload_asset_success', { kind: 'audio', size_mb: 2.5 }, at],
      ['download_click', {}, at + 1],
      ['download_click', { video_id: 'v1' }, at + 2],
    ]);
    expect(rows.every((row) => Math.abs(Number(row.received_at) - Date.now()) < 60_000)).toBe(true);
    expect(await counter('download_click')).toBe(before + 2);
  });

  it('refuses callers who are not signed in, storing nothing', async () => {
    const before = await server.ctx.db.selectFrom('client_events').select('id').execute();
    const r = await send(null, { events: [{ name: 'download_click', at: Date.now() }] });
    expect(r.status).toBe(401);
    expect(r.body.code).toBe(Code.SIGN_IN_REQUIRED);
    expect(await server.ctx.db.selectFrom('client_events').select('id').execute()).toHaveLength(
      before.length,
    );
  });

  it('refuses names outside the list, oversize batches, props and bodies, storing nothing', async () => {
    const bob = await signUp(server);
    const at = Date.now();
    const bad: [string, unknown][] = [
      ['unknown name', { events: [{ name: 'page_view', at }] }],
      ['empty batch', { events: [] }],
      [
        'batch too long',
        {
          events: Array.from({ length: EVENTS_BATCH_MAX + 1 }, () => ({
            name: 'download_click',
            at,
          })),
        },
      ],
      [
        'too many props',
        {
          events: [
            {
              name: 'download_click',
              at,
              props: Object.fromEntries(Array.from({ length: 9 }, (_, i) => [`p${i}`, i])),
            },
          ],
        },
      ],
      [
        'long prop value',
        { events: [{ name: 'download_click', at, props: { v: 'x'.repeat(121) } }] },
      ],
      ['nested prop', { events: [{ name: 'download_click', at, props: { v: { deep: 1 } } }] }],
      ['bad prop name', { events: [{ name: 'download_click', at, props: { 'Bad Key': 1 } }] }],
      ['no time', { events: [{ name: 'download_click' }] }],
      ['body too large', { events: [{ name: 'download_click', at }], pad: 'x'.repeat(60_000) }],
    ];
    for (const [why, body] of bad) {
      const r = await send(bob, body);
      expect(r.status, why).toBeGreaterThanOrEqual(400);
      expect(r.status, why).toBeLessThan(500);
      expect([Code.INVALID_INPUT, Code.INVALID_FORMAT], why).toContain(r.body.code);
    }
    expect(await rowsOf(bob.email)).toEqual([]);
  });

  it(`takes ${EVENT_CALLS_PER_MINUTE} calls a minute per account, then slows it down`, async () => {
    const carol = await signUp(server);
    const dave = await signUp(server);
    const one = { events: [{ name: 'download_click', at: Date.now() }] };
    for (let i = 0; i < EVENT_CALLS_PER_MINUTE; i++)
      expect((await send(carol, one)).body.code).toBe(200);
    const over = await send(carol, one);
    expect(over.body.code).toBe(Code.SLOW_DOWN);
    expect(await rowsOf(carol.email)).toHaveLength(EVENT_CALLS_PER_MINUTE);
    // Another account has its own allowance.
    expect((await send(dave, one)).body.code).toBe(200);
    server.advanceClock(61_000);
    expect((await send(carol, one)).body.code).toBe(200);
  });

  it('reports counts by name per UTC day, and purges rows past their keep time', async () => {
    const erin = await signUp(server);
    const userId = await userIdOf(server, erin.email);
    const day = (iso: string) => Date.parse(`${iso}T12:00:00Z`);
    const now = day('2031-03-10');
    const row = (name: string, receivedAt: number, i: number) => ({
      id: `report-${name}-${receivedAt}-${i}`,
      user_id: userId,
      name,
      props: '{}',
      occurred_at: receivedAt,
      received_at: receivedAt,
    });
    await server.ctx.db
      .insertInto('client_events')
      .values([
        row('clone_save_start', day('2031-03-09'), 1),
        row('clone_save_start', day('2031-03-09') + 3_600_000, 2),
        row('clone_save_fail', day('2031-03-09'), 3),
        row('clone_save_start', day('2031-03-10'), 4),
        row('clone_save_start', day('2031-02-01'), 5),
      ])
      .execute();
    expect(await eventsReport(server.ctx, 2, now)).toEqual([
      { day: '2031-03-09', name: 'clone_save_fail', count: 1 },
      { day: '2031-03-09', name: 'clone_save_start', count: 2 },
      { day: '2031-03-10', name: 'clone_save_start', count: 1 },
    ]);
    const purged = await purgeOldEvents({
      db: server.ctx.db,
      now: () => day('2031-03-01') + EVENT_KEEP_MS,
    });
    // Rows received before 1 March went (February's among them); March's stayed.
    expect(purged.client_events).toBeGreaterThanOrEqual(1);
    const left = await server.ctx.db
      .selectFrom('client_events')
      .select('received_at')
      .where('id', 'like', 'report-%')
      .execute();
    expect(left.map((r) => Number(r.received_at)).sort()).toEqual(
      [
        day('2031-03-09'),
        day('2031-03-09') + 3_600_000,
        day('2031-03-09'),
        day('2031-03-10'),
      ].sort(),
    );
  });
});
