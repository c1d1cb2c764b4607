import {
  ActorGenerateType,
  CloneStatus,
  CustomActorStatus,
  VideoStatus,
  type WorkProgress,
} from '@talkreel/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startJobWorkers } from '../../jobs/start-job-workers';
import { newId } from '../../lib/ids';
import { signUp } from '../../test/factories';
import { startTestServer, type TestServer } from '../../test/test-server';
import { testTime } from '../../test/test-time';
import { uploaded } from '../actors/custom/test-custom-actors';
import { newProject } from '../tree/test-tree';
import { makeJpeg } from '../uploads/test-uploads';
import { takeVideoForJob } from '../videos/render-scheduler';
import {
  eventually,
  insertOwnActor,
  insertOwnVoice,
  seedFewStock,
  verifiedActors,
  videoTask,
} from '../videos/test-creation';
import { currentWorkspaceOf, userIdOf } from '../workspaces/test-membership';
import { WorkKind, type WorkKindValue } from './work-timings';

type User = { email: string; token: string };
type Video = { id: string; task_id: string; video_status: number; input_text: string };
type WithProgress<T> = T & { progress?: WorkProgress | null };

/** A server whose workers wait until a test starts them, and two users with a project each. */
async function quietServer() {
  const server = await startTestServer({ workers: 'external', renderConcurrency: 1 });
  await seedFewStock(server, 1);
  const users = [await signUp(server), await signUp(server)];
  const projects: string[] = [];
  for (const user of users) {
    const workspace = (await currentWorkspaceOf(server, user.email)) ?? '';
    projects.push((await newProject(server, user.token, workspace, null, 'Waiting')).id);
  }
  return { server, users, projects };
}

async function submit(server: TestServer, user: User, project: string, actors: string[]) {
  const r = await server.call<{ videos: Video[] }>(
    'POST',
    '/video/audio-video/process-batch',
    { tasks: actors.map((actor) => videoTask(project, actor)) },
    { token: user.token },
  );
  expect(r.body.code, r.body.message).toBe(200);
  return r.body.data.videos;
}

async function videoResult(server: TestServer, user: User, video: Video) {
  const r = await server.call<WithProgress<Video>>(
    'POST',
    '/video/callback/result',
    { task_id: video.task_id },
    { token: user.token },
  );
  expect(r.body.code, r.body.message).toBe(200);
  return r.body.data;
}

/** A finished run as this server records it (what a render, actor or clone leaves behind). */
const measuredRun = (server: TestServer, kind: WorkKindValue, inputUnits: number, workMs: number) =>
  server.ctx.db
    .insertInto('work_timings')
    .values({
      id: newId(),
      kind,
      input_units: inputUnits,
      media_seconds: null,
      work_ms: workMs,
      finished_at: server.ctx.now(),
    })
    .execute();

