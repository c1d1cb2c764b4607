import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import {
  VideoStatus,
  WORKFLOW_MAX_ATTEMPTS,
  WORKFLOW_RETRY_BASE_MS,
  type WorkflowDelivery,
  workflowDeliveryBody,
} from '@talkreel/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newId } from '../../../lib/ids';
import { deleteRedisKeys, waitFor } from '../../../ports/queue/queue-contract';
import { signUp } from '../../../test/factories';
import { startTestServer, type TestServer } from '../../../test/test-server';
import { jobCompleted } from '../../../test/wait-for-job';
import { newProject, newWorkspace } from '../../tree/test-tree';
import { videoFileKeys } from '../../videos/video-keys';
import { addMember, userIdOf } from '../../workspaces/test-membership';
import { grantAgentAdmin } from '../grant-agent-admin';
import { agentAdmin, signedInSubUser } from '../test-agent';
import { openDailyWindows } from './open-daily-windows';
import { isPublicAddress } from './public-address';
import { claimMs } from './send-delivery';
import {
  type Answer,
  type Receiver,
  startReceiver,
  startSelfSignedReceiver,
} from './test-receiver';
import { runWorkflowRound, scheduleWorkflowTick } from './workflow-tick';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
const TIMEOUT_MS = 1_500;

let server: TestServer;
let receiver: Receiver;

beforeAll(async () => {
  receiver = await startReceiver();
  // Loopback receivers are private addresses on plain http: the operator setting lets them in.
  server = await startTestServer((url) => ({
    publicUrl: url,
    webhookAllowPrivate: true,
    webhookTimeoutMs: TIMEOUT_MS,
  }));
});
afterAll(async () => {
  await server.close();
  await receiver.close();
});

