import {
  API_PROJECT_NAME,
  Code,
  MAX_VIDEOS_IN_PROGRESS_PER_USER,
  type Page,
  type Problem,
  type PublicVideo,
  VideoStatus,
} from '@talkreel/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApiKey, publicCall } from '../../../../test/api-key-factory';
import { signUp } from '../../../../test/factories';
import { startTestServer, type TestServer } from '../../../../test/test-server';
import { testTime } from '../../../../test/test-time';
import { stockActorId } from '../../../stock/stock-selection';
import { listProjects, newProject } from '../../../tree/test-tree';
import {
  eventually,
  fetchText,
  insertOwnActor,
  insertVideoRow,
  probeLink,
  scriptOf,
  seedFewStock,
  snapshotCreation,
} from '../../../videos/test-creation';
import { currentWorkspaceOf, userIdOf } from '../../../workspaces/test-membership';
import { NO_OWN_VOICE } from './create-video';

type User = { email: string; token: string; id: string; workspace: string; key: string };

let server: TestServer;
let owner: User;
let outsider: User;
const olivia = stockActorId('olivia-studio');
const maya = stockActorId('maya-office');
const script = scriptOf(100, 'Welcome to our studio. Today we talk about the weather. ');

async function newUser(scope: 'read' | 'write' = 'write'): Promise<User> {
  const { email, token } = await signUp(server);
  const id = await userIdOf(server, email);
  const workspace = (await currentWorkspaceOf(server, email)) ?? '';
  const key = (await createTestApiKey(server, { userId: id, workspaceId: workspace, scope }))
    .secret;
  return { email, token, id, workspace, key };
}

const call = <T = PublicVideo>(
  user: { key: string },
  method: string,
  path: string,
  body?: unknown,
) => publicCall<T>(server, method, path, { key: user.key, body });

/** GET /videos/{id} until it is done or failed. */
const settledVideo = (user: User, id: string) =>
  eventually(async () => {
    const r = await call(user, 'GET', `/videos/${id}`);
    expect(r.status).toBe(200);
    return (r.body.status === 'done' || r.body.status === 'failed') && r.body;
  }, 180_000);

/** No render job waiting or running: fake queued rows a job could take are safe to insert. */
const rendersIdle = () =>
  eventually(async () => {
    const busy = await server.ctx.db
      .selectFrom('jobs')
      .select('id')
      .where('name', '=', 'video.render')
      .where('status', 'in', ['pending', 'running'])
      .execute();
    return busy.length === 0;
  }, 180_000);

beforeAll(async () => {
  server = await startTestServer((url) => ({ publicUrl: url }));
  await seedFewStock(server, 4);
  owner = await newUser();
  outsider = await newUser();
}, testTime(180_000));
afterAll(async () => {
  await server?.close();
}, testTime(120_000));

