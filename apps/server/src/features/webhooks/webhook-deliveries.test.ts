import {
  CustomActorStatus,
  type Page,
  type PublicVideo,
  type PublicWebhookDelivery,
  VideoStatus,
  WEBHOOK_DISABLE_AFTER_MS,
  WEBHOOK_RESPONSE_EXCERPT_BYTES,
  WEBHOOK_ROTATION_OVERLAP_MS,
  type WebhookDeliveryItem,
  type WebhookEndpointItem,
  type WebhookEventType,
} from '@talkreel/contract';
import { Webhook } from 'standardwebhooks';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newId } from '../../lib/ids';
import { createTestApiKey, publicCall } from '../../test/api-key-factory';
import { startTestServer, type TestServer } from '../../test/test-server';
import { testTime } from '../../test/test-time';
import { type Answer, type Receiver, startReceiver } from '../agent/workflow/test-receiver';
import { type Account, account } from '../members/test-team';
import { stockActorId } from '../stock/stock-selection';
import { newProject } from '../tree/test-tree';
import { markVideosFailed } from '../videos/render-queue';
import {
  eventually,
  insertOwnActor,
  insertVideoRow,
  scriptOf,
  seedFewStock,
} from '../videos/test-creation';
import { addMember } from '../workspaces/test-membership';
import { attemptDelivery, DeliveryNotDueError, queueDeliveryAttempt } from './attempt-delivery';
import { emitWebhookEvent, newMessageId } from './emit-event';
import { maintainWebhookDeliveries } from './maintain-deliveries';
import { emitActorEvent } from './resource-events';

/**
 * Webhook deliveries through real HTTP to a loopback receiver (let in by WEBHOOK_ALLOW_PRIVATE):
 * Standard Webhooks signatures checked with the `standardwebhooks` package, retries by the job
 * queue, rotation, test events, resends, the delivery log, the SSRF guard, and disabling.
 * The tests that move the server clock come last: the package checks timestamps on the real one.
 */

/** The first retry's wait here (5 s in production): short, so the retry test waits for it. */
const FIRST_RETRY_MS = 300;
const HOUR = 3600_000;

let server: TestServer;
let receiver: Receiver;
let owner: Account;
let ownerKey: string;

beforeAll(async () => {
  receiver = await startReceiver();
  server = await startTestServer((url) => ({
    publicUrl: url,
    webhookAllowPrivate: true,
    webhookTimeoutMs: 5_000,
    webhookRetryDelaysMs: [FIRST_RETRY_MS, HOUR, 2 * HOUR],
  }));
  await seedFewStock(server, 4);
  owner = await account(server);
  ownerKey = (
    await createTestApiKey(server, { userId: owner.id, workspaceId: owner.ownWorkspaceId })
  ).secret;
}, testTime(180_000));
afterAll(async () => {
  await server.close();
  await receiver.close();
});

async function createEndpoint(
  who: Account,
  url: string,
  events: WebhookEventType[],
  workspaceId = who.ownWorkspaceId,
) {
  const r = await server.call<{ endpoint: WebhookEndpointItem; secret: string }>(
    'POST',
    '/webhooks/create',
    { workspace_id: workspaceId, url, events },
    { token: who.token },
  );
  expect(r.body.code, r.body.message).toBe(200);
  return r.body.data;
}

async function deliveriesOf(who: Account, endpointId: string) {
  const r = await server.call<{ list: WebhookDeliveryItem[]; next_cursor: string | null }>(
    'POST',
    '/webhooks/deliveries',
    { workspace_id: who.ownWorkspaceId, id: endpointId },
    { token: who.token },
  );
  expect(r.body.code, r.body.message).toBe(200);
  return r.body.data.list;
}

/** What a receiver would do: verify with the secret (throws when it does not match). */
const verified = (secret: string, r: { body: string; headers: Record<string, unknown> }) =>
  new Webhook(secret).verify(
    r.body,
    Object.fromEntries(Object.entries(r.headers).map(([k, v]) => [k, String(v)])),
  );

