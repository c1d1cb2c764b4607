import { ActorGenerateType, Code, CustomActorStatus } from '@talkreel/contract';
import type { FaceLandmarks } from '@talkreel/engine';
import { describe, expect, it } from 'vitest';
import { signUp } from '../../../test/factories';
import { testTime } from '../../../test/test-time';
import { probeLink } from '../../videos/test-creation';
import { addMember } from '../../workspaces/test-membership';
import type { Region } from './mouth-motion';
import { groupPhotoBytes, settled, singleFaceCrop, uploaded } from './test-custom-actors';
import {
  expectTalkingMp4,
  ownActorStage,
  renderWith,
  storedSpec,
  type Video,
} from './test-own-actor-render';

const stage = ownActorStage();

describe('a photo actor', () => {
  it('is made from an uploaded photo and its crop, then talks in a rendered MP4', {
    timeout: testTime(600_000),
  }, async () => {
    const { server, user, voice, project, workspace } = stage;
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

    const spec = await storedSpec(stage, id);
    if (spec.kind !== 'photo' || !spec.landmarks)
      throw new Error(`not a photo actor: ${spec.kind}`);
    const video = await renderWith(stage, id);
    await expectTalkingMp4(stage, video, photoMouth(spec.landmarks));

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
  });
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