describe('POST /videos to a downloadable MP4', () => {
  let queued: PublicVideo;
  let done: PublicVideo;

  beforeAll(async () => {
    const r = await call(owner, 'POST', '/videos', {
      script,
      actor_id: olivia,
      title: 'Weather',
      metadata: { order: 'A-17', customer: 'north' },
    });
    expect(r.status, JSON.stringify(r.body)).toBe(202);
    queued = r.body;
    done = await settledVideo(owner, queued.id);
  }, testTime(240_000));

  it("answers 202 at once with the queued video, its actor's own voice and no files yet", async () => {
    const actor = await server.ctx.db
      .selectFrom('actors')
      .select('default_voice_id')
      .where('id', '=', olivia)
      .executeTakeFirstOrThrow();
    expect(queued).toMatchObject({
      object: 'video',
      // A worker may take the render before the reply is read back (seen on PostgreSQL).
      status: expect.stringMatching(/^(queued|rendering)$/),
      progress: expect.any(Number),
      title: 'Weather',
      script,
      actor_id: olivia,
      voice_id: actor.default_voice_id,
      speed: 1,
      captions: false,
      video_url: null,
      error: null,
      metadata: { order: 'A-17', customer: 'north' },
      completed_at: null,
    });
    expect(Date.parse(queued.created_at)).not.toBeNaN();
  });

  it('is done with a signed MP4, SRT and poster, each with its expiry, and the metadata echoed', async () => {
    expect(done, JSON.stringify(done.error)).toMatchObject({
      status: 'done',
      progress: 100,
      error: null,
      metadata: { order: 'A-17', customer: 'north' },
    });
    expect(done.duration_seconds).toBeGreaterThan(1);
    expect(Date.parse(done.completed_at ?? '')).toBeGreaterThanOrEqual(Date.parse(done.created_at));
    for (const link of ['video_url', 'srt_url', 'poster_url'] as const) {
      expect(done[link]).toMatch(new RegExp(`^${server.url}/`));
      expect(Date.parse(done[`${link}_expires_at`] ?? '')).toBeGreaterThan(Date.now());
    }
    const probe = await probeLink(server, done.video_url ?? '');
    expect(probe).toMatchObject({
      width: 720,
      height: 1280,
      videoCodec: 'h264',
      audioCodec: 'aac',
    });
    expect(probe.durationSec).toBeCloseTo(done.duration_seconds ?? 0, 0);
    expect(await fetchText(server, done.srt_url ?? '')).toContain('Welcome');
  });

  it('went to the workspace\'s "API" project, which the web app\'s tree lists, made once', async () => {
    const tree = await listProjects(server, owner.token, owner.workspace, 'uncategorized');
    const api = tree.projects.filter((p) => p.name === API_PROJECT_NAME);
    expect(api.map((p) => p.id)).toEqual([done.project_id]);

    const again = await call(owner, 'POST', '/videos', { script, actor_id: maya });
    expect(again.status).toBe(202);
    expect(again.body.project_id).toBe(done.project_id);
    const projects = await server.ctx.db
      .selectFrom('projects')
      .select('id')
      .where('workspace_id', '=', owner.workspace)
      .where('name', '=', API_PROJECT_NAME)
      .execute();
    expect(projects).toHaveLength(1);
    // Deleted at once: its render job ends without a video (and makes nothing).
    expect((await call(owner, 'DELETE', `/videos/${again.body.id}`)).status).toBe(204);
  });

  it('goes to a named project of the workspace with the chosen speed and captions', async () => {
    const project = (await newProject(server, owner.token, owner.workspace, null, 'Launch')).id;
    const r = await call(owner, 'POST', '/videos', {
      script,
      actor_id: maya,
      project_id: project,
      speed: 1.2,
      captions: true,
    });
    expect(r.status, JSON.stringify(r.body)).toBe(202);
    expect(r.body).toMatchObject({
      project_id: project,
      speed: 1.2,
      captions: true,
      title: null,
      metadata: null,
    });
    const row = await server.ctx.db
      .selectFrom('videos')
      .select(['burn_captions', 'voice_settings'])
      .where('id', '=', r.body.id)
      .executeTakeFirstOrThrow();
    expect(row.burn_captions).toBe(1);
    expect(JSON.parse(row.voice_settings)).toMatchObject({ speed: 1.2 });
    expect((await call(owner, 'DELETE', `/videos/${r.body.id}`)).status).toBe(204);
  });
});

