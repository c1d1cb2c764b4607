/**
 * Render fairness load test (issue 7): while user A floods the server with 50 batches, how long
 * does user B wait for one video, in units of one render measured in the same run? Goal: <= 2.
 *
 * In-process server on a random loopback port over a temp SQLite data dir, the database queue,
 * RENDER_CONCURRENCY 1, a few stock actors (no idle videos). It stops by itself (a hard limit
 * ends it) and deletes its data. Run with `npm run bench:fairness`.
 */
import { MAX_VIDEOS_IN_PROGRESS_PER_USER, VideoStatus } from '@talkreel/contract';
import { seedStockLibrary } from '../apps/server/src/features/stock/seed-stock';
import { stockActorId } from '../apps/server/src/features/stock/stock-selection';
import { signUp } from '../apps/server/src/test/factories';
import { startTestServer, type TestServer } from '../apps/server/src/test/test-server';

const BATCHES = 50;
const ACTOR_KEYS = ['olivia-studio', 'maya-office', 'grace-news', 'nia-living', 'margaret-class'];
const HARD_LIMIT_MS = 6 * 60_000;
type User = { email: string; token: string };

const limit = setTimeout(() => {
  console.error(`render-fairness: gave up after ${HARD_LIMIT_MS / 60_000} minutes`);
  process.exit(1);
}, HARD_LIMIT_MS);

/** A script of exactly `length` characters, distinct per seed so no two videos share speech. */
const script = (seed: string, length = 120) => {
  let text = '';
  while (text.length < length) text += `${seed} talks about the weather and the sea. `;
  return `${text.slice(0, length - 1).trimEnd()}.`;
};

async function ok<T>(server: TestServer, user: User, path: string, body: unknown): Promise<T> {
  const r = await server.call<T>('POST', path, body, { token: user.token });
  if (r.body.code !== 200) throw new Error(`${path}: ${r.body.code} ${r.body.message}`);
  return r.body.data;
}

async function userWithProject(server: TestServer, actorKeys: string[]) {
  const user = await signUp(server);
  const row = await server.ctx.db
    .selectFrom('users')
    .select('latest_workspace_id')
    .where('email', '=', user.email)
    .executeTakeFirstOrThrow();
  const { project } = await ok<{ project: { id: string } }>(server, user, '/sidebar/project', {
    name: 'Bench',
    folder_id: null,
    workspace_id: row.latest_workspace_id,
  });
  // Each actor-voice pair needs a verified preview before a batch may use it.
  for (const key of actorKeys)
    await ok(server, user, '/audio/tts/generate', {
      text: 'Hello.',
      voice_id: 'en-ava',
      actor_id: stockActorId(key),
    });
  return { user, project: project.id };
}

const tasks = (project: string, actorKeys: string[], text: string) => ({
  tasks: actorKeys.map((key) => ({
    text,
    voice_id: 'en-ava',
    voice_settings: { speed: 1 },
    project_id: project,
    actor_id: stockActorId(key),
  })),
});

/** Milliseconds from the submit call until the video reads as finished through the API. */
async function timeOneVideo(server: TestServer, user: User, project: string, text: string) {
  const started = performance.now();
  const reply = await ok<{ videos: { task_id: string }[] }>(
    server,
    user,
    '/video/audio-video/process-batch',
    tasks(project, [ACTOR_KEYS[0]], text),
  );
  const taskId = reply.videos[0].task_id;
  for (;;) {
    const v = await ok<{ video_status: number }>(server, user, '/video/callback/result', {
      task_id: taskId,
    });
    if (v.video_status === VideoStatus.FINISHED) return performance.now() - started;
    if (v.video_status === VideoStatus.FAILED) throw new Error('the timed video failed');
    await new Promise((r) => setTimeout(r, 100));
  }
}

async function main() {
  const server = await startTestServer({ renderConcurrency: 1 });
  try {
    await seedStockLibrary(server.ctx, { limit: ACTOR_KEYS.length, idleVideos: false });
    const a = await userWithProject(server, ACTOR_KEYS);
    const b = await userWithProject(server, [ACTOR_KEYS[0]]);

    // One untimed render warms the process up (fonts, wasm, caches); the next is the unit.
    await timeOneVideo(server, b.user, b.project, script('Warm'));
    const oneRender = await timeOneVideo(server, b.user, b.project, script('Solo'));

    // A sends fifty batches of five at once; the caps let four in and refuse the rest.
    const flood = await Promise.all(
      Array.from({ length: BATCHES }, (_, i) =>
        server.call(
          'POST',
          '/video/audio-video/process-batch',
          tasks(a.project, ACTOR_KEYS, script(`Flood ${i}`)),
          {
            token: a.user.token,
          },
        ),
      ),
    );
    const accepted = flood.filter((r) => r.body.code === 200).length;
    const refused = flood.filter((r) => r.body.code === 1011).length;
    const other = BATCHES - accepted - refused;

    const bWait = await timeOneVideo(server, b.user, b.project, script('Second'));
    const aFinished = await server.ctx.db
      .selectFrom('videos')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('project_id', '=', a.project)
      .where('video_status', '=', VideoStatus.FINISHED)
      .executeTakeFirstOrThrow();

    const ratio = bWait / oneRender;
    console.log(
      [
        `user A: ${BATCHES} batches of ${ACTOR_KEYS.length} -> ${accepted} accepted (${accepted * ACTOR_KEYS.length} videos, cap ${MAX_VIDEOS_IN_PROGRESS_PER_USER}), ${refused} refused with 1011${other ? `, ${other} other` : ''}`,
        `one render (submit to finished, idle queue): ${(oneRender / 1000).toFixed(1)} s`,
        `user B's video behind A's flood: ${(bWait / 1000).toFixed(1)} s; A's videos finished meanwhile: ${Number(aFinished.n)}`,
        `B's wait / one render = ${ratio.toFixed(2)} (goal <= 2)`,
      ].join('\n'),
    );
  } finally {
    // Waits for the render in hand (at most one), then deletes the temp data dir.
    await server.close();
    clearTimeout(limit);
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
