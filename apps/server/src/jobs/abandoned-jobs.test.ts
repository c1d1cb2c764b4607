import { CloneMessage, CloneStatus, CustomActorStatus, VideoStatus } from '@talkreel/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queueActorJob } from '../features/actors/custom/create-actor';
import { newProject } from '../features/tree/test-tree';
import { uploadFile } from '../features/uploads/test-uploads';
import { enqueueRender } from '../features/videos/render-queue';
import { takeVideoForJob } from '../features/videos/render-scheduler';
import { insertOwnActor, insertVideoRow } from '../features/videos/test-creation';
import { speechWav } from '../features/voices/clone/test-clone-providers';
import { cloneTaskWithVoice } from '../features/voices/clone/test-clone-rows';
import { currentWorkspaceOf } from '../features/workspaces/test-membership';
import { createDbQueue, type DbJobQueue } from '../ports/queue/db-queue';
import { waitFor } from '../ports/queue/queue-contract';
import { signUp } from '../test/factories';
import { startTestServer, type TestServer } from '../test/test-server';
import { registerJobHandlers } from './handlers';
import { jobDefinitions } from './job-names';

// The API server here runs no jobs: a "dead" queue takes the tries, a "live" one runs handlers.
let server: TestServer;
const queues: DbJobQueue[] = [];
beforeAll(async () => {
  server = await startTestServer({ workers: 'external' });
});
afterAll(async () => {
  await Promise.all(queues.map((q) => q.stop()));
  await server.close();
});

const queue = (workerId: string) => {
  const q = createDbQueue({
    db: server.ctx.db,
    dbKind: server.ctx.dbKind,
    workerId,
    pollMs: 20,
    onError: () => {},
  });
  queues.push(q);
  return q;
};

/** A worker that takes each try of `name` and dies at once: its lease (1 ms) just runs out. */
async function dieOnEveryTry(
  name: string,
  tries: number,
  onFirst?: (jobId: string) => Promise<void>,
) {
  const dead = queue(`dead-${name}`);
  for (let i = 0; i < tries; i++) {
    let claimed: Awaited<ReturnType<DbJobQueue['claim']>> = null;
    await waitFor(async () => {
      claimed = await dead.claim(name, 1);
      return claimed !== null;
    });
    if (i === 0 && claimed) await onFirst?.((claimed as { jobId: string }).jobId);
  }
}

describe('a job whose last try’s worker died', () => {
  it('fails the video it held (so it can be retried) and the actor it was making', async () => {
    const user = await signUp(server);
    const workspaceId = (await currentWorkspaceOf(server, user.email)) ?? '';
    const project = await newProject(server, user.token, workspaceId, null, 'Launch');
    const actorId = await insertOwnActor(server, user.email, {
      generate_status: CustomActorStatus.PROCESSING,
    });
    const videoId = await insertVideoRow(server, {
      workspace_id: workspaceId,
      project_id: project.id,
      user_id: 'u',
      actor_id: actorId,
      video_status: VideoStatus.IN_PROGRESS,
      queued_at: server.ctx.now(),
    });
    await enqueueRender(server.ctx, { id: videoId, retries: 0 });
    await queueActorJob(server.ctx, actorId);

    // Every try dies; the first had taken its video.
    await dieOnEveryTry('video.render', jobDefinitions['video.render'].attempts, (jobId) =>
      takeVideoForJob(server.ctx, jobId).then(() => undefined),
    );
    await dieOnEveryTry('actor.create', jobDefinitions['actor.create'].attempts);

    // A live worker finds both lost on their last try: nothing runs them, their owners hear.
    const live = queue('live');
    registerJobHandlers({ ...server.ctx, queue: live });
    await live.start();
    const video = () =>
      server.ctx.db
        .selectFrom('videos')
        .selectAll()
        .where('id', '=', videoId)
        .executeTakeFirstOrThrow();
    const actor = () =>
      server.ctx.db
        .selectFrom('actors')
        .selectAll()
        .where('id', '=', actorId)
        .executeTakeFirstOrThrow();
    await waitFor(async () => (await video()).video_status === VideoStatus.FAILED);
    expect((await video()).error).toBe('The video could not be rendered');
    await waitFor(async () => (await actor()).generate_status === CustomActorStatus.FAILED);
    expect((await actor()).fail_reason).toBe('failed');
    await live.stop(); // it would run the next test's job before that test's dead worker took it
  });

  it('fails the clone task it was running, so its voice does not stay processing', async () => {
    const user = await signUp(server);
    const up = await uploadFile(server, user.token, 'audio', await speechWav(), 'me.wav');
    const started = await server.call<{ task_id: string }>(
      'POST',
      '/audio/clone-local',
      { audio_name: 'Lost worker', audio_url: up.confirm.body.data.file_uri },
      { token: user.token },
    );
    expect(started.body.code, started.body.message).toBe(200);
    const taskId = started.body.data.task_id;
    await dieOnEveryTry('voice.clone', jobDefinitions['voice.clone'].attempts);

    const live = queue('live-clone');
    registerJobHandlers({ ...server.ctx, queue: live });
    await live.start();
    const ended = () => cloneTaskWithVoice(server, taskId);
    await waitFor(async () => (await ended()).task.status === CloneStatus.FAILED);
    const { task, voice } = await ended();
    expect(task.error).toBe(CloneMessage.FAILED);
    expect(voice.process_status).toBe(CloneStatus.FAILED);
  });
});