describe('refusals of POST /videos, each creating nothing', () => {
  // The videos deleted above leave render jobs that end on their own; snapshots count jobs.
  beforeAll(() => rendersIdle(), testTime(240_000));

  it('a read key cannot create (403)', async () => {
    const reader = {
      key: (
        await createTestApiKey(server, {
          userId: owner.id,
          workspaceId: owner.workspace,
          scope: 'read',
        })
      ).secret,
    };
    const before = await snapshotCreation(server);
    const r = await call<Problem>(reader, 'POST', '/videos', { script, actor_id: olivia });
    expect(r.status).toBe(403);
    expect(r.headers.get('content-type')).toContain('application/problem+json');
    expect(r.body).toMatchObject({ status: 403, code: Code.ACCESS_RESTRICTED });
    expect(await snapshotCreation(server)).toEqual(before);
  });

  it("another user's actor, another workspace's project and unknown ids are 404, never 403", async () => {
    const theirActor = await insertOwnActor(server, outsider.email);
    const theirProject = (
      await newProject(server, outsider.token, outsider.workspace, null, 'Theirs')
    ).id;
    const before = await snapshotCreation(server);
    for (const body of [
      { script, actor_id: theirActor, voice_id: 'en-ava' },
      { script, actor_id: olivia, project_id: theirProject },
      { script, actor_id: 'no-such-actor' },
      { script, actor_id: olivia, voice_id: 'no-such-voice' },
    ]) {
      const r = await call<Problem>(owner, 'POST', '/videos', body);
      expect(r.status, JSON.stringify(body)).toBe(404);
      expect(r.body.code).toBe(Code.NOT_FOUND);
    }
    expect(await snapshotCreation(server)).toEqual(before);
  });

  it('a body breaking the schema is 422 naming the field, and so is an actor without a voice of its own', async () => {
    const voiceless = await insertOwnActor(server, owner.email);
    const before = await snapshotCreation(server);
    const short = await call<Problem>(owner, 'POST', '/videos', {
      script: scriptOf(99),
      actor_id: olivia,
    });
    expect(short.status).toBe(422);
    expect(short.body.errors?.map((e) => e.field)).toContain('body.script');
    const meta = await call<Problem>(owner, 'POST', '/videos', {
      script,
      actor_id: olivia,
      metadata: { n: 1 },
    });
    expect(meta.status).toBe(422);
    expect(meta.body.errors?.[0].field).toBe('body.metadata.n');
    const r = await call<Problem>(owner, 'POST', '/videos', { script, actor_id: voiceless });
    expect(r.status).toBe(422);
    expect(r.body).toMatchObject({ code: Code.INVALID_INPUT, detail: NO_OWN_VOICE });
    expect(await snapshotCreation(server)).toEqual(before);
  });

  it('an actor still being made is 409; past the cap of videos in progress is 429', async () => {
    const user = await newUser();
    const making = await insertOwnActor(server, user.email, { generate_status: 1 });
    const notReady = await call<Problem>(user, 'POST', '/videos', {
      script,
      actor_id: making,
      voice_id: 'en-ava',
    });
    expect(notReady.status).toBe(409);
    expect(notReady.body.code).toBe(Code.OPERATION_FAILED);

    const project = (await newProject(server, user.token, user.workspace, null, 'Busy')).id;
    // Held by a job of their own, so no render job takes them.
    for (let i = 0; i < MAX_VIDEOS_IN_PROGRESS_PER_USER; i++) {
      await insertVideoRow(server, {
        workspace_id: user.workspace,
        project_id: project,
        user_id: user.id,
        video_status: VideoStatus.IN_PROGRESS,
        render_job: 'held-elsewhere',
      });
    }
    const before = await snapshotCreation(server);
    const full = await call<Problem>(user, 'POST', '/videos', { script, actor_id: olivia });
    expect(full.status).toBe(429);
    expect(full.body).toMatchObject({ status: 429, code: Code.SLOW_DOWN });
    expect(await snapshotCreation(server)).toEqual(before);
  });
});

describe('GET /videos/{id} and DELETE /videos/{id}', () => {
  it("another workspace's key gets 404 for this workspace's video, to read and to delete", async () => {
    const project = (await newProject(server, owner.token, owner.workspace, null, 'Private')).id;
    const id = await insertVideoRow(server, {
      workspace_id: owner.workspace,
      project_id: project,
      user_id: owner.id,
      video_status: VideoStatus.FAILED,
      error: 'The voice needs a speech provider that is not configured',
    });
    const mine = await call(owner, 'GET', `/videos/${id}`);
    expect(mine.status).toBe(200);
    expect(mine.body).toMatchObject({
      status: 'failed',
      error: {
        code: 'render_failed',
        message: 'The voice needs a speech provider that is not configured',
      },
    });
    for (const method of ['GET', 'DELETE']) {
      const r = await call<Problem>(outsider, method, `/videos/${id}`);
      expect(r.status).toBe(404);
      expect(r.body).toMatchObject({ status: 404, code: Code.NOT_FOUND });
    }
    expect((await call(owner, 'GET', `/videos/${id}`)).status).toBe(200);
  });

  it('DELETE answers 204, removes the row and its files; then the video is 404', async () => {
    const project = (await newProject(server, owner.token, owner.workspace, null, 'Bin')).id;
    const id = await insertVideoRow(server, {
      workspace_id: owner.workspace,
      project_id: project,
      user_id: owner.id,
      video_status: VideoStatus.FINISHED,
    });
    const key = `videos/${owner.workspace}/${id}/video.mp4`;
    await server.ctx.storage.put(key, Buffer.from('mp4'), 'video/mp4');
    const r = await call(owner, 'DELETE', `/videos/${id}`);
    expect(r.status).toBe(204);
    expect(r.body).toBeNull();
    expect((await call(owner, 'GET', `/videos/${id}`)).status).toBe(404);
    expect(
      await server.ctx.db.selectFrom('videos').select('id').where('id', '=', id).executeTakeFirst(),
    ).toBeUndefined();
    expect(await server.ctx.storage.head(key)).toBeNull();
  });
});

