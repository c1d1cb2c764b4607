import {
  Code,
  type Page,
  type Problem,
  type PublicWebhookEndpoint,
  WEBHOOK_ENDPOINTS_MAX,
  type WebhookEndpointItem,
} from '@talkreel/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApiKey, publicCall } from '../../test/api-key-factory';
import { startTestServer, type TestServer } from '../../test/test-server';
import { type Account, account, team } from '../members/test-team';
import { addMember } from '../workspaces/test-membership';

/**
 * Managing webhook endpoints through real HTTP, on the settings screen's calls and the public
 * API alike: what is stored and shown, who may manage them, and other workspaces' endpoints.
 */

let server: TestServer;

beforeAll(async () => {
  // Private addresses are refused here: endpoints name public https addresses (never called).
  server = await startTestServer({ webhookAllowPrivate: false });
});
afterAll(() => server.close());

const HOOK = 'https://8.8.8.8/hooks/talkreel';

const call = <T>(who: { token: string }, url: string, body: Record<string, unknown>) =>
  server.call<T>('POST', url, body, { token: who.token });

async function create(who: Account, body: Record<string, unknown> = {}) {
  const r = await call<{ endpoint: WebhookEndpointItem; secret: string }>(who, '/webhooks/create', {
    workspace_id: who.ownWorkspaceId,
    url: HOOK,
    events: ['video.completed'],
    ...body,
  });
  expect(r.body.code, r.body.message).toBe(200);
  return r.body.data;
}

const list = async (who: Account, workspaceId = who.ownWorkspaceId) => {
  const r = await call<{ list: WebhookEndpointItem[] }>(who, '/webhooks/list', {
    workspace_id: workspaceId,
  });
  expect(r.body.code, r.body.message).toBe(200);
  return r.body.data;
};

const keyOf = async (who: { id: string }, workspaceId: string) =>
  (await createTestApiKey(server, { userId: who.id, workspaceId })).secret;

