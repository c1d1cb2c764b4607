import {
  ActorGenerateType,
  Code,
  CustomActorStatus,
  VideoStatus,
  type videoItem,
} from '@talkreel/contract';
import type { FaceLandmarks, MouthBox } from '@talkreel/engine';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { signUp } from '../../../test/factories';
import { startTestServer, type TestServer } from '../../../test/test-server';
import { newProject } from '../../tree/test-tree';
import { readObject } from '../../videos/stored-files';
import {
  eventually,
  probeLink,
  scriptOf,
  seedFewStock,
  videoTask,
} from '../../videos/test-creation';
import { addMember, currentWorkspaceOf } from '../../workspaces/test-membership';
import type { StoredActorSpec } from '../actor-spec';
import { mouthMotion, type Region, speechAndPauses } from './mouth-motion';
import {
  faceFootage,
  groupPhotoBytes,
  settled,
  singleFaceCrop,
  type User,
  uploaded,
} from './test-custom-actors';

type Video = z.input<typeof videoItem>;

/**
 * Issue 9 end to end on the server: a photo actor and a video actor from upload to a finished
 * MP4 whose mouth moves with the speech and rests in its pauses.
 */
let server: TestServer;
let user: User;
let voice: string;
let project: string;
let workspace: string;

beforeAll(async () => {
  server = await startTestServer();
  await seedFewStock(server, 1);
  user = await signUp(server);
  voice = (
    await server.ctx.db
      .selectFrom('voices')
      .select('id')
      .where('owner_user_id', 'is', null)
      .executeTakeFirstOrThrow()
  ).id;
  workspace = (await currentWorkspaceOf(server, user.email)) ?? '';
  project = (await newProject(server, user.token, workspace, null, 'Own actors')).id;
}, 60_000);
afterAll(() => server?.close());

/** Hears a preview with the actor (so generation is allowed), then renders one video. */
async function renderWith(actorId: string): Promise<Video> {
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
  return eventually(async () => {
    const r = await server.call<Video>('POST', '/video/callback/result', { task_id: taskId }, user);
    return r.body.data.video_status !== VideoStatus.IN_PROGRESS && r.body.data;
  }, 300_000);
}

async function expectTalkingMp4(video: Video, mouth: Region) {
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

const storedSpec = async (id: string) =>
  JSON.parse(
    (
      await server.ctx.db
        .selectFrom('actors')
        .select('spec')
        .where('id', '=', id)
        .executeTakeFirstOrThrow()
    ).spec,
  ) as StoredActorSpec;

describe('a photo actor', () => {
  it('is made from an uploaded photo and its crop, then talks in a rendered MP4', async () => {
    const pic = await uploaded(server, user, 'image', await groupPhotoBytes(), 'group.jpg');
    const created = await server.call<{ template_id: string }>(
      'POST',
      '/video/image-to-video',
      {
        actor_name: 'Photo me',
        actor_pic: pic,
        audio_name: 'V',
        sample_audio_url: voice,
        crop: singleFaceCrop,
      },
      user,
    );
    expect(created.body.code, created.body.message).toBe(200);
    const id = created.body.data.template_id;
    const ready = await settled(server, user, id);
    expect(ready).toMatchObject({
      status: CustomActorStatus.READY,
      data: { generate_type: ActorGenerateType.IMAGE, is_my_actor: true, fail_reason: null },
    });
    for (const link of [
      ready.data.image_url,
      ready.data.full_actor_default_video_url,
      ready.data.compressed_actor_default_video_url,
    ]) {
      expect(link).toBeTruthy();
    }
    const idle = await probeLink(server, ready.data.full_actor_default_video_url ?? '');
    expect(idle).toMatchObject({ hasVideo: true, width: 720, height: 1280 });

    const spec = await storedSpec(id);
    if (spec.kind !== 'photo' || !spec.landmarks)
      throw new Error(`not a photo actor: ${spec.kind}`);
    const video = await renderWith(id);
    await expectTalkingMp4(video, photoMouth(spec.landmarks));

    // A member of the workspace sees the actor in the video made with it, and nowhere else.
    const member = await signUp(server);
    await addMember(server, workspace, member.email);
    const list = await server.call<{ videos: Video[] }>(
      'POST',
      '/video/videos-by-folder-project',
      { project_id: project, current_page: 1, page_size: 1000 },
      member,
    );
    expect(list.body.data.videos[0].actor).toMatchObject({ id, name: 'Photo me' });
    expect(list.body.data.videos[0].actor.image_url).toBeTruthy();
    const shown = await server.call<{ actors: { id: string }[] }>(
      'POST',
      '/actor/show',
      {},
      member,
    );
    expect(shown.body.data.actors.map((a) => a.id)).not.toContain(id);
    const direct = await server.call('GET', `/video/user-actor-template/${id}`, undefined, member);
    expect(direct.body.code).toBe(Code.ACCESS_RESTRICTED);
  }, 600_000);
});

describe('a video actor', () => {
  it('is made from an uploaded 30 s video and its 4 crop points, then talks in a rendered MP4', async () => {
    const footage = await uploaded(server, user, 'video', await faceFootage(), 'me.mp4');
    const created = await server.call<{ template_id: string }>(
      'POST',
      '/video/direct-huozu-training',
      {
        actor_name: 'Video me',
        actor_video: footage,
        audio_name: 'V',
        sample_audio_url: voice,
        crop: [
          [0, 0],
          [720, 0],
          [720, 1280],
          [0, 1280],
        ],
      },
      user,
    );
    expect(created.body.code, created.body.message).toBe(200);
    const id = created.body.data.template_id;
    const ready = await settled(server, user, id, 300_000);
    expect(ready).toMatchObject({
      status: CustomActorStatus.READY,
      data: { generate_type: ActorGenerateType.VIDEO },
    });
    const spec = await storedSpec(id);
    if (spec.kind !== 'video') throw new Error(`not a video actor: ${spec.kind}`);
    const data = JSON.parse((await readObject(server.ctx, spec.data_key)).toString()) as {
      mouth: MouthBox[];
    };
    const video = await renderWith(id);
    await expectTalkingMp4(video, videoMouth(data.mouth));
  }, 600_000);
});

/** The lips (mesh corners 61/291, top 0, chin-side 17) in the 720x1280 output, with room for the jaw. */
function photoMouth(l: FaceLandmarks): Region {
  const k = 720 / l.imageWidth;
  const [left, right, top, bottom] = [61, 291, 0, 17].map((i) => l.points[i]);
  const width = (right[0] - left[0]) * 1.5;
  const height = (bottom[1] - top[1]) * 3;
  return {
    x: (left[0] - width / 6) * k,
    y: (top[1] - height / 6) * k,
    width: width * k,
    height: height * k,
  };
}

/** The mouth boxes the tracker found, as one region covering them all. */
function videoMouth(boxes: MouthBox[]): Region {
  const x0 = Math.min(...boxes.map((b) => b.x));
  const y0 = Math.min(...boxes.map((b) => b.y));
  const x1 = Math.max(...boxes.map((b) => b.x + b.width));
  const y1 = Math.max(...boxes.map((b) => b.y + b.height));
  return { x: x0, y: y0, width: x1 - x0, height: (y1 - y0) * 1.3 };
}