describe('GET /videos', () => {
  let user: User;
  let projectA: string;
  let projectB: string;
  const base = Date.parse('2026-03-01T00:00:00Z');
  const ids: Record<string, string> = {};

  beforeAll(async () => {
    await rendersIdle();
    user = await newUser();
    projectA = (await newProject(server, user.token, user.workspace, null, 'A')).id;
    projectB = (await newProject(server, user.token, user.workspace, null, 'B')).id;
    // Seven videos a minute apart; two share a creation time (ties break by id).
    const rows: [string, number, string, number, string | null][] = [
      ['v1', base + 1 * 60_000, projectA, VideoStatus.FINISHED, null],
      ['v2', base + 2 * 60_000, projectA, VideoStatus.FAILED, null],
      ['v3', base + 3 * 60_000, projectB, VideoStatus.FINISHED, null],
      ['v4', base + 3 * 60_000, projectB, VideoStatus.FINISHED, null],
      ['v5', base + 4 * 60_000, projectA, VideoStatus.IN_PROGRESS, 'held-elsewhere'],
      ['v6', base + 5 * 60_000, projectB, VideoStatus.IN_PROGRESS, 'held-elsewhere'],
      ['v7', base + 6 * 60_000, projectA, VideoStatus.FINISHED, null],
    ];
    for (const [name, at, project, status, job] of rows) {
      ids[name] = await insertVideoRow(server, {
        workspace_id: user.workspace,
        project_id: project,
        user_id: user.id,
        video_status: status,
        render_job: job,
        created_at: at,
        queued_at: at,
      });
    }
    // One queued (held by no job) is made last, once no render job can take it.
    ids.v8 = await insertVideoRow(server, {
      workspace_id: user.workspace,
      project_id: projectB,
      user_id: user.id,
      video_status: VideoStatus.IN_PROGRESS,
      created_at: base + 7 * 60_000,
      queued_at: base + 7 * 60_000,
    });
  }, testTime(240_000));

  const list = (query: string) => call<Page<PublicVideo>>(user, 'GET', `/videos?${query}`);

  /** Every page of a query, following next_cursor. */
  async function allPages(query: string) {
    const seen: string[] = [];
    let cursor: string | null = null;
    let pages = 0;
    do {
      const r = await list(`${query}${cursor ? `&cursor=${cursor}` : ''}`);
      expect(r.status, JSON.stringify(r.body)).toBe(200);
      expect(r.body.data.length).toBeLessThanOrEqual(3);
      seen.push(...r.body.data.map((v) => v.id));
      cursor = r.body.next_cursor;
      pages++;
    } while (cursor);
    return { seen, pages };
  }

  const newestFirst = () => {
    const v3v4 = [ids.v3, ids.v4].sort().reverse();
    return [ids.v8, ids.v7, ids.v6, ids.v5, ...v3v4, ids.v2, ids.v1];
  };

  it('pages newest first by cursor over more videos than the limit, each once', async () => {
    const { seen, pages } = await allPages('limit=3');
    expect(seen).toEqual(newestFirst());
    expect(pages).toBe(3);
    const other = await call<Page<PublicVideo>>(owner, 'GET', '/videos?limit=100');
    expect(other.body.data.map((v) => v.id)).not.toContain(ids.v1);
  });

  it('filters by status, project and creation range', async () => {
    const idsOf = async (query: string) => (await allPages(`limit=3&${query}`)).seen;
    expect(await idsOf('status=done')).toEqual([
      ids.v7,
      ...[ids.v3, ids.v4].sort().reverse(),
      ids.v1,
    ]);
    expect(await idsOf('status=failed')).toEqual([ids.v2]);
    expect(await idsOf('status=rendering')).toEqual([ids.v6, ids.v5]);
    expect(await idsOf('status=queued')).toEqual([ids.v8]);
    expect(await idsOf(`project_id=${projectB}`)).toEqual([
      ids.v8,
      ids.v6,
      ...[ids.v3, ids.v4].sort().reverse(),
    ]);
    const after = new Date(base + 2 * 60_000).toISOString();
    const before = new Date(base + 5 * 60_000).toISOString();
    expect(await idsOf(`created_after=${after}&created_before=${before}`)).toEqual([
      ids.v5,
      ...[ids.v3, ids.v4].sort().reverse(),
    ]);
    expect(await idsOf(`status=done&project_id=${projectA}`)).toEqual([ids.v7, ids.v1]);
  });

  it('refuses a limit over 100, an unknown status and a forged cursor with 400', async () => {
    for (const query of [
      'limit=101',
      'limit=0',
      'status=finished',
      'cursor=bm90LWEtY3Vyc29y',
      'created_after=yesterday',
    ]) {
      const r = await list(query);
      expect(r.status, query).toBe(400);
      expect(r.headers.get('content-type')).toContain('application/problem+json');
    }
  });
});