/**
 * Whether `secret` made one of the request's signatures, judged on the request's own timestamp
 * (for the tests that move the server clock, which verify() would call stale).
 */
function signedBy(secret: string, r: { body: string; headers: Record<string, unknown> }) {
  const id = String(r.headers['webhook-id']);
  const at = new Date(Number(r.headers['webhook-timestamp']) * 1000);
  const expected = new Webhook(secret).sign(id, at, r.body);
  return String(r.headers['webhook-signature']).split(' ').includes(expected);
}

const arrived = (path: string, n: number, timeoutMs = 30_000) =>
  eventually(async () => receiver.at(path).length >= n && receiver.at(path), timeoutMs);

describe('webhook deliveries', () => {
  it(
    'a video made through the API is delivered as a signed video.completed with its resource and metadata; a 500 is retried with the same webhook-id',
    async () => {
      const hook = receiver.endpoint(
        (n): Answer =>
          n === 1
            ? { status: 500, body: `${'é'.repeat(10)}${'x'.repeat(5_000)}` }
            : { status: 200, body: 'thanks' },
      );
      const { endpoint, secret } = await createEndpoint(owner, hook.url, [
        'video.completed',
        'video.failed',
      ]);
      expect(secret).toMatch(/^whsec_[A-Za-z0-9+/]+=*$/);
      expect(Buffer.from(secret.slice(6), 'base64')).toHaveLength(32);
      expect(endpoint.secret_prefix).toBe(secret.slice(0, 10));
      // Neither another event's endpoint nor another workspace's hears of it.
      const otherEvent = receiver.endpoint();
      await createEndpoint(owner, otherEvent.url, ['actor.ready']);
      const stranger = await account(server);
      const otherWorkspace = receiver.endpoint();
      await createEndpoint(stranger, otherWorkspace.url, ['video.completed']);

      const made = await publicCall<PublicVideo>(server, 'POST', '/videos', {
        key: ownerKey,
        body: {
          script: scriptOf(100, 'Welcome to our studio. Today we talk about the weather. '),
          actor_id: stockActorId('olivia-studio'),
          voice_id: 'en-ava',
          title: 'Weather',
          metadata: { order: '42', customer: 'Acme' },
        },
      });
      expect(made.status, JSON.stringify(made.body)).toBe(202);

      const [first, second] = await arrived(hook.path, 2, 240_000);
      // Both attempts are the one message: same id and body, each signed afresh.
      expect(second.headers['webhook-id']).toBe(first.headers['webhook-id']);
      expect(String(first.headers['webhook-id'])).toMatch(/^msg_/);
      expect(second.body).toBe(first.body);
      expect(first.headers['content-type']).toBe('application/json');
      for (const request of [first, second]) {
        expect(verified(secret, request)).toBeTruthy();
        // Another secret or a changed body does not verify.
        expect(() =>
          verified(`whsec_${Buffer.alloc(32, 7).toString('base64')}`, request),
        ).toThrow();
        expect(() => verified(secret, { ...request, body: `${request.body} ` })).toThrow();
      }
      const body = verified(secret, second) as {
        type: string;
        timestamp: string;
        data: PublicVideo;
      };
      expect(body.type).toBe('video.completed');
      expect(Number.isNaN(Date.parse(body.timestamp))).toBe(false);
      // The resource as GET /videos/{id} answers it, metadata echoed.
      const got = await publicCall<PublicVideo>(server, 'GET', `/videos/${made.body.id}`, {
        key: ownerKey,
      });
      expect(body.data).toMatchObject({
        id: made.body.id,
        object: 'video',
        status: 'done',
        progress: 100,
        title: 'Weather',
        metadata: { order: '42', customer: 'Acme' },
        error: null,
      });
      // Signed links are made afresh for each; the rest is the same resource.
      const {
        video_url,
        video_url_expires_at,
        srt_url,
        srt_url_expires_at,
        poster_url,
        poster_url_expires_at,
        ...stable
      } = got.body;
      expect(body.data).toMatchObject(stable);
      for (const link of [body.data.video_url, body.data.srt_url, body.data.poster_url])
        expect((await fetch(String(link))).status).toBe(200);

      expect(receiver.at(otherEvent.path)).toEqual([]);
      expect(receiver.at(otherWorkspace.path)).toEqual([]);

      // The log: one delivery of that message, both attempts with what the receiver answered.
      const [delivery, ...more] = await eventually(async () => {
        const list = await deliveriesOf(owner, endpoint.id);
        return list[0]?.status === 'succeeded' && list;
      });
      expect(more).toEqual([]);
      expect(delivery).toMatchObject({
        event_type: 'video.completed',
        message_id: first.headers['webhook-id'],
        status: 'succeeded',
        next_attempt_at: null,
      });
      expect(delivery.attempts).toHaveLength(2);
      const [failed, ok] = delivery.attempts;
      expect(failed).toMatchObject({ status_code: 500, error: 'HTTP 500' });
      // The first 2 kB of the answer, no more (é is two bytes).
      expect(Buffer.byteLength(failed.response_excerpt)).toBe(WEBHOOK_RESPONSE_EXCERPT_BYTES);
      expect(failed.response_excerpt.startsWith(`${'é'.repeat(10)}xxx`)).toBe(true);
      expect(ok).toMatchObject({ status_code: 200, response_excerpt: 'thanks', error: null });
      expect(ok.at - failed.at).toBeGreaterThanOrEqual(FIRST_RETRY_MS);
      for (const a of delivery.attempts) expect(a.duration_ms).toBeGreaterThanOrEqual(0);
    },
    testTime(300_000),
  );

  it('a video that fails is delivered as video.failed with its error', async () => {
    const hook = receiver.endpoint();
    const { endpoint, secret } = await createEndpoint(owner, hook.url, ['video.failed']);
    const project = await newProject(server, owner.token, owner.ownWorkspaceId, null, 'Fails');
    const id = await insertVideoRow(server, {
      workspace_id: owner.ownWorkspaceId,
      project_id: project.id,
      user_id: owner.id,
      video_status: VideoStatus.IN_PROGRESS,
      metadata: JSON.stringify({ order: '7' }),
    });
    await markVideosFailed(server.ctx, [id], 'The voice of this video was deleted');
    const [request] = await arrived(hook.path, 1);
    const body = verified(secret, request) as { type: string; data: PublicVideo };
    expect(body.type).toBe('video.failed');
    expect(body.data).toMatchObject({
      id,
      status: 'failed',
      metadata: { order: '7' },
      error: { message: 'The voice of this video was deleted' },
    });
    // Failing it again (already failed) sends nothing more.
    await markVideosFailed(server.ctx, [id], 'again');
    expect(
      await server.ctx.db
        .selectFrom('webhook_messages')
        .select('id')
        .where('endpoint_id', '=', endpoint.id)
        .execute(),
    ).toHaveLength(1);
  });

  it("an own actor's actor.ready goes to the workspaces its owner manages, not where they are a member", async () => {
    const hook = receiver.endpoint();
    const { secret } = await createEndpoint(owner, hook.url, ['actor.ready', 'actor.failed']);
    const colleague = await account(server);
    const theirs = receiver.endpoint();
    await createEndpoint(colleague, theirs.url, ['actor.ready']);
    // The owner is a member of the colleague's workspace: their own actor is not its business.
    await addMember(server, colleague.ownWorkspaceId, owner.email);
    const actorId = await insertOwnActor(server, owner.email, {
      generate_status: CustomActorStatus.READY,
    });
    await emitActorEvent(server.ctx, actorId);
    const [request] = await arrived(hook.path, 1);
    const body = verified(secret, request) as { type: string; data: { id: string } };
    expect(body).toMatchObject({ type: 'actor.ready', data: { id: actorId, object: 'actor' } });
    expect(receiver.at(theirs.path)).toEqual([]);
  });

  it('a test event and a resend go out at once, the resend with the same webhook-id and body; the log pages newest first', async () => {
    const hook = receiver.endpoint();
    const { endpoint, secret } = await createEndpoint(owner, hook.url, ['voice.ready']);
    const test = await server.call<{ delivery: WebhookDeliveryItem }>(
      'POST',
      '/webhooks/test',
      { workspace_id: owner.ownWorkspaceId, id: endpoint.id },
      { token: owner.token },
    );
    expect(test.body.code, test.body.message).toBe(200);
    const sent = test.body.data.delivery;
    expect(sent).toMatchObject({ event_type: 'webhook.test', status: 'succeeded' });
    expect(sent.attempts).toEqual([
      expect.objectContaining({ status_code: 200, response_excerpt: 'ok', error: null }),
    ]);
    const [request] = receiver.at(hook.path);
    expect(request.headers['webhook-id']).toBe(sent.message_id);
    expect(verified(secret, request)).toMatchObject({
      type: 'webhook.test',
      data: { endpoint_id: endpoint.id },
    });

    const resent = await server.call<{ delivery: WebhookDeliveryItem }>(
      'POST',
      '/webhooks/resend',
      { workspace_id: owner.ownWorkspaceId, delivery_id: sent.id },
      { token: owner.token },
    );
    expect(resent.body.code, resent.body.message).toBe(200);
    expect(resent.body.data.delivery.id).not.toBe(sent.id);
    expect(resent.body.data.delivery).toMatchObject({
      message_id: sent.message_id,
      status: 'succeeded',
    });
    const [, again] = receiver.at(hook.path);
    expect(again.headers['webhook-id']).toBe(sent.message_id);
    expect(again.body).toBe(request.body);
    expect(verified(secret, again)).toBeTruthy();

    // The same through the public API: a third delivery, then the log a page at a time.
    const viaKey = await publicCall<PublicWebhookDelivery>(
      server,
      'POST',
      `/webhooks/${endpoint.id}/test`,
      { key: ownerKey },
    );
    expect(viaKey.status, JSON.stringify(viaKey.body)).toBe(200);
    expect(viaKey.body).toMatchObject({
      object: 'webhook_delivery',
      endpoint_id: endpoint.id,
      event_type: 'webhook.test',
      status: 'succeeded',
    });
    const log = await deliveriesOf(owner, endpoint.id);
    expect(log.map((d) => d.id)).toEqual([viaKey.body.id, resent.body.data.delivery.id, sent.id]);
    const ids: string[] = [];
    let cursor: string | null = null;
    do {
      const page: { body: Page<PublicWebhookDelivery> } = await publicCall(
        server,
        'GET',
        `/webhooks/${endpoint.id}/deliveries?limit=2${cursor ? `&cursor=${cursor}` : ''}`,
        { key: ownerKey },
      );
      ids.push(...page.body.data.map((d) => d.id));
      cursor = page.body.next_cursor;
    } while (cursor);
    expect(ids).toEqual(log.map((d) => d.id));
    const badCursor = await publicCall(
      server,
      'GET',
      `/webhooks/${endpoint.id}/deliveries?cursor=zz`,
      {
        key: ownerKey,
      },
    );
    expect(badCursor.status).toBe(400);
    // Resending another workspace's delivery is not found.
    const stranger = await account(server);
    const theirs = await server.call(
      'POST',
      '/webhooks/resend',
      { workspace_id: stranger.ownWorkspaceId, delivery_id: sent.id },
      { token: stranger.token },
    );
    expect(theirs.body.code).toBe(1004);
  });

  it('the SSRF guard refuses private addresses unless WEBHOOK_ALLOW_PRIVATE is set', async () => {
    const hook = receiver.endpoint();
    const { endpoint } = await createEndpoint(owner, hook.url, ['video.completed']);
    server.config.webhookAllowPrivate = false;
    try {
      for (const [url, refusal] of [
        [hook.url, /The webhook URL must start with https:\/\//],
        [`https://127.0.0.1:${receiver.port}/hook`, /127\.0\.0\.1 is not a public address/],
        ['https://[::1]/hook', /::1 is not a public address/],
        ['https://169.254.169.254/latest', /not a public address/],
      ] as const) {
        const r = await server.call(
          'POST',
          '/webhooks/create',
          { workspace_id: owner.ownWorkspaceId, url, events: ['video.completed'] },
          { token: owner.token },
        );
        expect(r.body.code, url).toBe(1001);
        expect(r.body.message).toMatch(refusal);
      }
      // An endpoint saved while it was allowed is refused at delivery, without a request.
      const test = await server.call<{ delivery: WebhookDeliveryItem }>(
        'POST',
        '/webhooks/test',
        { workspace_id: owner.ownWorkspaceId, id: endpoint.id },
        { token: owner.token },
      );
      expect(test.body.data.delivery.status).toBe('failed');
      expect(test.body.data.delivery.attempts[0]).toMatchObject({ status_code: null });
      expect(test.body.data.delivery.attempts[0].error).toMatch(/https/);
      expect(receiver.at(hook.path)).toEqual([]);
    } finally {
      server.config.webhookAllowPrivate = true;
    }
  });

  it('a delivery whose sender died mid-attempt is sent by the job once its claim lapses; one whose job went missing is queued again', async () => {
    const hook = receiver.endpoint();
    const { endpoint, secret } = await createEndpoint(owner, hook.url, ['voice.ready']);
    const now = server.ctx.now();
    /** A message and its delivery as `fields` leave it, with no job queued for it. */
    const stored = async (fields: {
      status: string;
      attempts: number;
      next_attempt_at: number;
    }) => {
      const id = newId();
      const messageId = newMessageId();
      const body = JSON.stringify({
        type: 'voice.ready',
        timestamp: new Date(now).toISOString(),
        data: { id },
      });
      await server.ctx.db
        .insertInto('webhook_messages')
        .values({
          id: messageId,
          endpoint_id: endpoint.id,
          event_type: 'voice.ready',
          body,
          created_at: now,
        })
        .execute();
      await server.ctx.db
        .insertInto('webhook_deliveries')
        .values({
          id,
          message_id: messageId,
          endpoint_id: endpoint.id,
          kind: 'event',
          created_at: now,
          updated_at: now,
          ...fields,
        })
        .execute();
      return id;
    };

    // Claimed by a sender that died (its claim lapsed a moment ago): the queue's retry of its
    // job takes it over and makes the next attempt.
    const died = await stored({ status: 'sending', attempts: 1, next_attempt_at: now - 1 });
    // A live claim is left alone: the job tries again later instead of sending twice.
    const live = await stored({ status: 'sending', attempts: 1, next_attempt_at: now + HOUR });
    await expect(attemptDelivery(server.ctx, live)).rejects.toThrow(DeliveryNotDueError);
    await queueDeliveryAttempt(server.ctx, died, 2);
    const log = await eventually(async () => {
      const list = await deliveriesOf(owner, endpoint.id);
      return list.find((d) => d.id === died && d.status === 'succeeded');
    });
    expect(log.attempts).toEqual([expect.objectContaining({ status_code: 200 })]);

    // Pending since long ago with no job (the queueing failed): the hourly maintenance queues it.
    const lost = await stored({ status: 'pending', attempts: 0, next_attempt_at: now - HOUR });
    expect((await maintainWebhookDeliveries(server.ctx)).webhook_requeued).toBeGreaterThanOrEqual(
      1,
    );
    await eventually(async () => {
      const list = await deliveriesOf(owner, endpoint.id);
      return list.find((d) => d.id === lost && d.status === 'succeeded');
    });
    const delivered = receiver.at(hook.path);
    expect(delivered).toHaveLength(2);
    for (const request of delivered) expect(verified(secret, request)).toBeTruthy();
    // Nothing was sent for the live claim.
    const live_ = (await deliveriesOf(owner, endpoint.id)).find((d) => d.id === live);
    expect(live_?.attempts).toEqual([]);
  });

  // ---- From here on the server clock moves ----

  it('after a rotation both secrets sign for 24 hours, then only the new one', async () => {
    const hook = receiver.endpoint();
    const { endpoint, secret: old } = await createEndpoint(owner, hook.url, ['video.completed']);
    const rotated = await server.call<{ secret: string }>(
      'POST',
      '/webhooks/rotate-secret',
      { workspace_id: owner.ownWorkspaceId, id: endpoint.id },
      { token: owner.token },
    );
    expect(rotated.body.code, rotated.body.message).toBe(200);
    const fresh = rotated.body.data.secret;
    expect(fresh).not.toBe(old);
    const sendTest = () =>
      server.call(
        'POST',
        '/webhooks/test',
        { workspace_id: owner.ownWorkspaceId, id: endpoint.id },
        {
          token: owner.token,
        },
      );
    await sendTest();
    const [during] = receiver.at(hook.path);
    const signatures = String(during.headers['webhook-signature']).split(' ');
    expect(signatures).toHaveLength(2);
    expect(signatures.every((s) => s.startsWith('v1,'))).toBe(true);
    // Receivers on either secret accept it.
    expect(verified(old, during)).toBeTruthy();
    expect(verified(fresh, during)).toBeTruthy();

    server.advanceClock(WEBHOOK_ROTATION_OVERLAP_MS + 60_000);
    await sendTest();
    const [, after] = receiver.at(hook.path);
    expect(String(after.headers['webhook-signature']).split(' ')).toHaveLength(1);
    expect(signedBy(fresh, after)).toBe(true);
    expect(signedBy(old, after)).toBe(false);
  });

  it('an endpoint failing for 3 days is disabled once and its creator mailed; enabling it again delivers', async () => {
    let failing = true;
    const hook = receiver.endpoint(() =>
      failing ? { status: 503, body: 'down' } : { status: 200 },
    );
    const { endpoint } = await createEndpoint(owner, hook.url, ['voice.failed']);
    const emit = () =>
      emitWebhookEvent(server.ctx, owner.ownWorkspaceId, 'voice.failed', { id: 'voice_1' });
    const endpointNow = async () => {
      const r = await server.call<{ list: WebhookEndpointItem[] }>(
        'POST',
        '/webhooks/list',
        { workspace_id: owner.ownWorkspaceId },
        { token: owner.token },
      );
      return r.body.data.list.find((e) => e.id === endpoint.id);
    };
    const mailsAbout = async () =>
      (await server.mailbox()).filter(
        (m) => m.to.includes(owner.email) && /webhook endpoint/i.test(m.subject),
      );

    await emit();
    // The first attempt and its quick retry fail: failing, but not for long enough.
    await arrived(hook.path, 2);
    await eventually(
      async () => (await deliveriesOf(owner, endpoint.id))[0]?.attempts.length === 2,
    );
    expect(await endpointNow()).toMatchObject({ enabled: true, disabled_reason: null });

    server.advanceClock(WEBHOOK_DISABLE_AFTER_MS + 60_000);
    await emit();
    await eventually(async () => (await endpointNow())?.enabled === false);
    expect(await endpointNow()).toMatchObject({ disabled_reason: 'failing' });
    const [mail, ...others] = await eventually(async () => {
      const mails = await mailsAbout();
      return mails.length > 0 && mails;
    });
    expect(others).toEqual([]);
    // The endpoint's address, defanged like any name a user typed.
    expect(mail.text).toContain(`http[:]//127.0.0.1:${receiver.port}${hook.path}`);
    expect(mail.text).toContain('/settings/webhooks/');

    // Disabled: new events make no delivery for it.
    const before = (await deliveriesOf(owner, endpoint.id)).length;
    expect(await emit()).toEqual([]);
    expect(await deliveriesOf(owner, endpoint.id)).toHaveLength(before);

    failing = false;
    const enabled = await server.call<{ endpoint: WebhookEndpointItem }>(
      'POST',
      '/webhooks/update',
      { workspace_id: owner.ownWorkspaceId, id: endpoint.id, enabled: true },
      { token: owner.token },
    );
    expect(enabled.body.data.endpoint).toMatchObject({ enabled: true, disabled_reason: null });
    const heard = receiver.at(hook.path).length;
    await emit();
    await arrived(hook.path, heard + 1);
    expect(await mailsAbout()).toHaveLength(1);
  });
});
