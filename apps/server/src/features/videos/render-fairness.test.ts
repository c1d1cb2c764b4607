import { randomBytes } from 'node:crypto';
import { VideoStatus } from '@talkreel/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Config } from '../../config';
import { startJobWorkers } from '../../jobs/start-job-workers';
import { deleteRedisKeys } from '../../ports/queue/queue-contract';
import { signUp } from '../../test/factories';
import { startTestServer, type TestServer } from '../../test/test-server';
import { testTime } from '../../test/test-time';
import { newProject } from '../tree/test-tree';
import { currentWorkspaceOf } from '../workspaces/test-membership';
import { takeVideoForJob } from './render-scheduler';
import { eventually, seedFewStock, verifiedActors, videoTask } from './test-creation';

type User = { email: string; token: string };

/** A server whose workers do not run until the test starts them, with two users and a project each. */
async function quietServer(overrides: Partial<Config> = {}) {
  const server = await startTestServer({ workers: 'external', ...overrides });
  await seedFewStock(server, 1);
  const users = [await signUp(server), await signUp(server)];
  const projects: string[] = [];
  for (const user of users) {
    const workspace = (await currentWorkspaceOf(server, user.email)) ?? '';
    projects.push((await newProject(server, user.token, workspace, null, 'Fair')).id);
  }
  return { server, users, projects };
}

async function submit(server: TestServer, user: User, project: string, actors: string[]) {
  const r = await server.call<{ videos: { id: string }[] }>(
    'POST',
    '/video/audio-video/process-batch',
    { tasks: actors.map((actor) => videoTask(project, actor)) },
    { token: user.token },
  );
  expect(r.body.code, r.body.message).toBe(200);
  return r.body.data.videos.map((v) => v.id);
}

const finish = (server: TestServer, id: string) =>
  server.ctx.db
    .updateTable('videos')
    .set({ video_status: VideoStatus.FINISHED, finished_at: server.ctx.now() })
    .where('id', '=', id)
    .execute();

describe('which waiting video a free render slot takes', () => {
  let server: TestServer;
  let a: User;
  let b: User;
  let aVideos: string[];
  let bVideo: string;
  let aHeld: string;
  let projects: string[];

  beforeAll(async () => {
    ({
      server,
      users: [a, b],
      projects,
    } = await quietServer());
    const aActors = await verifiedActors(server, a, 10);
    const [bActor] = await verifiedActors(server, b, 1);
    // A fills the cap with twenty videos; B then asks for one.
    aVideos = [
      ...(await submit(server, a, projects[0], aActors)),
      ...(await submit(server, a, projects[0], aActors)),
    ];
    [bVideo] = await submit(server, b, projects[1], [bActor]);
  }, testTime(120_000));
  afterAll(() => server.close());

  it("takes B's one video right after A's first, ahead of A's nineteen older ones", async () => {
    // Nobody has been served yet: the oldest waiting video (a batch's videos share one time).
    const first = await takeVideoForJob(server.ctx, 'slot-1');
    expect(aVideos.slice(0, 10)).toContain(first?.id);
    expect(first?.render_job).toBe('slot-1');
    await finish(server, first?.id ?? '');
    // A was served, B never: B's video goes next although nineteen of A's waited longer.
    expect((await takeVideoForJob(server.ctx, 'slot-2'))?.id).toBe(bVideo);
    await finish(server, bVideo);
    aHeld = (await takeVideoForJob(server.ctx, 'slot-3'))?.id ?? '';
    expect(aVideos).toContain(aHeld);
  });

  it('a job that runs again keeps its video; with two slots the user with none in hand goes first', async () => {
    // slot-3 holds one of A's videos: a retry or a takeover of that job continues with it.
    expect((await takeVideoForJob(server.ctx, 'slot-3'))?.id).toBe(aHeld);
    const [bActor] = await verifiedActors(server, b, 1);
    const [bSecond] = await submit(server, b, projects[1], [bActor]);
    // B was served more recently than A, but A has a render in hand and B none.
    expect((await takeVideoForJob(server.ctx, 'slot-4'))?.id).toBe(bSecond);
    // Both users now hold one: A, served longer ago, gets the next slot.
    const next = await takeVideoForJob(server.ctx, 'slot-5');
    expect(aVideos).toContain(next?.id);
    expect(next?.id).not.toBe(aHeld);
    // Once its video is finished, the job has nothing left to do.
    await finish(server, aHeld);
    expect(await takeVideoForJob(server.ctx, 'slot-3')).toBeUndefined();
  });

  it('two slots taking at once never get the same video', async () => {
    const taken = await Promise.all(
      ['race-1', 'race-2', 'race-3'].map((job) => takeVideoForJob(server.ctx, job)),
    );
    const ids = taken.map((v) => v?.id);
    expect(new Set(ids).size).toBe(3);
    const holders = await server.ctx.db
      .selectFrom('videos')
      .select(['id', 'render_job'])
      .where('id', 'in', ids as string[])
      .execute();
    expect(holders.map((h) => h.render_job).sort()).toEqual(['race-1', 'race-2', 'race-3']);
  });
});