describe('webhook endpoints on the settings screen', () => {
  it('creates, lists, updates and deletes; the secret is shown once and never listed', async () => {
    const owner = await account(server);
    const made = await create(owner, {
      events: ['voice.ready', 'video.completed', 'video.completed'],
      description: '  Orders system ',
    });
    expect(made.endpoint).toMatchObject({
      url: HOOK,
      // Once each, in the catalogue's order.
      events: ['video.completed', 'voice.ready'],
      description: 'Orders system',
      enabled: true,
      disabled_reason: null,
      secret_prefix: made.secret.slice(0, 10),
    });
    const listed = await list(owner);
    expect(listed.list).toEqual([made.endpoint]);
    expect(JSON.stringify(listed)).not.toContain(made.secret.slice(10));

    const updated = await call<{ endpoint: WebhookEndpointItem }>(owner, '/webhooks/update', {
      workspace_id: owner.ownWorkspaceId,
      id: made.endpoint.id,
      url: 'https://8.8.4.4/other',
      events: ['actor.failed'],
      enabled: false,
    });
    expect(updated.body.code, updated.body.message).toBe(200);
    expect(updated.body.data.endpoint).toMatchObject({
      url: 'https://8.8.4.4/other',
      events: ['actor.failed'],
      description: 'Orders system',
      enabled: false,
      // A person disabled it, not the server.
      disabled_reason: null,
    });

    const deleted = await call(owner, '/webhooks/delete', {
      workspace_id: owner.ownWorkspaceId,
      id: made.endpoint.id,
    });
    expect(deleted.body.code).toBe(200);
    expect((await list(owner)).list).toEqual([]);
  });

  it('refuses bad input with 1001: no events, unknown events, an address the guard refuses, too many endpoints', async () => {
    const owner = await account(server);
    for (const [body, message] of [
      [{ events: [] }, /at least one event/],
      [{ events: ['video.completed', 'video.exploded'] }, /Events are/],
      [{ url: 'http://8.8.8.8/hook' }, /must start with https/],
      [{ url: 'https://127.0.0.1/hook' }, /not a public address/],
      [{ url: 'https://user:pw@8.8.8.8/hook' }, /user name or password/],
      [{ url: 'not a url' }, /not a valid URL/],
      [{ description: 'a\u202eb' }, /control characters/],
    ] as const) {
      const fine = { url: HOOK, events: ['video.completed'] };
      const r = await call(owner, '/webhooks/create', {
        workspace_id: owner.ownWorkspaceId,
        ...fine,
        ...body,
      });
      expect(r.body.code, JSON.stringify(body)).toBe(Code.INVALID_INPUT);
      expect(r.body.message).toMatch(message);
    }
    for (let i = 0; i < WEBHOOK_ENDPOINTS_MAX; i++) await create(owner);
    const over = await call(owner, '/webhooks/create', {
      workspace_id: owner.ownWorkspaceId,
      url: HOOK,
      events: ['video.completed'],
    });
    expect(over.body.code).toBe(Code.INVALID_INPUT);
    expect((await list(owner)).list).toHaveLength(WEBHOOK_ENDPOINTS_MAX);
  });

  it('only owners and admins manage webhooks: a member is refused (1003) on every call', async () => {
    const { owner, member, workspaceId } = await team(server);
    const { endpoint } = await create(owner);
    const admin = await account(server);
    await addMember(server, workspaceId, admin.email, 'admin');
    // An admin manages them like the owner.
    expect((await list(admin, workspaceId)).list.map((e) => e.id)).toEqual([endpoint.id]);

    const ids = { workspace_id: workspaceId, id: endpoint.id };
    for (const [url, body] of [
      ['/webhooks/list', { workspace_id: workspaceId }],
      ['/webhooks/create', { workspace_id: workspaceId, url: HOOK, events: ['video.failed'] }],
      ['/webhooks/update', { ...ids, enabled: false }],
      ['/webhooks/delete', ids],
      ['/webhooks/rotate-secret', ids],
      ['/webhooks/test', ids],
      ['/webhooks/deliveries', ids],
      ['/webhooks/resend', { workspace_id: workspaceId, delivery_id: 'any' }],
    ] as const) {
      const r = await call(member, url, body);
      expect(r.body.code, url).toBe(Code.ACCESS_RESTRICTED);
    }
    expect((await list(admin, workspaceId)).list).toEqual([
      expect.objectContaining({ id: endpoint.id, enabled: true, events: ['video.completed'] }),
    ]);

    // The same on the public API: a member's key gets 403 problems.
    const memberKey = await keyOf(member, workspaceId);
    const r = await publicCall<Problem>(server, 'GET', '/webhooks', { key: memberKey });
    expect(r.status).toBe(403);
    expect(r.body.code).toBe(Code.ACCESS_RESTRICTED);
    const made = await publicCall<Problem>(server, 'POST', '/webhooks', {
      key: memberKey,
      body: { url: HOOK, events: ['video.completed'] },
    });
    expect(made.status).toBe(403);
  });

  it("another workspace's endpoint is not found (1004 in one's own workspace, 1003 naming theirs)", async () => {
    const owner = await account(server);
    const stranger = await account(server);
    const { endpoint } = await create(owner);
    for (const url of [
      '/webhooks/update',
      '/webhooks/delete',
      '/webhooks/rotate-secret',
      '/webhooks/test',
      '/webhooks/deliveries',
    ]) {
      const mine = await call(stranger, url, {
        workspace_id: stranger.ownWorkspaceId,
        id: endpoint.id,
      });
      expect(mine.body.code, url).toBe(Code.NOT_FOUND);
      const theirs = await call(stranger, url, {
        workspace_id: owner.ownWorkspaceId,
        id: endpoint.id,
      });
      expect(theirs.body.code, url).toBe(Code.ACCESS_RESTRICTED);
    }
    expect((await list(owner)).list).toEqual([endpoint]);
  });
});

