import {
  Code,
  MAX_TALKING_VIDEO_SECONDS,
  MAX_VIDEOS_IN_PROGRESS_PER_USER,
  MAX_VIDEOS_IN_PROGRESS_PER_WORKSPACE,
  speechTooLongMessage,
  VideoStatus,
  videosInProgressMessage,
} from '@talkreel/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUp } from '../../test/factories';
import { startTestServer, type TestServer } from '../../test/test-server';
import { testTime } from '../../test/test-time';
import { stockActorId } from '../stock/stock-selection';
import { newProject } from '../tree/test-tree';
import { speechMetrics } from '../voices/speech/speech-cache';
import { addMember, currentWorkspaceOf, userIdOf } from '../workspaces/test-membership';
import {
  scriptOf,
  seedFewStock,
  snapshotCreation,
  verifiedActors,
  videoTask,
} from './test-creation';

type User = { email: string; token: string };
type Reply = { status: number; body: { code: number; message: string } };

let server: TestServer;

// Workers stay off: videos stay in progress, so the counts are exactly what the tests queued.
beforeAll(async () => {
  server = await startTestServer({ workers: 'external' });
  // The first eleven stock voices (six espeak and four Flite English ones first) include the
  // Mandarin one (zh-xiaomei).
  await seedFewStock(server, 11);
}, testTime(120_000));
afterAll(() => server.close());

const batch = (user: User, project: string, actors: string[], extra = {}) =>
  server.call(
    'POST',
    '/video/audio-video/process-batch',
    { tasks: actors.map((actor) => videoTask(project, actor, extra)) },
    { token: user.token },
  );
const retry = (user: User, ids: string[]) =>
  server.call(
    'POST',
    '/video/retry-failed-video',
    { tasks: ids.map((failed_video_id) => ({ failed_video_id })) },
    { token: user.token },
  );
const accepted = (r: Reply) => expect(r.body, r.body.message).toMatchObject({ code: 200 });
const slowDown = (r: Reply, message: string) => {
  expect(r.status).toBe(429);
  expect(r.body).toMatchObject({ code: Code.SLOW_DOWN, message });
};

/** The user's videos in progress, oldest first. */
const inProgressOf = async (user: User) =>
  (
    await server.ctx.db
      .selectFrom('videos')
      .select('id')
      .where('user_id', '=', await userIdOf(server, user.email))
      .where('video_status', '=', VideoStatus.IN_PROGRESS)
      .orderBy('created_at')
      .orderBy('id')
      .execute()
  ).map((v) => v.id);

/** Sets videos' status directly, as a render that failed or finished would leave them. */
const setStatus = (ids: string[], video_status: number) =>
  server.ctx.db.updateTable('videos').set({ video_status }).where('id', 'in', ids).execute();

describe('caps of videos in progress', () => {
  let a: User;
  let b: User;
  let c: User;
  let project: string;
  const actors = new Map<User, string[]>();

  beforeAll(async () => {
    [a, b, c] = [await signUp(server), await signUp(server), await signUp(server)];
    const workspace = (await currentWorkspaceOf(server, a.email)) ?? '';
    await addMember(server, workspace, b.email);
    await addMember(server, workspace, c.email);
    project = (await newProject(server, a.token, workspace, null, 'Busy')).id;
    for (const user of [a, b, c]) actors.set(user, await verifiedActors(server, user, 10));
  }, testTime(120_000));

  it(`refuses a batch past ${MAX_VIDEOS_IN_PROGRESS_PER_USER} per user with 1011, writing nothing`, async () => {
    const mine = actors.get(a) ?? [];
    accepted(await batch(a, project, mine));
    accepted(await batch(a, project, mine));
    expect(await inProgressOf(a)).toHaveLength(MAX_VIDEOS_IN_PROGRESS_PER_USER);
    const before = await snapshotCreation(server);
    slowDown(
      await batch(a, project, mine.slice(0, 1)),
      videosInProgressMessage('user', MAX_VIDEOS_IN_PROGRESS_PER_USER, 1),
    );
    expect(await snapshotCreation(server)).toEqual(before);
  });

  it("refuses a retry that would take the videos' maker past the cap, even by a member", async () => {
    const mine = actors.get(a) ?? [];
    // Two of A's renders failed; A fills the room they left with two new videos.
    const failed = (await inProgressOf(a)).slice(0, 2);
    await setStatus(failed, VideoStatus.FAILED);
    accepted(await batch(a, project, mine.slice(0, 2)));
    const before = await snapshotCreation(server);
    // B has room of their own, but the videos are A's.
    slowDown(
      await retry(b, failed),
      videosInProgressMessage('user', MAX_VIDEOS_IN_PROGRESS_PER_USER, 2),
    );
    slowDown(
      await retry(a, failed),
      videosInProgressMessage('user', MAX_VIDEOS_IN_PROGRESS_PER_USER, 2),
    );
    expect(await snapshotCreation(server)).toEqual(before);
  });

  it(`refuses a batch past ${MAX_VIDEOS_IN_PROGRESS_PER_WORKSPACE} per workspace, though its user has room`, async () => {
    accepted(await batch(b, project, actors.get(b) ?? []));
    accepted(await batch(b, project, actors.get(b) ?? []));
    accepted(await batch(c, project, actors.get(c) ?? []));
    // A 20, B 20, C 10: the workspace is full; C alone could add ten more.
    const before = await snapshotCreation(server);
    slowDown(
      await batch(c, project, (actors.get(c) ?? []).slice(0, 1)),
      videosInProgressMessage('workspace', MAX_VIDEOS_IN_PROGRESS_PER_WORKSPACE, 1),
    );
    expect(await snapshotCreation(server)).toEqual(before);
  });

  it('refuses a retry past the workspace cap, and takes it once there is room', async () => {
    const failed = (await inProgressOf(c)).slice(0, 2);
    await setStatus(failed, VideoStatus.FAILED);
    accepted(await batch(c, project, (actors.get(c) ?? []).slice(0, 2)));
    const before = await snapshotCreation(server);
    slowDown(
      await retry(c, failed),
      videosInProgressMessage('workspace', MAX_VIDEOS_IN_PROGRESS_PER_WORKSPACE, 2),
    );
    expect(await snapshotCreation(server)).toEqual(before);
    // Two of B's renders finish: the retry fits now.
    await setStatus((await inProgressOf(b)).slice(0, 2), VideoStatus.FINISHED);
    const r = await retry(c, failed);
    accepted(r);
    const statuses = await server.ctx.db
      .selectFrom('videos')
      .select('video_status')
      .where('id', 'in', failed)
      .execute();
    expect(statuses.map((s) => s.video_status)).toEqual([1, 1]);
  });

  it('concurrent batches never slip past the cap together', async () => {
    const d = await signUp(server);
    const workspace = (await currentWorkspaceOf(server, d.email)) ?? '';
    const own = (await newProject(server, d.token, workspace, null, 'Race')).id;
    const mine = await verifiedActors(server, d, 10);
    // Room for two batches of ten; three arrive at once.
    const replies = await Promise.all([1, 2, 3].map(() => batch(d, own, mine)));
    expect(replies.map((r) => r.body.code).sort((x, y) => x - y)).toEqual([
      200,
      200,
      Code.SLOW_DOWN,
    ]);
    expect(await inProgressOf(d)).toHaveLength(MAX_VIDEOS_IN_PROGRESS_PER_USER);
  });
});