/** Real renders through each queue adapter: A queues two videos, B one, then the worker starts. */
function renderOrderThrough(label: string, overrides: () => Partial<Config>) {
  describe(`render order through the ${label}`, () => {
    let server: TestServer;
    let a: User;
    let b: User;
    let projects: string[];

    beforeAll(async () => {
      ({
        server,
        users: [a, b],
        projects,
      } = await quietServer(overrides()));
    }, testTime(120_000));
    afterAll(() => server.close());

    it("renders B's video second, ahead of A's older second video", {
      timeout: testTime(300_000),
    }, async () => {
      const aVideos = await submit(server, a, projects[0], await verifiedActors(server, a, 2));
      const [bActor] = await verifiedActors(server, b, 1);
      const [bVideo] = await submit(server, b, projects[1], [bActor]);
      // The submit made B's speech (to check its length); the render must reuse it.
      const spoken = await server.ctx.db
        .selectFrom('tts_audios')
        .select('id')
        .where('actor_id', '=', bActor)
        .where('text', '=', videoTask('', bActor).text)
        .executeTakeFirstOrThrow();
      await startJobWorkers(server.ctx, { schedule: false });
      const all = [...aVideos, bVideo];
      const rows = await eventually(async () => {
        const r = await server.ctx.db
          .selectFrom('videos')
          .select(['id', 'video_status', 'render_started_at'])
          .where('id', 'in', all)
          .execute();
        return r.every((v) => v.video_status === VideoStatus.FINISHED) && r;
      }, 240_000);
      const order = [...rows]
        .sort((x, y) => Number(x.render_started_at) - Number(y.render_started_at))
        .map((v) => v.id);
      // A's two share a submit time, so either goes first; B's is always second.
      expect(order[1]).toBe(bVideo);
      expect([order[0], order[2]].sort()).toEqual([...aVideos].sort());
      const rendered = await server.ctx.db
        .selectFrom('videos')
        .select('tts_audio_id')
        .where('id', '=', bVideo)
        .executeTakeFirstOrThrow();
      expect(rendered.tts_audio_id).toBe(spoken.id);
    });
  });
}

renderOrderThrough('database queue', () => ({}));

const redisUrl = process.env.REDIS_URL;
const prefix = `talkreel-fair-${randomBytes(4).toString('hex')}`;
if (redisUrl) {
  renderOrderThrough('BullMQ queue', () => ({ redisUrl, queuePrefix: prefix }));
  afterAll(() => deleteRedisKeys(redisUrl, prefix));
} else {
  describe('render order through the BullMQ queue', () => {
    it.skip('needs REDIS_URL (e.g. redis://127.0.0.1:6379)', () => {});
  });
}