describe('webhook endpoints on the public API', () => {
  it('POST /webhooks answers 201 with the secret once; GET, PATCH and DELETE manage it; lists page', async () => {
    const owner = await account(server);
    const key = await keyOf(owner, owner.ownWorkspaceId);
    const made = await publicCall<PublicWebhookEndpoint & { secret: string }>(
      server,
      'POST',
      '/webhooks',
      { key, body: { url: HOOK, events: ['video.completed', 'video.failed'] } },
    );
    expect(made.status, JSON.stringify(made.body)).toBe(201);
    expect(made.body).toMatchObject({
      object: 'webhook_endpoint',
      url: HOOK,
      events: ['video.completed', 'video.failed'],
      enabled: true,
      disabled_reason: null,
    });
    expect(made.body.secret).toMatch(/^whsec_/);
    expect(made.body.secret_prefix).toBe(made.body.secret.slice(0, 10));
    expect(Number.isNaN(Date.parse(made.body.created_at))).toBe(false);
    const { secret, ...resource } = made.body;

    const got = await publicCall<PublicWebhookEndpoint>(server, 'GET', `/webhooks/${resource.id}`, {
      key,
    });
    expect(got.status).toBe(200);
    expect(got.body).toEqual(resource);
    expect(JSON.stringify(got.body)).not.toContain(secret.slice(10));

    const patched = await publicCall<PublicWebhookEndpoint>(
      server,
      'PATCH',
      `/webhooks/${resource.id}`,
      { key, body: { events: ['actor.ready'], enabled: false } },
    );
    expect(patched.status, JSON.stringify(patched.body)).toBe(200);
    expect(patched.body).toMatchObject({ events: ['actor.ready'], enabled: false, url: HOOK });
    const refused = await publicCall<Problem>(server, 'PATCH', `/webhooks/${resource.id}`, {
      key,
      body: { url: 'https://10.0.0.1/hook' },
    });
    expect(refused.status).toBeGreaterThanOrEqual(400);
    expect(refused.status).toBeLessThan(500);
    expect(refused.body.code).toBe(Code.INVALID_INPUT);

    const rotated = await publicCall<{ secret: string }>(
      server,
      'POST',
      `/webhooks/${resource.id}/rotate-secret`,
      { key },
    );
    expect(rotated.status).toBe(200);
    expect(rotated.body.secret).toMatch(/^whsec_/);
    expect(rotated.body.secret).not.toBe(secret);

    // A second and third endpoint, then the list a page at a time, oldest first.
    const more = [];
    for (const url of ['https://8.8.4.4/a', 'https://8.8.4.4/b']) {
      const r = await publicCall<PublicWebhookEndpoint>(server, 'POST', '/webhooks', {
        key,
        body: { url, events: ['voice.ready'] },
      });
      more.push(r.body.id);
    }
    const first = await publicCall<Page<PublicWebhookEndpoint>>(
      server,
      'GET',
      '/webhooks?limit=2',
      {
        key,
      },
    );
    expect(first.body.data.map((e) => e.id)).toEqual([resource.id, more[0]]);
    const second = await publicCall<Page<PublicWebhookEndpoint>>(
      server,
      'GET',
      `/webhooks?limit=2&cursor=${first.body.next_cursor}`,
      { key },
    );
    expect(second.body).toEqual({
      data: [expect.objectContaining({ id: more[1] })],
      next_cursor: null,
    });

    const deleted = await publicCall(server, 'DELETE', `/webhooks/${resource.id}`, { key });
    expect(deleted.status).toBe(204);
    const gone = await publicCall<Problem>(server, 'GET', `/webhooks/${resource.id}`, { key });
    expect(gone.status).toBe(404);
  });

  it("another workspace's key gets 404 on this workspace's endpoint, and changes nothing", async () => {
    const owner = await account(server);
    const stranger = await account(server);
    const { endpoint } = await create(owner);
    const key = await keyOf(stranger, stranger.ownWorkspaceId);
    for (const [method, path, body] of [
      ['GET', `/webhooks/${endpoint.id}`, undefined],
      ['PATCH', `/webhooks/${endpoint.id}`, { enabled: false }],
      ['DELETE', `/webhooks/${endpoint.id}`, undefined],
      ['POST', `/webhooks/${endpoint.id}/rotate-secret`, undefined],
      ['POST', `/webhooks/${endpoint.id}/test`, undefined],
      ['GET', `/webhooks/${endpoint.id}/deliveries`, undefined],
    ] as const) {
      const r = await publicCall<Problem>(server, method, path, { key, body });
      expect(r.status, `${method} ${path}`).toBe(404);
      expect(r.body.code).toBe(Code.NOT_FOUND);
    }
    const theirs = await publicCall<Page<PublicWebhookEndpoint>>(server, 'GET', '/webhooks', {
      key,
    });
    expect(theirs.body).toEqual({ data: [], next_cursor: null });
    expect((await list(owner)).list).toEqual([endpoint]);
  });
});