describe('scripts whose speech would pass 2 minutes', () => {
  let e: User;
  let project: string;
  const olivia = stockActorId('olivia-studio');

  beforeAll(async () => {
    e = await signUp(server);
    const workspace = (await currentWorkspaceOf(server, e.email)) ?? '';
    project = (await newProject(server, e.token, workspace, null, 'Long')).id;
    for (const [voice_id, text] of [
      ['zh-xiaomei', '你好。'],
      ['en-ava', 'Hello.'],
    ]) {
      const r = await server.call(
        'POST',
        '/audio/tts/generate',
        { text, voice_id, actor_id: olivia },
        { token: e.token },
      );
      expect(r.body.code, r.body.message).toBe(200);
    }
  });

  it('are refused at submit with 1001 naming the limit; nothing is queued; the speech is cached', {
    timeout: testTime(120_000),
  }, async () => {
    // 1500 Chinese characters: inside the script limit, about six minutes of espeak speech.
    const text = scriptOf(1500, '今天我们来谈谈天气和大海，还有远方的朋友。');
    const before = await snapshotCreation(server);
    const r = await batch(e, project, [olivia], { text, voice_id: 'zh-xiaomei' });
    expect(r.status).toBe(400);
    expect(r.body.code).toBe(Code.INVALID_INPUT);
    const seconds = Number(/spoken for (\d+) seconds/.exec(r.body.message)?.[1]);
    expect(seconds).toBeGreaterThan(MAX_TALKING_VIDEO_SECONDS);
    expect(r.body.message).toBe(speechTooLongMessage(seconds));
    expect(r.body.message).toContain('at most 2 minutes');
    const after = await snapshotCreation(server);
    // No video, job or usage; only the speech cache gained the synthesised audio.
    expect({ ...after, tts: [] }).toEqual({ ...before, tts: [] });
    expect(after.tts.length).toBe(before.tts.length + 1);
    // Asking again is refused from the cache, without synthesising anew.
    const syntheses = speechMetrics.syntheses;
    const again = await batch(e, project, [olivia], { text, voice_id: 'zh-xiaomei' });
    expect(again.body).toMatchObject({ code: Code.INVALID_INPUT, message: r.body.message });
    expect(speechMetrics.syntheses).toBe(syntheses);
  });

  it('accepts 1500 characters of English, which speak inside 2 minutes, caching the speech for the render', {
    timeout: testTime(120_000),
  }, async () => {
    const text = scriptOf(1500, 'We talk about the weather and the sea today. ');
    const r = await server.call<{ videos: { id: string }[] }>(
      'POST',
      '/video/audio-video/process-batch',
      { tasks: [videoTask(project, olivia, { text })] },
      { token: e.token },
    );
    accepted(r);
    const cached = await server.ctx.db
      .selectFrom('tts_audios')
      .select('duration_ms')
      .where('text', '=', text)
      .where('actor_id', '=', olivia)
      .executeTakeFirstOrThrow();
    expect(Number(cached.duration_ms)).toBeLessThanOrEqual(MAX_TALKING_VIDEO_SECONDS * 1000);
  });
});
