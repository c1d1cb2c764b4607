import { type ChildProcess, execFile, spawn } from 'node:child_process';
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { type PublicVideo, VideoStatus } from '@talkreel/contract';
import { ffmpegPath } from '@talkreel/engine';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApiKey, publicCall } from '../../../test/api-key-factory';
import { bundledEntry } from '../../../test/bundled-entry';
import { signUp } from '../../../test/factories';
import { startTestServer, type TestServer } from '../../../test/test-server';
import { testTime } from '../../../test/test-time';
import { stockActorId } from '../../stock/stock-selection';
import { currentWorkspaceOf, userIdOf } from '../../workspaces/test-membership';
import { inWorkDir } from '../stored-files';
import { eventually, probeLink, scriptOf, seedFewStock } from '../test-creation';

const execFileAsync = promisify(execFile);

/**
 * A worker killed (SIGKILL) while it renders scene 2 of a 3-scene video: the next worker takes
 * the job over when its lease runs out and resumes from scene 2, not from the start (issue 27).
 */

let server: TestServer;
let worker: Awaited<ReturnType<typeof bundledEntry>>;
let key: string;
const olivia = stockActorId('olivia-studio');
const maya = stockActorId('maya-office');

/** A worker process on the test's database and files, its log lines collected. */
function startWorker(): { child: ChildProcess; lines: () => Record<string, unknown>[] } {
  const child = spawn(process.execPath, ['--no-incremental-marking', '--expose-gc', worker.file], {
    env: {
      ...process.env,
      ...server.dbEnv,
      REDIS_URL: '',
      WORKERS: '',
      LOG_LEVEL: 'info',
      // A killed worker's job is taken over once its lease runs out: soon, for the test.
      JOB_LEASE_MS: '3000',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (d) => {
    output += d;
  });
  child.stderr?.on('data', (d) => {
    output += d;
  });
  return {
    child,
    lines: () =>
      output.split('\n').flatMap((l) => {
        try {
          return [JSON.parse(l) as Record<string, unknown>];
        } catch {
          return [];
        }
      }),
  };
}

const exited = (child: ChildProcess) =>
  new Promise<void>((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) resolve();
    else child.once('exit', () => resolve());
  });

beforeAll(async () => {
  server = await startTestServer({ workers: 'external' });
  worker = await bundledEntry('worker.ts');
  await seedFewStock(server, 4);
  const { email } = await signUp(server);
  const workspace = (await currentWorkspaceOf(server, email)) ?? '';
  key = (
    await createTestApiKey(server, {
      userId: await userIdOf(server, email),
      workspaceId: workspace,
    })
  ).secret;
}, testTime(180_000));
afterAll(async () => {
  worker?.remove();
  await server?.close();
}, testTime(120_000));

describe('a worker killed during scene 2', () => {
  it('is resumed from scene 2 by the next worker, and the video plays end to end', {
    timeout: testTime(420_000),
  }, async () => {
    const r = await publicCall<PublicVideo>(server, 'POST', '/videos', {
      key,
      body: {
        format: '1:1',
        scenes: [
          {
            script: scriptOf(100, 'The first scene is short and quick. '),
            actor_id: olivia,
            speed: 2,
          },
          // The longest scene: a wide window to kill the worker in.
          {
            script: scriptOf(400, 'The second scene takes its time to tell a longer story. '),
            actor_id: maya,
          },
          { script: scriptOf(100, 'The third scene ends it all. '), actor_id: olivia, speed: 2 },
        ],
      },
    });
    expect(r.status, JSON.stringify(r.body)).toBe(202);
    const videoId = r.body.id;
    const parts = () =>
      server.ctx.db
        .selectFrom('video_scene_parts')
        .selectAll()
        .where('video_id', '=', videoId)
        .orderBy('scene_index')
        .execute();
    const row = () =>
      server.ctx.db
        .selectFrom('videos')
        .selectAll()
        .where('id', '=', videoId)
        .executeTakeFirstOrThrow();

    const first = startWorker();
    try {
      // Scene 1 stored, scene 2 under way: the progress is past a third.
      await eventually(async () => {
        const done = await parts();
        const { render_progress } = await row();
        return done.length === 1 && Number(render_progress) >= 40;
      }, 300_000);
    } finally {
      first.child.kill('SIGKILL');
    }
    await exited(first.child);
    const left = await parts();
    expect(left.map((p) => p.scene_index)).toEqual([0]);
    const rendered = (lines: Record<string, unknown>[]) =>
      lines.filter((l) => l.msg === 'scene rendered').map((l) => l.scene);
    expect(rendered(first.lines())).toEqual([0]);
    expect((await row()).video_status).toBe(VideoStatus.IN_PROGRESS);

    const second = startWorker();
    let finished: PublicVideo;
    try {
      finished = await eventually(async () => {
        const got = await publicCall<PublicVideo>(server, 'GET', `/videos/${videoId}`, { key });
        expect(got.body.status).not.toBe('failed');
        return got.body.status === 'done' && got.body;
      }, 300_000);
    } finally {
      second.child.kill('SIGTERM');
    }
    await exited(second.child);
    const lines = second.lines();
    // Scene 1 came from its stored part; scenes 2 and 3 were rendered by this worker alone.
    expect(lines.filter((l) => l.msg === 'scene reused').map((l) => l.scene)).toEqual([0]);
    expect(rendered(lines)).toEqual([1, 2]);
    expect(await parts()).toEqual([]);

    const scenes = finished.scenes ?? [];
    expect(scenes[0].duration).toBeCloseTo(Number(left[0].duration_ms) / 1000, 1);
    const sum = scenes.reduce((total, s) => total + (s.duration ?? 0), 0);
    // The link names the public address (not set on this server): asked of the server itself.
    const signed = new URL(finished.video_url ?? '');
    const link = `${signed.pathname}${signed.search}`;
    const probe = await probeLink(server, link);
    expect(Math.abs(probe.durationSec - sum)).toBeLessThan(0.05);
    // It plays once from end to end: every packet decodes, and the decoded length is the sum.
    const res = await fetch(new URL(link, server.url));
    const bytes = Buffer.from(await res.arrayBuffer());
    await inWorkDir('resume', async (dir) => {
      const file = path.join(dir, 'video.mp4');
      await writeFile(file, bytes);
      const { stderr } = await execFileAsync(ffmpegPath(), [
        '-v',
        'error',
        '-xerror',
        '-i',
        file,
        '-f',
        'null',
        '-',
      ]);
      expect(stderr.trim()).toBe('');
    });
  });
});
