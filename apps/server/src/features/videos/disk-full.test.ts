import { writeFile } from 'node:fs/promises';
import { VideoStatus } from '@talkreel/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerJobHandlers } from '../../jobs/handlers';
import { createDbQueue, type DbJobQueue } from '../../ports/queue/db-queue';
import type { ObjectStore } from '../../ports/storage/object-store';
import { signUp } from '../../test/factories';
import { startTestServer, type TestServer } from '../../test/test-server';
import { testTime } from '../../test/test-time';
import { stockActorId, stockVoiceId } from '../stock/stock-selection';
import { newProject } from '../tree/test-tree';
import { currentWorkspaceOf, userIdOf } from '../workspaces/test-membership';
import { enqueueRender } from './render-queue';
import { OUT_OF_SPACE_REASON } from './render-video';
import { eventually, insertVideoRow, seedFewStock } from './test-creation';

// The API server runs no jobs; a worker of our own runs them with a store on a full disk.
let server: TestServer;
let worker: DbJobQueue;
beforeAll(async () => {
  server = await startTestServer({ workers: 'external' });
  await seedFewStock(server, 4);
});
afterAll(async () => {
  await worker?.stop();
  await server?.close();
});

/**
 * The real local store, on a volume that fills up while the video renders: its speech is still
 * stored, but the rendered files go to /dev/full, whose writes the kernel refuses with ENOSPC as
 * it does on a full volume.
 */
function fillsUpDuringRender(store: ObjectStore): ObjectStore {
  return {
    ...store,
    async put(key, body, contentType) {
      if (!key.startsWith('videos/')) return store.put(key, body, contentType);
      try {
        await writeFile('/dev/full', body);
      } finally {
        if (!Buffer.isBuffer(body)) body.destroy();
      }
    },
  };
}

describe('a render on a full disk', () => {
  it('fails its video at once with the reason, using one try instead of five', {
    timeout: testTime(180_000),
  }, async () => {
    const user = await signUp(server);
    const workspace = (await currentWorkspaceOf(server, user.email)) ?? '';
    const project = await newProject(server, user.token, workspace, null, 'Full disk');
    const videoId = await insertVideoRow(server, {
      workspace_id: workspace,
      project_id: project.id,
      user_id: await userIdOf(server, user.email),
      actor_id: stockActorId('olivia-studio'),
      voice_id: stockVoiceId('en-ava'),
      input_text: 'Hello there, this is a short script.',
      voice_settings: JSON.stringify({ speed: 1 }),
      video_status: VideoStatus.IN_PROGRESS,
      queued_at: server.ctx.now(),
    });
    const jobId = await enqueueRender(server.ctx, { id: videoId, retries: 0 });

    worker = createDbQueue({ db: server.ctx.db, dbKind: server.ctx.dbKind, pollMs: 20 });
    registerJobHandlers({
      ...server.ctx,
      queue: worker,
      storage: fillsUpDuringRender(server.ctx.storage),
    });
    await worker.start();

    // Once its first try is over, the job is done (no retry waits to render it all again) and
    // the video shows why it failed.
    const job = await eventually(async () => {
      const row = await server.ctx.db
        .selectFrom('jobs')
        .select(['status', 'attempts'])
        .where('id', '=', jobId)
        .executeTakeFirstOrThrow();
      return row.attempts === 1 && row.status !== 'running' && row;
    }, 120_000);
    expect(job).toEqual({ status: 'completed', attempts: 1 });
    const video = await server.ctx.db
      .selectFrom('videos')
      .select(['video_status', 'error'])
      .where('id', '=', videoId)
      .executeTakeFirstOrThrow();
    expect(video).toEqual({ video_status: VideoStatus.FAILED, error: OUT_OF_SPACE_REASON });
    // It failed storing the rendered files: the speech before them was stored.
    const speech = await server.ctx.db
      .selectFrom('tts_audios')
      .select('audio_key')
      .where('voice_id', '=', stockVoiceId('en-ava'))
      .execute();
    expect(speech).toHaveLength(1);
  });
});
