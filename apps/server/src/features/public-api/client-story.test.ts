import { readFile } from 'node:fs/promises';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { createTalkreelClient, type TalkreelClient, verifyWebhook } from '@talkreel/client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUp } from '../../test/factories';
import { startTestServer, type TestServer } from '../../test/test-server';
import { testTime } from '../../test/test-time';
import { stockActorId } from '../stock/stock-selection';
import { eventually, probeLink, scriptOf, seedFewStock } from '../videos/test-creation';
import { currentWorkspaceOf } from '../workspaces/test-membership';

// The public API's story as an integrator lives it, through the typed client package (so the
// document, the client and the server are held to each other): a key makes a video, follows it
// to a downloaded MP4, and a receiver on loopback gets a signed video.completed, retried after
// it answered 500 once. On SQLite and on PostgreSQL (the suite's two projects).

interface Received {
  headers: http.IncomingHttpHeaders;
  body: string;
  answered: number;
}

/** A customer's webhook receiver: answers 500 to the first delivery, 200 to every later one. */
async function startReceiver() {
  const received: Received[] = [];
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const answered = received.length === 0 ? 500 : 200;
      received.push({ headers: req.headers, body: Buffer.concat(chunks).toString(), answered });
      res.writeHead(answered, { 'content-type': 'text/plain' }).end(`answered ${answered}`);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/hooks/talkreel`,
    received,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}

let server: TestServer;
let receiver: Awaited<ReturnType<typeof startReceiver>>;
let client: TalkreelClient;

beforeAll(async () => {
  receiver = await startReceiver();
  // Links are absolute on PUBLIC_URL (this server); the receiver is on loopback over plain
  // http; retries come at once instead of after 5 s.
  server = await startTestServer((url) => ({
    publicUrl: url,
    webhookAllowPrivate: true,
    webhookRetryDelaysMs: [200, 200, 200],
  }));
  await seedFewStock(server, 2);
  const owner = await signUp(server);
  const workspace = await currentWorkspaceOf(server, owner.email);
  // The key as the settings page makes it.
  const made = await server.call<{ secret: string }>(
    'POST',
    '/api-keys/create',
    { workspace_id: workspace, name: 'Story', scope: 'write' },
    { token: owner.token },
  );
  expect(made.body.code, made.body.message).toBe(200);
  client = createTalkreelClient({ baseUrl: server.url, apiKey: made.body.data.secret });
});
afterAll(async () => {
  await server?.close();
  await receiver?.close();
});

describe('the public API through @talkreel/client', () => {
  it('serves the very OpenAPI document the client was generated from', async () => {
    const committed = JSON.parse(
      await readFile(
        new URL('../../../../../packages/client/openapi.json', import.meta.url),
        'utf8',
      ),
    );
    const served = await fetch(`${server.url}/api/public/v1/openapi.json`);
    expect(served.status).toBe(200);
    expect(await served.json()).toEqual(committed);
  });

  it('makes one video for idempotent retries, follows it to a downloaded MP4, and delivers a signed video.completed again after a 500', {
    timeout: testTime(360_000),
  }, async () => {
    const hook = await client.POST('/webhooks', {
      body: { url: receiver.url, events: ['video.completed'] },
    });
    expect(hook.error).toBeUndefined();
    const secret = hook.data?.secret ?? '';
    expect(secret).toMatch(/^whsec_/);

    const actor = await client.GET('/actors/{id}', {
      params: { path: { id: stockActorId('olivia-studio') } },
    });
    expect(actor.error).toBeUndefined();
    const request = {
      script: scriptOf(120, 'Hello from our own systems, where a script becomes a video. '),
      actor_id: actor.data?.id ?? '',
      voice_id: actor.data?.voice_id ?? 'en-ava',
      metadata: { order: 'A-1042' },
    };
    const idempotent = { 'Idempotency-Key': `story-${Date.now()}` };
    const videosBefore = await videoRows();

    // A retry of a call whose answer was lost: the same key and body answer the same video.
    const first = await client.POST('/videos', {
      body: request,
      params: { header: idempotent },
    });
    expect(first.error).toBeUndefined();
    expect(first.response.status).toBe(202);
    const id = first.data?.id ?? '';
    // A worker may take the render before the reply is read back: queued or already rendering.
    expect(first.data).toMatchObject({
      status: expect.stringMatching(/^(queued|rendering)$/),
      metadata: { order: 'A-1042' },
    });
    for (let retry = 0; retry < 2; retry++) {
      const again = await client.POST('/videos', { body: request, params: { header: idempotent } });
      expect(again.response.status).toBe(202);
      expect(again.data?.id).toBe(id);
    }
    // The same key with another body is refused, as a problem.
    const other = await client.POST('/videos', {
      body: { ...request, metadata: { order: 'A-1043' } },
      params: { header: idempotent },
    });
    expect(other.response.status).toBe(409);
    expect(other.response.headers.get('content-type')).toMatch(/^application\/problem\+json/);
    expect(other.error).toMatchObject({ status: 409, type: expect.any(String) });
    expect(await videoRows()).toBe(videosBefore + 1);

    const done = await eventually(async () => {
      const got = await client.GET('/videos/{id}', { params: { path: { id } } });
      expect(got.error).toBeUndefined();
      expect(got.data?.status).not.toBe('failed');
      return got.data?.status === 'done' && got.data;
    }, 300_000);
    expect(done).toMatchObject({ progress: 100, metadata: { order: 'A-1042' } });
    expect(done.duration_seconds).toBeGreaterThan(0);
    const mp4 = await probeLink(server, done.video_url ?? '');
    expect(mp4).toMatchObject({
      format: expect.stringMatching(/mp4/),
      hasVideo: true,
      hasAudio: true,
    });
    expect(mp4.durationSec).toBeGreaterThan(1);

    // The first delivery was answered 500; the retry carries the same message id.
    const [refused, retried] = await eventually(
      async () => receiver.received.length >= 2 && receiver.received,
      120_000,
    );
    expect([refused.answered, retried.answered]).toEqual([500, 200]);
    expect(retried.headers['webhook-id']).toBe(refused.headers['webhook-id']);
    for (const delivery of [refused, retried]) {
      const event = verifyWebhook<{ type: string; data: { id: string; metadata: object } }>(
        delivery.body,
        delivery.headers,
        secret,
      );
      expect(event.type).toBe('video.completed');
      expect(event.data).toMatchObject({ id, status: 'done', metadata: { order: 'A-1042' } });
      // Signed with this endpoint's secret, not any other.
      expect(() =>
        verifyWebhook(delivery.body, delivery.headers, `whsec_${'A'.repeat(44)}`),
      ).toThrow(/no matching signature/i);
    }
    // Nothing else was delivered: one event, one retry.
    expect(receiver.received).toHaveLength(2);

    const listed = await client.GET('/videos', { params: { query: { limit: 100 } } });
    expect(listed.data?.data.filter((v) => v.id === id)).toHaveLength(1);
  });
});

/** Videos in the database, of every workspace. */
async function videoRows(): Promise<number> {
  const row = await server.ctx.db
    .selectFrom('videos')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}
