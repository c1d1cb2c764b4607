import { VideoStatus } from '@talkreel/contract';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { scriptOf } from '../features/videos/test-creation';
import { FailoverClient, ok, signUpThrough } from './client';
import { waitFor } from './processes';
import {
  HARD_STOP_MARGIN_MS,
  LEASE_MS,
  startTopology,
  type Topology,
  videoRows,
  WORKER_GRACE_MS,
  waitUntilServing,
} from './topology';

/**
 * The scale-out topology of the README, as separate OS processes of the built server: two API
 * servers (WORKERS=external) and two workers on PostgreSQL, BullMQ on Redis and S3. One user
 * signs in through one API and works through the other, then each fault is played on the
 * running system and its figure printed. The tests run in order on one topology.
 */

const databaseUrl = process.env.DATABASE_URL;
const redisUrl = process.env.REDIS_URL;
const figures: string[] = [];
const figure = (line: string) => {
  figures.push(line);
  console.log(`[topology] ${line}`);
};
const secs = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

// A short script (6 s of speech) renders in about two seconds on a quiet machine; a longer one
// (12 s) keeps a render going long enough to be interrupted.
const SHORT = scriptOf(100, 'Hello from the scale-out test. ');
const LONG = scriptOf(180, 'Two servers, two workers, one queue and a bucket of videos. ');

