/**
 * Personalised batch bench (issue 28): a batch of 200 rows (`--rows N`) of ~10 s videos through
 * the in-process worker, against one single render measured in the same run. Prints rows per
 * minute, the time to the first finished video (goal <= 15 s), the total as a ratio to rows x one
 * render (goal <= 1.05) and the wait of a second user's single video started mid-batch, in
 * renders (goal <= 2). Run on a quiet machine: `node --import tsx bench/personalise.ts`.
 */
import { type BatchItem, DEFAULT_VIDEO_VOICE_SETTINGS, VideoStatus } from '@talkreel/contract';
import { seedStockLibrary } from '../apps/server/src/features/stock/seed-stock';
import { stockActorId } from '../apps/server/src/features/stock/stock-selection';
import { signUp } from '../apps/server/src/test/factories';
import { startTestServer, type TestServer } from '../apps/server/src/test/test-server';

const ROWS = Number(process.argv[process.argv.indexOf('--rows') + 1]) || 200;
const ACTOR = stockActorId('olivia-studio');
const NAMES = ['Anna', 'Bartholomew', 'Cy', 'Dominique', 'Eli', 'Florentina', 'Gus', 'Henrietta'];
type User = { email: string; token: string };

/** ~10 s of speech: about 150 characters. */
const LINE =
  'this short message from our studio is for you alone. We made it this morning and we hope you enjoy the spring offer we prepared.';

async function ok<T>(server: TestServer, user: User, path: string, body: unknown): Promise<T> {
  const r = await server.call<T>('POST', path, body, { token: user.token });
  if (r.body.code !== 200) throw new Error(`${path}: ${r.body.code} ${r.body.message}`);
  return r.body.data;
}

const task = (project: string, text: string) => ({
  text,
  actor_id: ACTOR,
  voice_id: 'en-ava',
  voice_model_name: null,
  voice_settings: DEFAULT_VIDEO_VOICE_SETTINGS,
  project_id: project,
  folder_id: null,
  scene_id: null,
});

async function userWithProject(server: TestServer) {
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
    actor_id: ACTOR,
  });
  return { user, project: project.id };
}

/** Milliseconds from the submit call until the video reads as finished. */
async function timeOneVideo(server: TestServer, user: User, project: string, text: string) {
  const started = performance.now();
  const reply = await ok<{ videos: { task_id: string }[] }>(
    server,
    user,
    '/video/audio-video/process-batch',
    { tasks: [task(project, text)] },
  );
  for (;;) {
    const v = await ok<{ video_status: number }>(server, user, '/video/callback/result', {
      task_id: reply.videos[0].task_id,
    });
    if (v.video_status === VideoStatus.FINISHED) return performance.now() - started;
    if (v.video_status === VideoStatus.FAILED) throw new Error('the timed video failed');
    await new Promise((r) => setTimeout(r, 100));
  }
}

async function main() {
  const server = await startTestServer({ renderConcurrency: 1 });
  try {
    await seedStockLibrary(server.ctx, { limit: 2, idleVideos: false });
    const a = await userWithProject(server);
    const b = await userWithProject(server);
    const oneRender = await timeOneVideo(server, a.user, a.project, `Hello Zed, ${LINE}`);
    const { project_id: _p, ...body } = task('x', `Hello {{first_name}}, ${LINE}`);
    const template = await ok<{ id: string }>(server, a.user, '/template/create', {
      name: 'Bench',
      body,
    });
    const rows = Array.from({ length: ROWS }, (_, i) => [`${NAMES[i % NAMES.length]} ${i + 1}`]);
    const started = performance.now();
    const batch = await ok<BatchItem>(server, a.user, '/batch/create', {
      template_id: template.id,
      columns: ['first_name'],
      rows,
    });
    let firstDone = 0;
    let bWait = 0;
    let bStarted = false;
    for (;;) {
      const now = await ok<BatchItem>(server, a.user, '/batch/detail', { id: batch.id });
      if (!firstDone && now.counts.done > 0) firstDone = performance.now() - started;
      if (!bStarted && now.counts.done >= Math.max(1, Math.floor(ROWS / 2))) {
        bStarted = true;
        void timeOneVideo(server, b.user, b.project, `Hello Bea, ${LINE}`).then((ms) => {
          bWait = ms;
        });
      }
      if (now.status === 'done' && (bWait || !bStarted)) break;
      await new Promise((r) => setTimeout(r, 250));
    }
    const total = performance.now() - started;
    console.log(
      [
        `personalise: ${ROWS} rows of ~10 s videos, RENDER_CONCURRENCY 1`,
        `one render (submit to finished, idle queue): ${(oneRender / 1000).toFixed(1)} s`,
        `rows per minute: ${((ROWS * 60_000) / total).toFixed(1)}`,
        `time to the first finished video: ${(firstDone / 1000).toFixed(1)} s (goal <= 15 s)`,
        `total ÷ (rows × one render): ${(total / (ROWS * oneRender)).toFixed(3)} (goal <= 1.05)`,
        `second user's single video mid-batch: ${(bWait / oneRender).toFixed(2)} renders (goal <= 2)`,
      ].join('\n'),
    );
  } finally {
    await server.close();
  }
}

main().then(
  () => process.exit(0),
  (err) => {
    console.error(err);
    process.exit(1);
  },
);