/** The README's verification, as an agent would write it (with the clock passed in). */
function verifySignature(rawBody: string, header: string, secret: string, nowMs: number) {
  const parts = Object.fromEntries(header.split(',').map((p) => p.split('=', 2)));
  const t = Number(parts.t);
  if (!Number.isInteger(t) || Math.abs(nowMs / 1000 - t) > 300) return false;
  const expected = createHmac('sha256', secret).update(`${t}.${rawBody}`).digest();
  const given = Buffer.from(parts.v1 ?? '', 'hex');
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/**
 * An agent made as the operator's CLI makes it, with its admin and one signed-in sub-user,
 * subscribed through the real call to deliver `frequency` videos at the next UTC hour.
 */
async function makeAgent(address: string, frequency: number) {
  const admin = await agentAdmin(server);
  const nextHour = (Math.floor(server.ctx.now() / HOUR) + 1) * HOUR;
  const hourOfDay = new Date(nextHour).getUTCHours();
  const subscribed = await server.call(
    'POST',
    '/agent/set-subscription',
    {
      type: 1,
      agent_id: admin.agentId,
      subscription_time: hourOfDay === 0 ? 24 : hourOfDay,
      subscription_frequency: frequency,
    },
    { token: admin.token },
  );
  expect(subscribed.body.code, subscribed.body.message).toBe(200);
  // POST /agent/set-workflow takes https addresses only; the loopback receiver speaks http.
  await setAddress(admin.agentId, address);
  const sub = await withProject(await signedInSubUser(server, admin));
  return { agentId: admin.agentId, admin, sub, slot: nextHour };
}

const setAddress = (agentId: string, address: string) =>
  server.ctx.db
    .updateTable('agents')
    .set({ workflow: 'Publish', workflow_address: address })
    .where('id', '=', agentId)
    .execute();

/** An account's own workspace and a project in it, to make videos in. */
async function withProject<A extends { id: string; email: string; token: string }>(account: A) {
  const workspaceId = await newWorkspace(server, account.token);
  const project = await newProject(server, account.token, workspaceId, null, 'Launch');
  return { ...account, userId: account.id, workspaceId, projectId: project.id };
}

/** An ordinary account (no agent) with a project. */
async function ordinaryUser() {
  const { token, email } = await signUp(server);
  return withProject({ id: await userIdOf(server, email), email, token });
}

/** A finished video with stored files, as a render leaves it, finished at `finishedAt`. */
async function finishedVideo(
  user: { userId: string; workspaceId: string; projectId: string },
  finishedAt: number,
  script = 'Hello from the studio.',
) {
  const id = newId();
  const keys = videoFileKeys({ id, workspace_id: user.workspaceId });
  for (const [name, key] of Object.entries(keys))
    await server.ctx.storage.put(key, Buffer.from(`${name} of ${id}`), 'application/octet-stream');
  await server.ctx.db
    .insertInto('videos')
    .values({
      id,
      task_id: `task-${id}`,
      workspace_id: user.workspaceId,
      project_id: user.projectId,
      user_id: user.userId,
      actor_id: 'actor',
      actor_name: 'Olivia',
      actor_model_id: 'olivia-studio',
      voice_id: 'voice',
      voice_settings: '{}',
      voice_model_name: null,
      scene_id: null,
      input_text: script,
      video_status: VideoStatus.FINISHED,
      video_key: keys.video,
      compressed_video_key: keys.compressed,
      poster_key: keys.poster,
      srt_key: keys.srt,
      burn_captions: 0,
      tts_audio_id: null,
      duration_ms: 2500,
      error: null,
      retries: 0,
      created_at: finishedAt - MINUTE,
      updated_at: finishedAt,
      finished_at: finishedAt,
      queued_at: null,
      render_job: null,
      render_started_at: null,
    })
    .execute();
  return id;
}

/** Moves the server clock to just past `at`. */
const moveClockPast = (at: number) =>
  server.advanceClock(Math.max(0, at - server.ctx.now()) + 1_000);

async function deliveries(token: string, agentId: string) {
  const r = await server.call<{ signing_secret: string; deliveries: WorkflowDelivery[] }>(
    'POST',
    '/agent/workflow/deliveries',
    { agent_id: agentId },
    { token },
  );
  expect(r.body.code, r.body.message).toBe(200);
  return r.body.data;
}

const testDelivery = (token: string, agentId: string) =>
  server.call<{ delivery: WorkflowDelivery }>(
    'POST',
    '/agent/workflow/test-delivery',
    { agent_id: agentId },
    { token },
  );

const bodyOf = (r: { body: string }) => workflowDeliveryBody.parse(JSON.parse(r.body));
const deliveredVideoIds = (path: string) =>
  receiver
    .at(path)
    .map((r) => bodyOf(r).video.id)
    .sort();

describe('daily workflow delivery', () => {
  it('at the subscription hour posts each new video of its sub-users, signed, with working links', async () => {
    const hook = receiver.endpoint();
    const agent = await makeAgent(hook.url, 5);
    const now = server.ctx.now();
    const first = await finishedVideo(agent.sub, now - 10 * MINUTE, 'First script');
    const second = await finishedVideo(agent.sub, now - 5 * MINUTE, 'Second script');
    // Not the agent's: an ordinary account's video, and one of another agent's sub-user.
    await finishedVideo(await ordinaryUser(), now - 5 * MINUTE);
    const other = await makeAgent(receiver.endpoint().url, 5);
    await finishedVideo(other.sub, now - 5 * MINUTE);
    // Nor one the sub-user made in an outsider's workspace: that is the outsider's work.
    const outsider = await ordinaryUser();
    await addMember(server, outsider.workspaceId, agent.sub.email);
    await finishedVideo(
      { ...outsider, userId: agent.sub.userId },
      now - 5 * MINUTE,
      'In an outsider workspace',
    );

    // Before the hour nothing goes out.
    await runWorkflowRound(server.ctx);
    expect(receiver.at(hook.path)).toEqual([]);

    moveClockPast(agent.slot);
    // Finished after the hour: it belongs to tomorrow's window.
    const late = await finishedVideo(agent.sub, server.ctx.now());
    await runWorkflowRound(server.ctx);
    expect(deliveredVideoIds(hook.path)).toEqual([first, second].sort());

    const { signing_secret, deliveries: list } = await deliveries(agent.admin.token, agent.agentId);
    expect(signing_secret).toMatch(/^whsec_/);
    for (const request of receiver.at(hook.path)) {
      const header = String(request.headers['x-talkreel-signature']);
      expect(verifySignature(request.body, header, signing_secret, server.ctx.now())).toBe(true);
      // A changed body or another key fails the check.
      expect(verifySignature(`${request.body} `, header, signing_secret, server.ctx.now())).toBe(
        false,
      );
      expect(verifySignature(request.body, header, 'whsec_other', server.ctx.now())).toBe(false);
      expect(request.headers['x-talkreel-event']).toBe('video.finished');
      expect(request.headers['content-type']).toBe('application/json');
      const body = bodyOf(request);
      expect(request.headers['x-talkreel-delivery']).toBe(body.delivery_id);
      expect(body).toMatchObject({
        event: 'video.finished',
        agent_id: agent.agentId,
        user: { id: agent.sub.userId, email: agent.sub.email },
        project: { id: agent.sub.projectId, name: 'Launch' },
        video: { duration: 2.5 },
      });
      expect(body.video.script).toBe(body.video.id === first ? 'First script' : 'Second script');
      // The signed links work without credentials and serve the video's own files.
      const video = await fetch(String(body.media.video_url));
      expect(video.status).toBe(200);
      expect(await video.text()).toBe(`video of ${body.video.id}`);
      const srt = await fetch(String(body.media.srt_url));
      expect(await srt.text()).toBe(`srt of ${body.video.id}`);
    }
    expect(list).toHaveLength(2);
    for (const d of list)
      expect(d).toMatchObject({
        kind: 'video',
        status: 'delivered',
        http_status: 200,
        attempts: 1,
        error: null,
        next_attempt_at: null,
      });
    expect(list.map((d) => d.video_id).sort()).toEqual([first, second].sort());
    expect(list.every((d) => d.delivered_at !== null)).toBe(true);

    // Later rounds the same day send nothing more; the next day's window takes only the late one.
    await runWorkflowRound(server.ctx);
    expect(receiver.at(hook.path)).toHaveLength(2);
    moveClockPast(agent.slot + DAY);
    await runWorkflowRound(server.ctx);
    await runWorkflowRound(server.ctx);
    expect(deliveredVideoIds(hook.path)).toEqual([first, second, late].sort());
  });

  it('sends at most subscription_frequency videos a day, the earliest finished first', async () => {
    const hook = receiver.endpoint();
    const agent = await makeAgent(hook.url, 2);
    const now = server.ctx.now();
    const ids = [];
    for (let i = 5; i >= 1; i--) ids.push(await finishedVideo(agent.sub, now - i * MINUTE));
    moveClockPast(agent.slot);
    await runWorkflowRound(server.ctx);
    await runWorkflowRound(server.ctx);
    expect(deliveredVideoIds(hook.path)).toEqual(ids.slice(0, 2).sort());
    const list = (await deliveries(agent.admin.token, agent.agentId)).deliveries;
    expect(list).toHaveLength(2);
  });

  it('an hour moved later the same day opens no second window that day', async () => {
    // "Later the same day" needs an hour after the slot before midnight UTC. The server clock
    // starts at the real time and earlier tests move it on, so the next slot can be 23:00: then
    // the hour after it is tomorrow's, which rightly opens a window of its own.
    const nextSlot = (Math.floor(server.ctx.now() / HOUR) + 1) * HOUR;
    if (new Date(nextSlot).getUTCHours() === 23) server.advanceClock(HOUR);
    const hook = receiver.endpoint();
    const agent = await makeAgent(hook.url, 1);
    expect(new Date(agent.slot).getUTCHours()).not.toBe(23);
    const first = await finishedVideo(agent.sub, server.ctx.now() - MINUTE);
    moveClockPast(agent.slot);
    await runWorkflowRound(server.ctx);
    expect(deliveredVideoIds(hook.path)).toEqual([first]);
    // Finished after today's window.
    const second = await finishedVideo(agent.sub, server.ctx.now());
    // One hour later than today's: due in an hour, but today already had its window.
    const later = new Date(agent.slot + HOUR).getUTCHours();
    const r = await server.call(
      'POST',
      '/agent/set-subscription',
      {
        type: 1,
        agent_id: agent.agentId,
        subscription_time: later === 0 ? 24 : later,
        subscription_frequency: 1,
      },
      { token: agent.admin.token },
    );
    expect(r.body.code).toBe(200);
    moveClockPast(agent.slot + HOUR);
    await runWorkflowRound(server.ctx);
    expect(deliveredVideoIds(hook.path)).toEqual([first]);
    // Tomorrow at the new hour: the next video.
    moveClockPast(agent.slot + DAY + HOUR);
    await runWorkflowRound(server.ctx);
    expect(deliveredVideoIds(hook.path)).toEqual([first, second].sort());
  });

  it('several rounds at once (several workers) deliver each video exactly once', async () => {
    const hook = receiver.endpoint();
    const agent = await makeAgent(hook.url, 10);
    const now = server.ctx.now();
    const ids = [];
    for (let i = 6; i >= 1; i--) ids.push(await finishedVideo(agent.sub, now - i * MINUTE));
    moveClockPast(agent.slot);
    await Promise.all([
      runWorkflowRound(server.ctx),
      runWorkflowRound(server.ctx),
      runWorkflowRound(server.ctx),
    ]);
    await runWorkflowRound(server.ctx);
    expect(deliveredVideoIds(hook.path)).toEqual(ids.sort());
    const rows = await server.ctx.db
      .selectFrom('agent_workflow_deliveries')
      .select(['video_id', 'attempts', 'status'])
      .where('agent_id', '=', agent.agentId)
      .execute();
    expect(rows).toHaveLength(6);
    expect(rows.every((r) => Number(r.attempts) === 1 && r.status === 'delivered')).toBe(true);
  });

  it('retries after a 500 with exponential backoff, then succeeds; reads only the start of a big answer', async () => {
    const hook = receiver.endpoint(
      (n): Answer => (n === 1 ? { status: 500, body: 'x'.repeat(1_000_000) } : { status: 204 }),
    );
    const agent = await makeAgent(hook.url, 1);
    const video = await finishedVideo(agent.sub, server.ctx.now() - MINUTE);
    moveClockPast(agent.slot);
    await runWorkflowRound(server.ctx);
    let [d] = (await deliveries(agent.admin.token, agent.agentId)).deliveries;
    expect(d).toMatchObject({ status: 'retrying', http_status: 500, attempts: 1 });
    expect(d.error).toMatch(/^HTTP 500: x+$/);
    expect(d.error?.length).toBeLessThan(300);
    expect(Date.parse(String(d.next_attempt_at)) - server.ctx.now()).toBeGreaterThan(
      WORKFLOW_RETRY_BASE_MS - 5_000,
    );

    // Not before its time.
    await runWorkflowRound(server.ctx);
    expect(receiver.at(hook.path)).toHaveLength(1);
    server.advanceClock(WORKFLOW_RETRY_BASE_MS);
    await runWorkflowRound(server.ctx);
    [d] = (await deliveries(agent.admin.token, agent.agentId)).deliveries;
    expect(d).toMatchObject({ status: 'delivered', http_status: 204, attempts: 2, error: null });
    const requests = receiver.at(hook.path);
    expect(requests).toHaveLength(2);
    // Both tries are the same delivery of the same video, each signed afresh.
    expect(requests.map((r) => r.headers['x-talkreel-delivery'])).toEqual([d.id, d.id]);
    expect(requests.map((r) => bodyOf(r).video.id)).toEqual([video, video]);
  });

  it('gives up after the last try, with the waits doubling in between', async () => {
    const hook = receiver.endpoint(() => ({ status: 503 }));
    const agent = await makeAgent(hook.url, 1);
    await finishedVideo(agent.sub, server.ctx.now() - MINUTE);
    moveClockPast(agent.slot);
    await runWorkflowRound(server.ctx);
    for (let attempt = 1; attempt < WORKFLOW_MAX_ATTEMPTS; attempt++) {
      const wait = WORKFLOW_RETRY_BASE_MS * 2 ** (attempt - 1);
      // Half the wait is not enough; the whole wait is.
      server.advanceClock(wait / 2);
      await runWorkflowRound(server.ctx);
      expect(receiver.at(hook.path)).toHaveLength(attempt);
      server.advanceClock(wait / 2);
      await runWorkflowRound(server.ctx);
      expect(receiver.at(hook.path)).toHaveLength(attempt + 1);
    }
    const [d] = (await deliveries(agent.admin.token, agent.agentId)).deliveries;
    expect(d).toMatchObject({
      status: 'failed',
      http_status: 503,
      attempts: WORKFLOW_MAX_ATTEMPTS,
      next_attempt_at: null,
    });
    server.advanceClock(DAY);
    await runWorkflowRound(server.ctx);
    expect(receiver.at(hook.path)).toHaveLength(WORKFLOW_MAX_ATTEMPTS);
  });

  it('a delivery whose sender died mid-attempt is taken over once its claim lapses', async () => {
    const hook = receiver.endpoint();
    const agent = await makeAgent(hook.url, 1);
    await finishedVideo(agent.sub, server.ctx.now() - MINUTE);
    moveClockPast(agent.slot);
    expect(await openDailyWindows(server.ctx)).toBe(1);
    // A worker claimed it (as send-delivery does) and died before recording any outcome.
    await server.ctx.db
      .updateTable('agent_workflow_deliveries')
      .set({
        status: 'sending',
        attempts: 1,
        next_attempt_at: server.ctx.now() + claimMs(server.ctx),
      })
      .where('agent_id', '=', agent.agentId)
      .execute();
    // A test delivery interrupted the same way.
    const test = newId();
    await server.ctx.db
      .insertInto('agent_workflow_deliveries')
      .values({
        id: test,
        agent_id: agent.agentId,
        kind: 'test',
        video_id: null,
        status: 'sending',
        attempts: 1,
        http_status: null,
        error: null,
        next_attempt_at: server.ctx.now() + claimMs(server.ctx),
        delivered_at: null,
        created_at: server.ctx.now(),
        updated_at: server.ctx.now(),
      })
      .execute();
    await runWorkflowRound(server.ctx);
    expect(receiver.at(hook.path)).toEqual([]);
    server.advanceClock(claimMs(server.ctx));
    await runWorkflowRound(server.ctx);
    expect(receiver.at(hook.path)).toHaveLength(1);
    const list = (await deliveries(agent.admin.token, agent.agentId)).deliveries;
    expect(list.find((d) => d.kind === 'video')).toMatchObject({
      status: 'delivered',
      attempts: 2,
    });
    expect(list.find((d) => d.id === test)).toMatchObject({ status: 'failed', attempts: 1 });
  });

  it('runs as the recurring job on the queue', async () => {
    const hook = receiver.endpoint();
    const agent = await makeAgent(hook.url, 3);
    const video = await finishedVideo(agent.sub, server.ctx.now() - MINUTE);
    moveClockPast(agent.slot);
    const id = await scheduleWorkflowTick(server.ctx);
    await waitFor(async () => receiver.at(hook.path).length === 1, 20_000);
    expect(deliveredVideoIds(hook.path)).toEqual([video]);
    await jobCompleted(server, id);
    // The tick queued the next minute's before working.
    const next = await server.ctx.db
      .selectFrom('jobs')
      .select(['id', 'status'])
      .where('name', '=', 'agent.workflow-tick')
      .where('status', '=', 'pending')
      .execute();
    expect(next).toHaveLength(1);
    // Left waiting it would tick into the later tests: they drive rounds themselves.
    await server.ctx.db.deleteFrom('jobs').where('id', '=', next[0].id).execute();
  });
});

describe('test delivery', () => {
  it('sends a signed sample now and records its outcome among the deliveries', async () => {
    const hook = receiver.endpoint();
    const agent = await makeAgent(hook.url, 1);
    const r = await testDelivery(agent.admin.token, agent.agentId);
    expect(r.body.code, r.body.message).toBe(200);
    expect(r.body.data.delivery).toMatchObject({
      kind: 'test',
      video_id: null,
      status: 'delivered',
      http_status: 200,
      attempts: 1,
    });
    const [request] = receiver.at(hook.path);
    const { signing_secret, deliveries: list } = await deliveries(agent.admin.token, agent.agentId);
    expect(
      verifySignature(
        request.body,
        String(request.headers['x-talkreel-signature']),
        signing_secret,
        server.ctx.now(),
      ),
    ).toBe(true);
    expect(bodyOf(request)).toMatchObject({ event: 'workflow.test', agent_id: agent.agentId });
    expect(list.map((d) => d.id)).toEqual([r.body.data.delivery.id]);
    // The key stays the same from call to call.
    expect((await deliveries(agent.admin.token, agent.agentId)).signing_secret).toBe(
      signing_secret,
    );
  });

  it('reaches a name through the guarded lookup when the operator allows private addresses', async () => {
    const hook = receiver.endpoint();
    const agent = await makeAgent(`http://localhost:${receiver.port}${hook.path}`, 1);
    const r = await testDelivery(agent.admin.token, agent.agentId);
    expect(r.body.data.delivery).toMatchObject({ status: 'delivered', http_status: 200 });
    expect(receiver.at(hook.path)).toHaveLength(1);
  });

  it('checks the certificate of an https address', async () => {
    const selfSigned = await startSelfSignedReceiver();
    try {
      const agent = await makeAgent(selfSigned.url, 1);
      const r = await testDelivery(agent.admin.token, agent.agentId);
      expect(r.body.data.delivery).toMatchObject({ status: 'failed', http_status: null });
      expect(r.body.data.delivery.error).toMatch(/SELF_SIGNED/);
      expect(selfSigned.requests()).toBe(0);
    } finally {
      await selfSigned.close();
    }
  });

  it('does not follow a redirect', async () => {
    const target = receiver.endpoint();
    const hook = receiver.endpoint(() => ({ status: 302, headers: { location: target.url } }));
    const agent = await makeAgent(hook.url, 1);
    const r = await testDelivery(agent.admin.token, agent.agentId);
    expect(r.body.data.delivery).toMatchObject({ status: 'failed', http_status: 302 });
    expect(r.body.data.delivery.error).toContain('Redirect not followed');
    expect(receiver.at(target.path)).toEqual([]);
  });

  it('gives up on a receiver that does not answer in time', async () => {
    const hook = receiver.endpoint(() => 'hang');
    const agent = await makeAgent(hook.url, 1);
    const r = await testDelivery(agent.admin.token, agent.agentId);
    expect(r.body.data.delivery).toMatchObject({
      status: 'failed',
      http_status: null,
      error: `Timed out after ${TIMEOUT_MS} ms`,
    });
    expect(receiver.at(hook.path)).toHaveLength(1);
  });

  it('a scheduled delivery that times out is retried', async () => {
    const hook = receiver.endpoint((n) => (n === 1 ? 'hang' : { status: 200 }));
    const agent = await makeAgent(hook.url, 1);
    await finishedVideo(agent.sub, server.ctx.now() - MINUTE);
    moveClockPast(agent.slot);
    await runWorkflowRound(server.ctx);
    let [d] = (await deliveries(agent.admin.token, agent.agentId)).deliveries;
    expect(d).toMatchObject({ status: 'retrying', error: `Timed out after ${TIMEOUT_MS} ms` });
    server.advanceClock(WORKFLOW_RETRY_BASE_MS);
    await runWorkflowRound(server.ctx);
    [d] = (await deliveries(agent.admin.token, agent.agentId)).deliveries;
    expect(d).toMatchObject({ status: 'delivered', attempts: 2 });
  });
});

describe('outbound guard without WEBHOOK_ALLOW_PRIVATE', () => {
  it('refuses loopback and private addresses, by literal or by name, and plain http', async () => {
    const hook = receiver.endpoint();
    const agent = await makeAgent(hook.url, 1);
    server.config.webhookAllowPrivate = false;
    try {
      const refusals: [string, RegExp][] = [
        [hook.url, /must start with https/],
        [`https://127.0.0.1:${receiver.port}${hook.path}`, /127\.0\.0\.1 is not a public address/],
        [`https://[::1]:${receiver.port}${hook.path}`, /::1 is not a public address/],
        [`https://[::ffff:127.0.0.1]:${receiver.port}/`, /not a public address/],
        [`https://localhost:${receiver.port}${hook.path}`, /localhost resolves to .*not public/],
        [`https://169.254.169.254/latest/meta-data`, /not a public address/],
        [`https://10.0.0.1/`, /not a public address/],
      ];
      for (const [address, reason] of refusals) {
        await setAddress(agent.agentId, address);
        const r = await testDelivery(agent.admin.token, agent.agentId);
        expect(r.body.data.delivery, address).toMatchObject({
          status: 'failed',
          http_status: null,
        });
        expect(r.body.data.delivery.error, address).toMatch(reason);
      }
      // A scheduled delivery to such an address fails at once: retrying cannot help.
      await setAddress(agent.agentId, `https://localhost:${receiver.port}${hook.path}`);
      await finishedVideo(agent.sub, server.ctx.now() - MINUTE);
      moveClockPast(agent.slot);
      await runWorkflowRound(server.ctx);
      const scheduled = (await deliveries(agent.admin.token, agent.agentId)).deliveries.find(
        (d) => d.kind === 'video',
      );
      expect(scheduled).toMatchObject({ status: 'failed', attempts: 1, next_attempt_at: null });
    } finally {
      server.config.webhookAllowPrivate = true;
    }
    expect(receiver.at(hook.path)).toEqual([]);
  });

  it('knows the non-public ranges', () => {
    const refused = [
      '0.1.2.3',
      '10.1.2.3',
      '100.64.0.1',
      '100.127.255.254',
      '127.0.0.1',
      '169.254.169.254',
      '172.16.0.1',
      '172.31.255.255',
      '192.168.1.1',
      '224.0.0.1',
      '255.255.255.255',
      '::',
      '::1',
      '::ffff:127.0.0.1',
      '::ffff:8.8.8.8',
      'fc00::1',
      'fd12:3456::1',
      'fe80::1',
      'ff02::1',
      '64:ff9b::7f00:1',
      'localhost',
    ];
    const allowed = ['8.8.8.8', '1.1.1.1', '100.128.0.1', '172.32.0.1', '2606:4700::1111'];
    expect(refused.filter(isPublicAddress)).toEqual([]);
    expect(allowed.filter((a) => !isPublicAddress(a))).toEqual([]);
  });
});

describe('rights', () => {
  it('only an agent admin of that very agent may list deliveries or send a test', async () => {
    const hook = receiver.endpoint();
    const agent = await makeAgent(hook.url, 1);
    const otherAgent = await makeAgent(receiver.endpoint().url, 1);
    const stranger = await signUp(server);
    const plainAdmin = await signUp(server);
    await grantAgentAdmin(server.ctx, plainAdmin.email);
    const callers = {
      stranger: stranger.token,
      'agent admin without this agent': plainAdmin.token,
      "another agent's admin": otherAgent.admin.token,
      'a sub-user': agent.sub.token,
      "another agent's sub-user": otherAgent.sub.token,
    };
    for (const [who, token] of Object.entries(callers)) {
      for (const url of ['/agent/workflow/deliveries', '/agent/workflow/test-delivery']) {
        const r = await server.call('POST', url, { agent_id: agent.agentId }, { token });
        expect(r.body.code, `${who} ${url}`).toBe(1003);
      }
    }
    const anonymous = await server.call('POST', '/agent/workflow/deliveries', {
      agent_id: agent.agentId,
    });
    expect(anonymous.body.code).toBe(1002);
    const missing = await server.call(
      'POST',
      '/agent/workflow/deliveries',
      {},
      { token: agent.admin.token },
    );
    expect(missing.body.code).toBe(1001);
    expect(receiver.at(hook.path)).toEqual([]);
    expect(
      await server.ctx.db
        .selectFrom('agent_workflow_deliveries')
        .select('id')
        .where('agent_id', '=', agent.agentId)
        .execute(),
    ).toEqual([]);
  });
});

// The same tick on BullMQ when a Redis is at hand (the database queue is covered above).
const bullmqBackends = process.env.REDIS_URL ? [process.env.REDIS_URL] : [];
it.each(bullmqBackends)('the recurring tick delivers through BullMQ (%s)', async (redisUrl) => {
  const queuePrefix = `talkreel-test-${randomBytes(4).toString('hex')}`;
  const main = server;
  server = await startTestServer({
    redisUrl,
    queuePrefix,
    webhookAllowPrivate: true,
    webhookTimeoutMs: TIMEOUT_MS,
  });
  try {
    expect(server.ctx.queue.kind).toBe('bullmq');
    const hook = receiver.endpoint();
    const agent = await makeAgent(hook.url, 2);
    const video = await finishedVideo(agent.sub, server.ctx.now() - MINUTE);
    moveClockPast(agent.slot);
    await scheduleWorkflowTick(server.ctx);
    await waitFor(async () => receiver.at(hook.path).length === 1, 20_000);
    expect(deliveredVideoIds(hook.path)).toEqual([video]);
    await waitFor(async () => {
      const [d] = (await deliveries(agent.admin.token, agent.agentId)).deliveries;
      return d?.status === 'delivered';
    });
  } finally {
    await server.close();
    server = main;
    await deleteRedisKeys(redisUrl, queuePrefix);
  }
});
