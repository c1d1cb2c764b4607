import { ActorGenerateType, CustomActorStatus } from '@talkreel/contract';
import type { MouthBox } from '@talkreel/engine';
import { describe, expect, it } from 'vitest';
import { testTime } from '../../../test/test-time';
import { readObject } from '../../videos/stored-files';
import type { Region } from './mouth-motion';
import { faceFootage, settled, uploaded } from './test-custom-actors';
import { expectTalkingMp4, ownActorStage, renderWith, storedSpec } from './test-own-actor-render';

// A media-only file: vitest.config.ts runs it on SQLite alone (see docs/decisions/operations.md).
const stage = ownActorStage();

describe('a video actor', () => {
  it('is made from an uploaded 30 s video and its 4 crop points, then talks in a rendered MP4', {
    timeout: testTime(600_000),
  }, async () => {
    const { server, user, voice } = stage;
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
    const spec = await storedSpec(stage, id);
    if (spec.kind !== 'video') throw new Error(`not a video actor: ${spec.kind}`);
    const data = JSON.parse((await readObject(server.ctx, spec.data_key)).toString()) as {
      mouth: MouthBox[];
    };
    const video = await renderWith(stage, id);
    await expectTalkingMp4(stage, video, videoMouth(data.mouth));
  });
});

/** The mouth boxes the tracker found, as one region covering them all. */
function videoMouth(boxes: MouthBox[]): Region {
  const x0 = Math.min(...boxes.map((b) => b.x));
  const y0 = Math.min(...boxes.map((b) => b.y));
  const x1 = Math.max(...boxes.map((b) => b.x + b.width));
  const y1 = Math.max(...boxes.map((b) => b.y + b.height));
  return { x: x0, y: y0, width: x1 - x0, height: (y1 - y0) * 1.3 };
}