if (databaseUrl && redisUrl) {
  describe('scale-out topology: two API servers, two workers, PostgreSQL, Redis, S3', () => {
    let t: Topology;
    let token: string;
    let project: string;
    let actors: string[];
    const startedAt = Date.now();

    beforeAll(async () => {
      t = await startTopology(databaseUrl, redisUrl);
    });
    // A failure is shown at once, beside the figures, not only in the closing summary.
    afterEach(({ task }) => {
      if (task.result?.state === 'fail')
        console.log(
          `[topology] FAILED: ${task.name}: ${task.result.errors?.map((e) => e.message).join('; ')}`,
        );
    });
    afterAll(async () => {
      console.log(
        `\n[topology] figures (${((Date.now() - startedAt) / 1000).toFixed(0)} s in all):\n${figures.map((f) => `  ${f}`).join('\n')}`,
      );
      await t?.stop();
    });

    // Result calls name a video by its task id; the database by its id.
    const taskOf = new Map<string, string>();
    /** Queues one video per actor through `base`; returns their ids. */
    const submit = async (base: string, forActors: string[], text: string) => {
      const r = await ok<{ videos: { id: string; task_id: string }[] }>(
        base,
        t.secret,
        'POST',
        '/video/audio-video/process-batch',
        {
          tasks: forActors.map((actor_id) => ({
            text,
            voice_id: 'en-ava',
            voice_model_name: 'espeak-ng',
            scene_id: null,
            voice_settings: {
              stability: 0.5,
              similarity_boost: 0.75,
              style_exaggeration: 0,
              speed: 1,
            },
            folder_id: null,
            project_id: project,
            actor_id,
          })),
        },
        token,
      );
      for (const v of r.videos) taskOf.set(v.id, v.task_id);
      return r.videos.map((v) => v.id);
    };

    const expectDoneOnce = async (ids: string[]) => {
      const { lost, problems } = await t.checkDoneOnce(ids);
      expect(problems).toEqual([]);
      expect(lost).toBe(0);
    };

    it('signs in through one API server, works through the other, and renders a batch on two workers', async () => {
      const { A, B } = t.apis;
      expect(await t.s3.forgeries()).toEqual({
        unknownKey: 'InvalidAccessKeyId',
        wrongSecret: 'SignatureDoesNotMatch',
      });
      token = await signUpThrough(
        A.base,
        t.secret,
        A.dataDir,
        t.invitation,
        `topology${Date.now().toString(36)}@example.com`,
      );
      // Everything from here goes through the other server: the session is in the database.
      const { workspaces } = await ok<{ workspaces: { id: string }[] }>(
        B.base,
        t.secret,
        'POST',
        '/workspace/list',
        { page: 1, page_size: 20 },
        token,
      );
      project = (
        await ok<{ project: { id: string } }>(
          B.base,
          t.secret,
          'POST',
          '/sidebar/project',
          { name: 'Scale-out', folder_id: null, workspace_id: workspaces[0].id },
          token,
        )
      ).project.id;
      // The stock library is seeded by a worker (queued by the API servers at start).
      actors = await waitFor(
        'the stock actor seeded',
        async () => {
          const rows = await t.db
            .selectFrom('actors')
            .select('id')
            .where('id', 'like', 'stock-actor-%')
            .where('image_key', 'is not', null)
            .execute();
          return rows.length > 0 && rows.map((r) => r.id);
        },
        120_000,
        250,
      );
      // A preview of each actor with the voice verifies the pair (creation §3), on B.
      for (const actor_id of actors)
        await ok(
          B.base,
          t.secret,
          'POST',
          '/audio/tts/generate',
          { text: SHORT, voice_id: 'en-ava', actor_id },
          token,
        );

      const t0 = Date.now();
      const ids = [
        ...(await submit(B.base, actors, SHORT)),
        ...(await submit(A.base, actors.slice(0, 1), SHORT)),
      ];
      // The client polls the results through both servers in turn, as behind a balancer.
      let polls = 0;
      await waitFor(
        'the batch finished, seen through the API',
        async () => {
          const statuses = await Promise.all(
            ids.map(
              async (id, i) =>
                (
                  await ok<{ video_status: number }>(
                    [A, B][(polls + i) % 2].base,
                    t.secret,
                    'POST',
                    '/video/callback/result',
                    { task_id: taskOf.get(id) },
                    token,
                  )
                ).video_status,
            ),
          );
          polls++;
          if (statuses.includes(VideoStatus.FAILED)) throw new Error(`a video failed: ${statuses}`);
          return statuses.every((s) => s === VideoStatus.FINISHED);
        },
        120_000,
        250,
      );
      const took = Date.now() - t0;
      await expectDoneOnce(ids);
      // The link an API server signs downloads from S3 (through the signature check).
      const done = await ok<{ video_url?: string }>(
        A.base,
        t.secret,
        'POST',
        '/video/callback/result',
        { task_id: taskOf.get(ids[0]) },
        token,
      );
      const download = await fetch(done.video_url ?? '');
      expect(download.status).toBe(200);
      expect((await download.arrayBuffer()).byteLength).toBeGreaterThan(10_000);
      const byWorker = t.workers.map(
        (w) => `${w.name} rendered ${ids.filter((id) => renderedBy(t, w.pid, id)).length}`,
      );
      figure(
        `batch: ${ids.length} videos queued through 2 API servers finished in ${secs(took)} (${byWorker.join(', ')}); 0 lost, 0 done twice; S3 refuses unknown keys and wrong signatures`,
      );
    });

    it('a worker killed with SIGKILL mid-render: another worker takes the job over; none lost or done twice', async () => {
      // The stock idle videos are rendered by then, so the encoder seen is this render's.
      await waitFor('stock idle videos rendered', () => t.idleVideosDone(), 120_000, 250);
      // One video (one stock actor), so the other worker is free to take it over.
      const ids = await submit(t.apis.B.base, actors, LONG);
      const victim = await t.renderingNow(ids);
      victim.worker.kill('SIGKILL');
      const killedAt = Date.now();
      await victim.worker.exited;
      const [row] = await videoRows(t.db, [victim.videoId]);
      // Killed while its video was still being made.
      expect(row.video_status).toBe(VideoStatus.IN_PROGRESS);

      const finishedAt = await t.settle(ids);
      await expectDoneOnce(ids);
      const job = await t.renderJob(victim.jobId);
      const taker = await t.holderOf(victim.jobId);
      expect(taker).toBeDefined();
      expect(taker?.pid).not.toBe(victim.worker.pid);
      expect(await job?.getState()).toBe('completed');
      // Started twice, stalled once, and only the finishing try counted: none failed.
      expect(job).toMatchObject({ attemptsStarted: 2, stalledCounter: 1, attemptsMade: 1 });
      figure(
        `worker SIGKILL mid-render: job taken over by ${taker?.name} ${secs((job?.processedOn ?? 0) - killedAt)} after the kill (lease ${secs(LEASE_MS)}), video finished ${secs(finishedAt - killedAt)} after the kill; started 2×, stalled 1×, failed tries 0; 0 lost, 0 done twice`,
      );
      // Two workers again for the faults that follow.
      await t.startWorker();
    });

    it('an API server killed during a polling loop: the next call is answered by the other one', async () => {
      const { A, B } = t.apis;
      const client = new FailoverClient([A.base, B.base], t.secret, token);
      const [videoId] = await submit(A.base, actors.slice(0, 1), SHORT);
      let polls = 0;
      let failed = 0;
      let killedAt = 0;
      let firstAfterKill: { at: number; base: string } | undefined;
      await waitFor(
        'the polled video finished',
        async () => {
          if (polls === 3 && !killedAt) {
            A.proc.kill('SIGKILL');
            killedAt = Date.now();
            await A.proc.exited;
          }
          try {
            const r = await client.post<{ video_status: number }>('/video/callback/result', {
              task_id: taskOf.get(videoId),
            });
            polls++;
            if (killedAt && !firstAfterKill) firstAfterKill = { at: Date.now(), base: r.base };
            return killedAt > 0 && r.data.video_status === VideoStatus.FINISHED;
          } catch (err) {
            failed++;
            throw err;
          }
        },
        120_000,
        200,
      );
      expect(failed).toBe(0);
      expect(firstAfterKill?.base).toBe(B.base);
      expect(client.failovers).toBeGreaterThanOrEqual(1);
      expect(client.answeredBy.get(B.base)).toBeGreaterThanOrEqual(1);
      // Back on its port, the killed server serves again.
      const restartAt = Date.now();
      t.apis.A = await t.startApi('api-A2', A.port, A.dataDir);
      const back = Date.now() - restartAt;
      const again = await client.post('/video/callback/result', { task_id: taskOf.get(videoId) });
      expect(again.base).toBe(A.base);
      figure(
        `API SIGKILL during polling: next call answered by the other API ${(firstAfterKill?.at ?? 0) - killedAt} ms after the kill; ${polls} polls, 0 failed, ${client.failovers} failover(s); killed API serving again ${secs(back)} after its restart`,
      );
    });

    it('Redis restarted mid-run: running and queued renders resume, none lost or done twice', async () => {
      const ids = await submit(t.apis.B.base, actors, LONG);
      await t.renderingNow(ids);
      const down = await t.redis.restart();
      const backAt = Date.now();
      // Both API servers report ready again once their queue connections are back.
      await Promise.all([waitUntilServing(t.apis.A), waitUntilServing(t.apis.B)]);
      const readyAfter = Date.now() - backAt;
      // The API servers' queue connections came back too: a video queued now is rendered.
      ids.push(...(await submit(t.apis.A.base, actors.slice(0, 1), SHORT)));
      const doneAt = await t.settle(ids, 150_000);
      await expectDoneOnce(ids);
      figure(
        `Redis ${t.privateRedis ? 'restarted (private redis-server, append-only file)' : 'connections killed (CLIENT KILL; no redis-server binary)'} mid-render: down ${secs(down)}; both APIs ready (/readyz) ${secs(readyAfter)} after it was back; ${ids.length} videos (1 rendering, 1 queued after) finished ${secs(doneAt - backAt)} after it was back; 0 lost, 0 done twice`,
      );
    });

    it('SIGTERM: a worker mid-render finishes or hands back its job and exits 0 within its bound; so does an API server', async () => {
      const [videoId] = await submit(t.apis.B.base, actors.slice(0, 1), LONG);
      const victim = await t.renderingNow([videoId]);
      victim.worker.kill('SIGTERM');
      const signalledAt = Date.now();
      const exit = await victim.worker.exited;
      const bound = WORKER_GRACE_MS + HARD_STOP_MARGIN_MS;
      expect(exit).toMatchObject({ code: 0, signal: null });
      expect(exit.at - signalledAt).toBeLessThan(bound);
      const finishedAt = await t.settle([videoId]);
      await expectDoneOnce([videoId]);
      const job = await t.renderJob(victim.jobId);
      const finisher = await t.holderOf(victim.jobId);
      const handedBack = finisher?.pid !== victim.worker.pid;
      // A handed-back try is not counted against the job's tries: only the finishing one is.
      expect(job?.attemptsMade).toBe(1);
      expect(victim.worker.output()).toContain('worker stopped');
      figure(
        `worker SIGTERM mid-render: exited 0 after ${secs(exit.at - signalledAt)} (grace ${secs(WORKER_GRACE_MS)}, bound ${secs(bound)}); job ${handedBack ? `handed back and finished by ${finisher?.name}` : 'finished by the worker itself'} ${secs(finishedAt - signalledAt)} after the signal; started ${job?.attemptsStarted}×, failed tries 0`,
      );

      const { A, B } = t.apis;
      // A keep-alive connection is open to B when it is told to stop.
      await ok(
        B.base,
        t.secret,
        'POST',
        '/video/callback/result',
        { task_id: taskOf.get(videoId) },
        token,
      );
      B.proc.kill('SIGTERM');
      const apiSignalledAt = Date.now();
      const apiExit = await B.proc.exited;
      expect(apiExit).toMatchObject({ code: 0, signal: null });
      expect(apiExit.at - apiSignalledAt).toBeLessThan(5_000 + HARD_STOP_MARGIN_MS);
      const client = new FailoverClient([B.base, A.base], t.secret, token);
      const next = await client.post('/video/callback/result', { task_id: taskOf.get(videoId) });
      expect(next.base).toBe(A.base);
      expect(B.proc.output()).toContain('SIGTERM: stopped');
      figure(
        `API SIGTERM: stopped accepting, closed its connections and exited 0 after ${secs(apiExit.at - apiSignalledAt)}; the next call was answered by the other API`,
      );
      // The other server still serves; readiness is what a balancer would check.
      await waitUntilServing(A);
    });

    it('every S3 call of the run was correctly signed', () => {
      const { verified, refused } = t.s3.counts();
      // The first test's two forgeries are the only refusals the gate may have made.
      expect(refused).toBe(2);
      expect(verified).toBeGreaterThan(0);
      figure(
        `S3: ${verified} requests (the API servers', the workers', a browser's download and the suite's own) passed the V4 signature check; none refused but the 2 forgeries`,
      );
    });
  });
} else {
  // `npm test` runs this suite only when both are set; run by hand without them, say why.
  throw new Error(
    'the scale-out topology suite needs DATABASE_URL and REDIS_URL (PostgreSQL and Redis)',
  );
}

/** Whether worker `pid` logged that it rendered video `id` to the end. */
function renderedBy(t: Topology, pid: number, id: string): boolean {
  return (
    t.workers
      .find((w) => w.pid === pid)
      ?.logLines()
      .some((l) => l.msg === 'video rendered' && l.videoId === id) ?? false
  );
}