describe('a waiting video: its place in line and an estimate from measured renders', () => {
  let server: TestServer;
  let a: User;
  let b: User;
  let aVideos: Video[];
  let bVideo: Video;
  let projects: string[];

  beforeAll(async () => {
    const quiet = await quietServer();
    server = quiet.server;
    projects = quiet.projects;
    [a, b] = quiet.users;
    aVideos = await submit(server, a, quiet.projects[0], await verifiedActors(server, a, 3));
    [bVideo] = await submit(server, b, quiet.projects[1], await verifiedActors(server, b, 1));
  }, testTime(120_000));
  afterAll(() => server.close());

  it('counts the videos ahead as the fair line serves them; no time until a render was measured', async () => {
    // A's first goes first (oldest); B's one is next, ahead of A's two later ones.
    expect((await videoResult(server, b, bVideo)).progress).toEqual({
      percent: 0,
      ahead: 1,
      remaining_seconds: null,
    });
    // A's own three: first in line, then after B's, then after its own second.
    const aheads = [];
    for (const v of aVideos) aheads.push((await videoResult(server, a, v)).progress?.ahead);
    expect(aheads.sort()).toEqual([0, 2, 3]);
  });

  it('estimates from the measured speed, and from the render’s own pace once it reports', async () => {
    // Two renders measured: 200 ms of work per script character on average.
    await measuredRun(server, WorkKind.VIDEO, 100, 10_000);
    await measuredRun(server, WorkKind.VIDEO, 100, 30_000);
    const chars = bVideo.input_text.length;
    // Every script of the batch helper has the same length.
    const aChars = aVideos[0].input_text.length;
    expect((await videoResult(server, b, bVideo)).progress).toEqual({
      percent: 0,
      ahead: 1,
      remaining_seconds: Math.round((aChars * 200 + chars * 200) / 1000),
    });

    // A render slot takes A's first video and reports half of it done after 10 minutes.
    const taken = await takeVideoForJob(server.ctx, 'slot-1');
    const first = aVideos.find((v) => v.id === taken?.id) as Video;
    await server.ctx.db
      .updateTable('videos')
      .set({ render_progress: 50, render_started_at: server.ctx.now() - 600_000 })
      .where('id', '=', first.id)
      .execute();
    // Half done in 10 minutes: about 10 more (the test's own time on top).
    const left = (await videoResult(server, a, first)).progress;
    expect(left).toMatchObject({ percent: 50, ahead: 0 });
    expect(left?.remaining_seconds).toBeGreaterThanOrEqual(600);
    expect(left?.remaining_seconds).toBeLessThan(620);
    const next = (await videoResult(server, b, bVideo)).progress;
    expect(next).toMatchObject({ percent: 0, ahead: 1 });
    // Then its own render: 200 ms a character (give or take the rounding and the test's time).
    const own = (next?.remaining_seconds ?? 0) - (left?.remaining_seconds ?? 0);
    expect(own).toBeGreaterThanOrEqual(Math.round((chars * 200) / 1000) - 1);
    expect(own).toBeLessThanOrEqual(Math.round((chars * 200) / 1000) + 3);
  });

  it('lists carry the same progress, and a finished video none', async () => {
    const rendering = await server.ctx.db
      .selectFrom('videos')
      .select('id')
      .where('render_job', '=', 'slot-1')
      .executeTakeFirstOrThrow();
    const [done, waiting] = aVideos.filter((v) => v.id !== rendering.id);
    await server.ctx.db
      .updateTable('videos')
      .set({ video_status: VideoStatus.FINISHED })
      .where('id', '=', done.id)
      .execute();
    const r = await server.call<{ videos: WithProgress<Video>[] }>(
      'POST',
      '/video/videos-by-folder-project',
      { project_id: projects[0] },
      { token: a.token },
    );
    expect(r.body.code, r.body.message).toBe(200);
    const byId = new Map(r.body.data.videos.map((v) => [v.id, v.progress]));
    expect(byId.get(rendering.id)).toMatchObject({ percent: 50, ahead: 0 });
    expect(byId.get(done.id) ?? null).toBeNull();
    // Behind the render in hand and B's video (B has none in hand).
    expect(byId.get(waiting.id)).toMatchObject({ percent: 0, ahead: 2 });
  });
});

describe('a real render reports its progress and leaves its timing', () => {
  let server: TestServer;
  let a: User;
  let video: Video;

  beforeAll(async () => {
    const quiet = await quietServer();
    server = quiet.server;
    [a] = quiet.users;
    [video] = await submit(server, a, quiet.projects[0], await verifiedActors(server, a, 1));
  }, testTime(120_000));
  afterAll(() => server.close());

  it('progress moves from 0 towards 100 while it renders; then the run is measured', {
    timeout: testTime(240_000),
  }, async () => {
    const seen: number[] = [];
    await startJobWorkers(server.ctx, { schedule: false });
    const finished = await eventually(async () => {
      const v = await videoResult(server, a, video);
      if (v.progress) seen.push(v.progress.percent);
      return v.video_status === VideoStatus.FINISHED ? v : undefined;
    }, 180_000);
    expect(finished.progress ?? null).toBeNull();
    // Never backwards, and seen between the ends while the render ran.
    expect(seen).toEqual([...seen].sort((x, y) => x - y));
    expect(seen.some((p) => p > 0 && p < 100)).toBe(true);
    const timing = await server.ctx.db
      .selectFrom('work_timings')
      .selectAll()
      .where('kind', '=', WorkKind.VIDEO)
      .executeTakeFirstOrThrow();
    expect(Number(timing.input_units)).toBe(video.input_text.length);
    expect(Number(timing.media_seconds)).toBeGreaterThan(1);
    expect(Number(timing.work_ms)).toBeGreaterThan(0);
  });
});

