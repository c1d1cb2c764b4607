import { VideoStatus, type videoItem } from '@talkreel/contract';
import { afterAll, beforeAll, expect } from 'vitest';
import type { z } from 'zod';
import { signUp } from '../../../test/factories';
import { startTestServer, type TestServer } from '../../../test/test-server';
import { newProject } from '../../tree/test-tree';
import {
  probeLink,
  scriptOf,
  seedFewStock,
  settledVideo,
  videoTask,
} from '../../videos/test-creation';
import { currentWorkspaceOf } from '../../workspaces/test-membership';
import type { StoredActorSpec } from '../actor-spec';
import { mouthMotion, type Region, speechAndPauses } from './mouth-motion';
import type { User } from './test-custom-actors';

export type Video = z.input<typeof videoItem>;

/**
 * Issue 9 end to end on the server (render-photo-actor and render-video-actor): an own actor
 * from upload to a finished MP4 whose mouth moves with the speech and rests in its pauses.
 * This is the stage both files share: a server with one stock voice, a user and a project.
 */
export interface Stage {
  server: TestServer;
  user: User;
  voice: string;
  project: string;
  workspace: string;
}

/** Sets the stage up before the file's tests and closes its server after them. */
export function ownActorStage(): Stage {
  const stage = {} as Stage;
  beforeAll(async () => {
    stage.server = await startTestServer();
    await seedFewStock(stage.server, 1);
    stage.user = await signUp(stage.server);
    stage.voice = (
      await stage.server.ctx.db
        .selectFrom('voices')
        .select('id')
        .where('owner_user_id', 'is', null)
        .executeTakeFirstOrThrow()
    ).id;
    stage.workspace = (await currentWorkspaceOf(stage.server, stage.user.email)) ?? '';
    stage.project = (
      await newProject(stage.server, stage.user.token, stage.workspace, null, 'Own actors')
    ).id;
  }, 60_000);
  afterAll(() => stage.server?.close());
  return stage;
}

/** Hears a preview with the actor (so generation is allowed), then renders one video. */
export async function renderWith(stage: Stage, actorId: string): Promise<Video> {
  const { server, user, voice, project } = stage;
  const preview = await server.call(
    'POST',
    '/audio/tts/generate',
    { text: 'Hello.', voice_id: voice, actor_id: actorId },
    user,
  );
  expect(preview.body.code, preview.body.message).toBe(200);
  const batch = await server.call<{ videos: Video[] }>(
    'POST',
    '/video/audio-video/process-batch',
    {
      tasks: [
        // Short sentences: the speech has pauses the mouth must rest in.
        videoTask(project, actorId, {
          text: scriptOf(100, 'Hello there. This is me. '),
          voice_id: voice,
        }),
      ],
    },
    user,
  );
  expect(batch.body.code, batch.body.message).toBe(200);
  const taskId = batch.body.data.videos[0].task_id;
  return settledVideo(server, user, taskId, 300_000);
}

export async function expectTalkingMp4(stage: Stage, video: Video, mouth: Region) {
  const { server } = stage;
  expect(video.video_status).toBe(VideoStatus.FINISHED);
  const probe = await probeLink(server, video.video_url ?? '');
  expect(probe).toMatchObject({ hasVideo: true, hasAudio: true, width: 720, height: 1280 });
  expect(probe.durationSec).toBeGreaterThan(4);
  const motion = speechAndPauses(
    await mouthMotion(new URL(video.video_url ?? '', server.url).href, mouth),
  );
  expect(motion.speechFrames).toBeGreaterThan(25);
  expect(motion.pauseFrames).toBeGreaterThanOrEqual(5);
  // The mouth visibly moves while speaking and all but rests in pauses.
  expect(motion.speech).toBeGreaterThan(0.3);
  expect(motion.pause).toBeLessThan(motion.speech / 4);
  return motion;
}

export const storedSpec = async (stage: Stage, id: string) =>
  JSON.parse(
    (
      await stage.server.ctx.db
        .selectFrom('actors')
        .select('spec')
        .where('id', '=', id)
        .executeTakeFirstOrThrow()
    ).spec,
  ) as StoredActorSpec;
