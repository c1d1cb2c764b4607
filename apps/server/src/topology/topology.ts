import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { VideoStatus } from '@talkreel/contract';
import { Queue } from 'bullmq';
import pg from 'pg';
import { storedThumbnailKeys } from '../features/videos/poster-thumbnails';
import { videoPrefix } from '../features/videos/video-keys';
import { connectDb, type Db } from '../ports/db/connect';
import { hasRedisServer, type PrivateRedis, sharedRedis, startPrivateRedis } from './private-redis';
import { Fatal, freePort, killAll, type Proc, startNode, waitFor } from './processes';
import { startS3 } from './s3';

/** Workers get a short grace on SIGTERM, so the suite sees a job handed back. */
export const WORKER_GRACE_MS = 1_000;
export const API_GRACE_MS = 5_000;
/** The hard bound past the grace (main.ts, worker.ts). */
export const HARD_STOP_MARGIN_MS = 10_000;
/** A killed worker's job is taken over 1-1.5 leases later; short here, 30 s by default. */
export const LEASE_MS = 8_000;

export interface Api {
  name: string;
  base: string;
  port: number;
  dataDir: string;
  proc: Proc;
}

/**
 * The scale-out topology on this machine: PostgreSQL (a schema of its own), BullMQ on a
 * Redis of its own (or the shared one under its own key prefix), S3 (s3rver), two API servers
 * with WORKERS=external and two `npm run worker` processes, all the built server.
 */
export async function startTopology(databaseUrl: string, sharedRedisUrl: string) {
  const tag = `${Date.now().toString(36)}${randomBytes(3).toString('hex')}`;
  const schema = `topo_${tag}`;
  const prefix = `talkreel-topology-${tag}`;
  const secret = randomBytes(24).toString('hex');
  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'talkreel-topology-'));
  // Every process's output, kept after the run to read when it went red.
  const logDir = path.join(os.tmpdir(), 'talkreel-topology-logs');
  fs.rmSync(logDir, { recursive: true, force: true });
  fs.mkdirSync(logDir);
  const admin = new pg.Client({ connectionString: databaseUrl });
  await admin.connect();
  await admin.query(`CREATE SCHEMA ${schema}`);
  await admin.end();

  const privateRedis = hasRedisServer();
  const redis: PrivateRedis = privateRedis
    ? await startPrivateRedis()
    : sharedRedis(sharedRedisUrl, prefix);
  const s3 = await startS3();
  const { db } = connectDb({ databaseUrl, pgSchema: schema });
  const renders = new Queue('video.render', {
    connection: { url: redis.url, maxRetriesPerRequest: null },
    prefix,
  });
  renders.on('error', () => {});
  const idleVideos = new Queue('stock.idle-video', {
    connection: { url: redis.url, maxRetriesPerRequest: null },
    prefix,
  });
  idleVideos.on('error', () => {});

  const common: NodeJS.ProcessEnv = { ...process.env };
  for (const key of ['PORT', 'SMTP_URL', 'WEB_DIST', 'SHUTDOWN_GRACE_MS', 'NODE_ENV'])
    delete common[key];
  Object.assign(common, {
    DATABASE_URL: databaseUrl,
    DATABASE_SCHEMA: schema,
    REDIS_URL: redis.url,
    QUEUE_PREFIX: prefix,
    ...s3.env,
    API_SIGNING_SECRET: secret,
    // One stock actor and voice, so one idle video to render besides the suite's videos.
    STOCK_LIMIT: '1',
    JOB_LEASE_MS: String(LEASE_MS),
    SPEECH_WORKERS: '1',
    RENDER_CONCURRENCY: '1',
  });

  const procs: Proc[] = [];
  const workers: Proc[] = [];
  const cleanup = async () => {
    await killAll(procs);
    await renders.close().catch(() => {});
    await idleVideos.close().catch(() => {});
    await db.destroy();
    await s3.close();
    await redis.stop();
    const c = new pg.Client({ connectionString: databaseUrl });
    await c.connect();
    await c.query(`DROP SCHEMA ${schema} CASCADE`);
    await c.end();
    fs.rmSync(tmp, { recursive: true, force: true });
  };
  let seq = 0;
  const startApi = async (name: string, port?: number, dataDir?: string): Promise<Api> => {
    const listenOn = port ?? (await freePort());
    const dir = dataDir ?? fs.mkdtempSync(path.join(tmp, `${name}-`));
    const base = `http://127.0.0.1:${listenOn}`;
    const proc = startNode(
      name,
      'main',
      {
        ...common,
        WORKERS: 'external',
        PORT: String(listenOn),
        HOST: '127.0.0.1',
        PUBLIC_URL: base,
        DATA_DIR: dir,
        LOG_LEVEL: 'warn',
        SHUTDOWN_GRACE_MS: String(API_GRACE_MS),
      },
      logDir,
    );
    procs.push(proc);
    const api = { name, base, port: listenOn, dataDir: dir, proc };
    await waitUntilServing(api);
    return api;
  };
  const startWorker = async () => {
    const name = `worker-${++seq}`;
    const proc = startNode(
      name,
      'worker',
      {
        ...common,
        DATA_DIR: fs.mkdtempSync(path.join(tmp, `${name}-`)),
        LOG_LEVEL: 'info',
        SHUTDOWN_GRACE_MS: String(WORKER_GRACE_MS),
      },
      logDir,
    );
    procs.push(proc);
    workers.push(proc);
    await waitFor(`${name} started`, () => {
      if (!proc.alive()) throw new Fatal(`${name} exited:\n${proc.output()}`);
      return proc.output().includes('Talkreel worker started');
    });
    return proc;
  };

  // The first API server migrates the schema and mints the first invitation code alone;
  // the others start together against the migrated schema. Half a topology is torn down.
  let started: [Api, Api, string];
  try {
    const apiA = await startApi('api-A');
    // Printed once the server listens and has looked at the codes (main.ts).
    const code = await waitFor('api-A printing the first invitation code', () => {
      if (!apiA.proc.alive()) throw new Fatal(`api-A exited:\n${apiA.proc.output()}`);
      return /Invitation code for your first account: (\S+)/.exec(apiA.proc.output())?.[1];
    });
    const [apiB] = await Promise.all([startApi('api-B'), startWorker(), startWorker()]);
    started = [apiA, apiB, code];
  } catch (err) {
    await cleanup();
    throw err;
  }
  const [apiA, apiB, invitation] = started;

  const topology = {
    privateRedis,
    redis,
    s3,
    db,
    secret,
    invitation,
    apis: { A: apiA, B: apiB },
    workers,
    startApi,
    startWorker,
    /** The worker process BullMQ recorded as running (or having run) render job `jobId`. */
    async holderOf(jobId: string): Promise<Proc | undefined> {
      const job = await renders.getJob(jobId);
      const pid = Number(job?.processedBy?.split(':').pop());
      return workers.find((w) => w.pid === pid);
    },
    renderJob: (jobId: string) => renders.getJob(jobId),
    /** No stock idle video waiting or running: renders have the workers to themselves. */
    async idleVideosDone(): Promise<boolean> {
      const c = await idleVideos.getJobCounts('waiting', 'delayed', 'active', 'completed');
      return c.waiting + c.delayed + c.active === 0 && c.completed > 0;
    },
    /** How many times each video was rendered to the end, from every worker's log, dead ones too. */
    renderedTimes(videoId: string): number {
      return workers
        .flatMap((w) => w.logLines())
        .filter((l) => l.msg === 'video rendered' && l.videoId === videoId).length;
    },
    /** Waits until every video is finished; a failed one fails the wait at once. */
    async settle(ids: string[], timeoutMs = 120_000): Promise<number> {
      await waitFor(
        `videos ${ids.join(', ')} finished`,
        async () => {
          const rows = await videoRows(db, ids);
          const failed = rows.find((r) => r.video_status === VideoStatus.FAILED);
          if (failed) throw new Fatal(`video ${failed.id} failed: ${failed.error}`);
          return rows.length === ids.length && rows.every((r) => r.video_status === 2);
        },
        timeoutMs,
        100,
      );
      return Date.now();
    },
    /** A video of `ids` a job has taken and whose worker is encoding it (ffmpeg running). */
    async renderingNow(ids: string[]) {
      return waitFor(
        'a video being rendered',
        async () => {
          const held = await db
            .selectFrom('videos')
            .select(['id', 'render_job'])
            .where('id', 'in', ids)
            .where('video_status', '=', VideoStatus.IN_PROGRESS)
            .where('render_job', 'is not', null)
            .execute();
          for (const v of held) {
            const worker = await this.holderOf(v.render_job ?? '');
            if (worker?.alive() && encoding(worker.pid))
              return { videoId: v.id, jobId: v.render_job ?? '', worker };
          }
          return undefined;
        },
        90_000,
        100,
      );
    },
    /**
     * Every finished video has exactly its four files and its poster's thumbnails in S3, and was
     * rendered exactly once.
     */
    async checkDoneOnce(ids: string[]) {
      const rows = await videoRows(db, ids);
      const problems: string[] = [];
      for (const r of rows) {
        const keys = await s3.keys(videoPrefix(r));
        const thumbs = storedThumbnailKeys(r.poster_thumbs);
        if (keys.length !== 4 + thumbs.length) problems.push(`${r.id}: ${keys.length} files in S3`);
        for (const k of thumbs) if (!keys.includes(k)) problems.push(`${r.id}: no thumbnail ${k}`);
        if (!r.video_key || !keys.includes(r.video_key)) problems.push(`${r.id}: no video file`);
        const times = this.renderedTimes(r.id);
        if (times !== 1) problems.push(`${r.id}: rendered ${times} times`);
      }
      const lost = ids.length - rows.filter((r) => r.video_status === 2).length;
      return { lost, problems };
    },
    stop: cleanup,
  };
  return topology;
}