describe('own actors and voice clones: their line and measured time', () => {
  let server: TestServer;
  let a: User;
  let b: User;

  beforeAll(async () => {
    server = await startTestServer({ workers: 'external' });
    a = await signUp(server);
    b = await signUp(server);
  }, testTime(60_000));
  afterAll(() => server.close());

  const ownActors = async (user: User) => {
    const r = await server.call<{ actors: WithProgress<{ id: string }>[] }>(
      'POST',
      '/video/user-actor-template-videos',
      { current_page: 1, page_size: 20 },
      { token: user.token },
    );
    expect(r.body.code, r.body.message).toBe(200);
    return new Map(r.body.data.actors.map((x) => [x.id, x.progress ?? null]));
  };

  it('an actor waiting behind one being made: its place, then a time once photo actors are measured', async () => {
    const now = server.ctx.now();
    const making = await insertOwnActor(server, b.email, {
      generate_status: CustomActorStatus.PROCESSING,
    });
    const waiting = await insertOwnActor(server, a.email, {
      generate_status: CustomActorStatus.QUEUED,
    });
    const ready = await insertOwnActor(server, a.email);
    await server.ctx.db
      .updateTable('actors')
      .set({ work_started_at: now - 300_000, updated_at: now - 300_000 })
      .where('id', '=', making)
      .execute();
    let mine = await ownActors(a);
    expect(mine.get(waiting)).toEqual({ percent: 0, ahead: 1, remaining_seconds: null });
    expect(mine.get(ready)).toBeNull();

    // Photo actors take 10 min here: the one being made is half done, 5 min left, then 10.
    await measuredRun(server, WorkKind.PHOTO_ACTOR, 1, 600_000);
    const made = (await ownActors(b)).get(making);
    expect(made).toMatchObject({ percent: 50, ahead: 0 });
    expect(made?.remaining_seconds).toBeGreaterThan(280);
    expect(made?.remaining_seconds).toBeLessThanOrEqual(300);
    mine = await ownActors(a);
    expect(mine.get(waiting)).toMatchObject({ percent: 0, ahead: 1 });
    expect(mine.get(waiting)?.remaining_seconds).toBeGreaterThan(880);
    expect(mine.get(waiting)?.remaining_seconds).toBeLessThanOrEqual(900);
    // A video actor is measured apart: none yet, so its time is unknown.
    await server.ctx.db
      .updateTable('actors')
      .set({ generate_type: ActorGenerateType.VIDEO })
      .where('id', '=', waiting)
      .execute();
    expect((await ownActors(a)).get(waiting)).toMatchObject({ remaining_seconds: null });
  });

  it("a new actor's reply already says its place in line", async () => {
    await seedFewStock(server, 1);
    const voice = await server.ctx.db
      .selectFrom('voices')
      .select('id')
      .where('owner_user_id', 'is', null)
      .executeTakeFirstOrThrow();
    const pic = await uploaded(server, a, 'image', await makeJpeg(), 'me.jpg');
    const r = await server.call<{ template_id: string; progress: WorkProgress | null }>(
      'POST',
      '/video/image-to-video',
      {
        user_id: '',
        actor_name: 'Queued me',
        actor_pic: pic,
        audio_name: 'Voice',
        sample_audio_url: voice.id,
      },
      a,
    );
    expect(r.body.code, r.body.message).toBe(200);
    // Behind the one being made and the (now video) one waiting, whose time is unknown.
    expect(r.body.data.progress).toEqual({ percent: 0, ahead: 2, remaining_seconds: null });
  });

  it('a clone task: its place among clones, and its share of the measured time', async () => {
    const now = server.ctx.now();
    const task = async (email: string, startedAt: number | null, createdAt: number) => {
      const id = newId();
      await server.ctx.db
        .insertInto('clone_tasks')
        .values({
          id,
          user_id: await userIdOf(server, email),
          voice_id: await insertOwnVoice(server, email),
          provider: 'local',
          source: 'audio',
          upload_id: newId(),
          status: CloneStatus.PROCESSING,
          error: null,
          deadline_at: now + 600_000,
          created_at: createdAt,
          updated_at: createdAt,
          started_at: startedAt,
        })
        .execute();
      return id;
    };
    const running = await task(b.email, now - 200_000, now - 200_000);
    const mine = await task(a.email, null, now - 1_000);
    const status = async (user: User, id: string) => {
      const r = await server.call<{ progress: WorkProgress | null }>(
        'GET',
        `/audio/processing-status/${id}`,
        undefined,
        { token: user.token },
      );
      expect(r.body.code, r.body.message).toBe(200);
      return r.body.data.progress;
    };
    expect(await status(a, mine)).toEqual({ percent: 0, ahead: 1, remaining_seconds: null });
    // Clones take 800 s here: a quarter done, 600 s left; then the next one's 800 s.
    await measuredRun(server, WorkKind.CLONE, 1, 800_000);
    const first = await status(b, running);
    expect(first).toMatchObject({ percent: 25, ahead: 0 });
    expect(first?.remaining_seconds).toBeGreaterThan(580);
    expect(first?.remaining_seconds).toBeLessThanOrEqual(600);
    const second = await status(a, mine);
    expect(second).toMatchObject({ percent: 0, ahead: 1 });
    expect(second?.remaining_seconds).toBeGreaterThan(1380);
    expect(second?.remaining_seconds).toBeLessThanOrEqual(1400);
  });
});
