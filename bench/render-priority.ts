/**
 * Render priority bench (issue 24): a user's video submitted while the stock library's idle
 * videos are being rendered (as for minutes after a first start), against the same video on an
 * idle server. Prints render seconds ÷ video seconds for each, and the user's wait. With
 * `--no-priority` the idle videos are made user jobs, as every job was before priorities, to
 * show the figure they replace.
 *
 * In-process server on a temp SQLite data dir, the database queue, RENDER_CONCURRENCY 1. It stops
 * by itself (a hard limit ends it) and deletes its data. Run with `npm run bench:priority`.
 */
import { VideoStatus } from '@talkreel/contract';
import { seedStockLibrary } from '../apps/server/src/features/stock/seed-stock';
import { stockActorId } from '../apps/server/src/features/stock/stock-selection';
import { enqueueJob } from '../apps/server/src/jobs/enqueue-job';
import { jobDefinitions } from '../apps/server/src/jobs/job-names';
import { signUp } from '../apps/server/src/test/factories';
import { startTestServer, type TestServer } from '../apps/server/src/test/test-server';

const HARD_LIMIT_MS = 8 * 60_000;
const ACTOR = 'olivia-studio';
type User = { email: string; token: string };

const withoutPriority = process.argv.includes('--no-priority');
if (withoutPriority) {
  // Before priorities every job competed only with its own concurrency.
  (jobDefinitions['stock.idle-video'] as { priority: string }).priority = 'user';
}

const limit = setTimeout(() => {
  console.error(`render-priority: gave up after ${HARD_LIMIT_MS / 60_000} minutes`);
  process.exit(1);
}, HARD_LIMIT_MS);

/** About nine seconds of speech, distinct per seed so no two videos share it. */
const script = (seed: string) =>
  `${seed} walks along the harbour in the morning, greets the fishermen, buys bread and coffee, and talks about the weather, the boats and the sea.`;

async function ok<T>(server: TestServer, user: User, path: string, body: unknown): Promise<T> {
  const r = await server.call<T>('POST', path, body, { token: user.token });
  if (r.body.code !== 200) throw new Error(`${path}: ${r.body.code} ${r.body.message}`);
  return r.body.data;
}

/** Submits one video and waits for it; its render time (taken to finished) over its length. */
async function oneVideo(server: TestServer, user: User, project: string, text: string) {
  const submitted = performance.now();
  const reply = await ok<{ videos: { id: string; task_id: string }[] }>(
    server,
    user,
    '/video/audio-video/process-batch',
    {
      tasks: [
        {
          text,
          voice_id: 'en-ava',
          voice_settings: { speed: 1 },
          project_id: project,
          actor_id: stockActorId(ACTOR),
        },
      ],
    },
  );
  for (;;) {
    const v = await ok<{ video_status: number }>(server, user, '/video/callback/result', {
      task_id: reply.videos[0].task_id,
    });
    if (v.video_status === VideoStatus.FAILED) throw new Error('the timed video failed');
    if (v.video_status === VideoStatus.FINISHED) break;
    await new Promise((r) => setTimeout(r, 100));
  }
  const wait = (performance.now() - submitted) / 1000;
  const row = await server.ctx.db
    .selectFrom('videos')
    .select(['render_started_at', 'finished_at', 'duration_ms'])
    .where('id', '=', reply.videos[0].id)
    .executeTakeFirstOrThrow();
  const render = (Number(row.finished_at) - Number(row.render_started_at)) / 1000;
  const seconds = Number(row.duration_ms) / 1000;
  return { wait, render, seconds, ratio: render / seconds };
}

const idleJobs = async (server: TestServer, status: 'running' | 'completed') =>
  Number(
    (
      await server.ctx.db
        .selectFrom('jobs')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('name', '=', 'stock.idle-video')
        .where('status', '=', status)
        .executeTakeFirstOrThrow()
    ).n,
  );

async function main() {
  const server = await startTestServer({ renderConcurrency: 1 });
  try {
    await seedStockLibrary(server.ctx, { idleVideos: false });
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
    await ok(server, user, '/audio/tts/generate', {
      text: 'Hello.',
      voice_id: 'en-ava',
      actor_id: stockActorId(ACTOR),
    });

    // One untimed render warms the process up; the next is the figure on an idle server.
    await oneVideo(server, user, project.id, script('Warm'));
    const alone = await oneVideo(server, user, project.id, script('Alone'));

    // The library's idle videos queued as a first start queues them; one is under way.
    const stock = await server.ctx.db
      .selectFrom('actors')
      .select('id')
      .where('source', '=', 'stock')
      .execute();
    for (const a of stock) await enqueueJob(server.ctx, 'stock.idle-video', { actor_id: a.id });
    while ((await idleJobs(server, 'running')) === 0) await new Promise((r) => setTimeout(r, 50));
    const idleBefore = await idleJobs(server, 'completed');
    const behind = await oneVideo(server, user, project.id, script('Behind'));
    const idleDuring = (await idleJobs(server, 'completed')) - idleBefore;

    const fmt = (r: typeof alone) =>
      `${r.render.toFixed(1)} s of render for ${r.seconds.toFixed(1)} s of video = ${r.ratio.toFixed(2)} (submit to finished ${r.wait.toFixed(1)} s)`;
    console.log(
      [
        `priorities: ${withoutPriority ? 'off (idle videos as user jobs)' : 'on (idle videos are background jobs)'}`,
        `idle server: ${fmt(alone)}`,
        `behind ${stock.length} queued idle videos: ${fmt(behind)}`,
        `idle videos finished meanwhile: ${idleDuring}`,
        `render ratio behind the stock work ÷ alone = ${(behind.ratio / alone.ratio).toFixed(2)}`,
      ].join('\n'),
    );
  } finally {
    await server.close();
    clearTimeout(limit);
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