export type Topology = Awaited<ReturnType<typeof startTopology>>;

export function videoRows(db: Db, ids: string[]) {
  return db
    .selectFrom('videos')
    .select([
      'id',
      'workspace_id',
      'video_status',
      'video_key',
      'error',
      'render_job',
      'poster_thumbs',
    ])
    .where('id', 'in', ids)
    .execute();
}

/** Whether process `pid` has an ffmpeg child (its render is encoding), from Linux's /proc. */
function encoding(pid: number): boolean {
  for (const entry of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      // "pid (comm) state ppid …"; comm may hold spaces, so read around its parentheses.
      const stat = fs.readFileSync(`/proc/${entry}/stat`, 'utf8');
      const comm = stat.slice(stat.indexOf('(') + 1, stat.lastIndexOf(')'));
      const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      if (ppid === pid && comm.startsWith('ffmpeg')) return true;
    } catch {
      // the process ended meanwhile
    }
  }
  return false;
}

/**
 * Ready when `/readyz` answers 200 (database, queue and storage reachable), as a balancer
 * would check before sending traffic; an early exit fails at once.
 */
export async function waitUntilServing(api: Api, timeoutMs = 90_000) {
  await waitFor(
    `${api.name} ready on ${api.base}/readyz`,
    async () => {
      if (!api.proc.alive()) throw new Fatal(`${api.name} exited:\n${api.proc.output()}`);
      return (await fetch(`${api.base}/readyz`)).status === 200;
    },
    timeoutMs,
    100,
  );
}
