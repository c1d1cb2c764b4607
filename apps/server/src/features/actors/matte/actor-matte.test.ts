import { execFile } from 'node:child_process';
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { ActorGenerateType, CustomActorStatus } from '@talkreel/contract';
import { ffmpegPath, probeMedia } from '@talkreel/engine';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUp } from '../../../test/factories';
import { startTestServer, type TestServer } from '../../../test/test-server';
import { testTime } from '../../../test/test-time';
import { inWorkDir, readObject } from '../../videos/stored-files';
import { eventually, insertOwnActor, seedFewStock } from '../../videos/test-creation';
import { actorSpecFor, type StoredActorSpec } from '../actor-spec';
import { actorPrefix } from '../custom/make-actor-job';
import {
  groupPhotoBytes,
  settled,
  singleFaceCrop,
  type User,
  uploaded,
} from '../custom/test-custom-actors';
import type { ActorRow } from '../policy';
import { queueMissingMattes, scheduleMatteBackfill } from './backfill-mattes';
import { matteActorJob } from './matte-actor-job';

let server: TestServer;
let user: User;
let voice: string;

beforeAll(async () => {
  server = await startTestServer();
  await seedFewStock(server, 1);
  user = await signUp(server);
  const stock = await server.ctx.db
    .selectFrom('voices')
    .select('id')
    .where('owner_user_id', 'is', null)
    .executeTakeFirstOrThrow();
  voice = stock.id;
}, testTime(120_000));
afterAll(() => server?.close());

const actorRow = (id: string): Promise<ActorRow> =>
  server.ctx.db.selectFrom('actors').selectAll().where('id', '=', id).executeTakeFirstOrThrow();

const specOf = async (id: string) => JSON.parse((await actorRow(id)).spec) as StoredActorSpec;

/** The actor's matte key once its matte job has recorded one. */
const matteKeyOf = (id: string, timeoutMs = 240_000) =>
  eventually(async () => {
    const spec = await specOf(id);
    return (
      spec.kind !== 'illustrated' &&
      spec.kind !== 'pending' &&
      typeof spec.matte_key === 'string' &&
      spec.matte_key
    );
  }, timeoutMs);

const run = promisify(execFile);

/** Width, height, bit depth and colour type from a PNG's header. */
function pngHeader(png: Buffer) {
  expect(png.subarray(1, 4).toString()).toBe('PNG');
  return {
    width: png.readUInt32BE(16),
    height: png.readUInt32BE(20),
    depth: png[24],
    color: png[25],
  };
}

/** An own ready photo actor made the old way: a stored photo and a spec without matte_key. */
async function oldPhotoActor(photo: Buffer): Promise<string> {
  const id = await insertOwnActor(server, user.email);
  const actor = await actorRow(id);
  const key = `${actorPrefix(actor)}photo.jpg`;
  await server.ctx.storage.put(key, photo, 'image/jpeg');
  await server.ctx.db
    .updateTable('actors')
    .set({ spec: JSON.stringify({ kind: 'photo', image_key: key }) })
    .where('id', '=', id)
    .execute();
  return id;
}

describe('person mattes of own actors', () => {
  let made: string;
  let madeMatte: string;

  it('an own photo actor made through the API gets its matte, stored under the actor', {
    timeout: testTime(600_000),
  }, async () => {
    const pic = await uploaded(server, user, 'image', await groupPhotoBytes(), 'group.jpg');
    const created = await server.call<{ template_id: string }>(
      'POST',
      '/video/image-to-video',
      {
        actor_name: 'Matted',
        actor_pic: pic,
        audio_name: 'V',
        sample_audio_url: voice,
        crop: singleFaceCrop,
      },
      user,
    );
    expect(created.body.code, created.body.message).toBe(200);
    made = created.body.data.template_id;
    expect(await settled(server, user, made)).toMatchObject({ status: CustomActorStatus.READY });
    madeMatte = await matteKeyOf(made);
    expect(madeMatte.startsWith(actorPrefix(await actorRow(made)))).toBe(true);
    expect(await server.ctx.storage.head(madeMatte)).not.toBeNull();
    // A grayscale PNG of the stored photo's size (the 540x960 crop).
    expect(pngHeader(await readObject(server.ctx, madeMatte))).toEqual({
      width: 540,
      height: 960,
      depth: 8,
      color: 0,
    });
  });

  it('the backfill gives an actor made before mattes its matte', {
    timeout: testTime(600_000),
  }, async () => {
    const spec = await specOf(made);
    if (spec.kind !== 'photo') throw new Error('not a photo actor');
    const old = await oldPhotoActor(await readObject(server.ctx, spec.image_key));
    expect((await specOf(old)).kind).toBe('photo');
    expect('matte_key' in (await specOf(old))).toBe(false);
    await scheduleMatteBackfill(server.ctx);
    const key = await matteKeyOf(old);
    expect(pngHeader(await readObject(server.ctx, key))).toMatchObject({ width: 540, height: 960 });
    // Done: the sweep passes it (and the API-made one) by.
    const again = await queueMissingMattes(server.ctx, null);
    expect(again.queued).toBe(0);
  });

  it('the backfill mattes an old video actor frame for frame with its loop, and renders get it', {
    timeout: testTime(600_000),
  }, async () => {
    const spec = await specOf(made);
    if (spec.kind !== 'photo') throw new Error('not a photo actor');
    const id = await insertOwnActor(server, user.email);
    const prefix = `${actorPrefix(await actorRow(id))}render/`;
    const loopFrames = [0, 1, 2, 3, 2, 1];
    await inWorkDir('test-video-actor', async (dir) => {
      const photo = path.join(dir, 'photo.jpg');
      await writeFile(photo, await readObject(server.ctx, spec.image_key));
      // A six-frame ping-pong of a slow zoom on the face: the loop a prepared video actor plays.
      const loop = path.join(dir, 'loop.mp4');
      await run(ffmpegPath(), [
        ...['-v', 'error', '-y', '-loop', '1', '-framerate', '25', '-i', photo],
        ...['-vf', "scale=288:512,zoompan=z='1+0.01*on':d=1:s=288x512:fps=25"],
        ...['-frames:v', '4', '-c:v', 'libx264', '-preset', 'ultrafast', '-pix_fmt', 'yuv420p'],
        path.join(dir, 'shot.mp4'),
      ]);
      await run(ffmpegPath(), [
        ...['-v', 'error', '-y', '-i', path.join(dir, 'shot.mp4'), '-filter_complex'],
        '[0:v]split[f][r];[r]reverse,trim=start_frame=1:end_frame=3,setpts=PTS-STARTPTS[b];[f][b]concat=n=2:v=1[out]',
        ...[
          '-map',
          '[out]',
          '-c:v',
          'libx264',
          '-preset',
          'ultrafast',
          '-pix_fmt',
          'yuv420p',
          loop,
        ],
      ]);
      const data = {
        version: 1,
        width: 288,
        height: 512,
        fps: 25,
        footage: 'footage.mp4',
        frames: 4,
        loop: { inFrame: 0, outFrame: 3 },
        loopFootage: 'loop.mp4',
        loopFrames,
        track: [{ frame: 0, points: [[0, 0]] }],
        mouth: [],
      };
      await server.ctx.storage.put(
        `${prefix}video-actor.json`,
        Buffer.from(JSON.stringify(data)),
        'application/json',
      );
      await server.ctx.storage.put(`${prefix}loop.mp4`, await readFile(loop), 'video/mp4');
    });
    await server.ctx.db
      .updateTable('actors')
      .set({
        generate_type: ActorGenerateType.VIDEO,
        spec: JSON.stringify({
          kind: 'video',
          data_key: `${prefix}video-actor.json`,
          loop_key: `${prefix}loop.mp4`,
        }),
      })
      .where('id', '=', id)
      .execute();
    await scheduleMatteBackfill(server.ctx);
    const key = await matteKeyOf(id);
    expect(key.endsWith('.mp4')).toBe(true);
    // What a render is handed: the footage and, beside it, its matte of the same frames.
    await inWorkDir('test-render-spec', async (dir) => {
      const local = await actorSpecFor(server.ctx, await actorRow(id), dir);
      if (local.kind !== 'video' || !local.mattePath) throw new Error('no matte for the render');
      expect(await probeMedia(local.mattePath)).toMatchObject({ width: 288, height: 512, fps: 25 });
      const { stdout } = await run(
        ffmpegPath(),
        ['-v', 'error', '-i', local.mattePath, '-f', 'rawvideo', '-pix_fmt', 'gray', 'pipe:1'],
        { encoding: 'buffer', maxBuffer: 64 * 1024 * 1024 },
      );
      expect(stdout.length).toBe(288 * 512 * loopFrames.length);
    });
  });

  it('a matte that cannot be made leaves the actor as it was, then records none on the last try', async () => {
    const broken = await oldPhotoActor(Buffer.from('not a picture'));
    const before = await actorRow(broken);
    const run = (attempt: number) =>
      matteActorJob(server.ctx, {
        jobId: `test-matte-${attempt}`,
        payload: { actor_id: broken },
        attempt,
        signal: new AbortController().signal,
      });
    await expect(run(1)).rejects.toThrow();
    expect(await actorRow(broken)).toEqual(before);
    await run(3);
    const after = await actorRow(broken);
    expect(after.generate_status).toBe(CustomActorStatus.READY);
    expect(JSON.parse(after.spec)).toEqual({ ...JSON.parse(before.spec), matte_key: null });
  });

  it('deleting the actor removes its matte', async () => {
    const del = await server.call('POST', '/actor/delete', { id: made }, user);
    expect(del.body.code, del.body.message).toBe(200);
    expect(await server.ctx.storage.head(madeMatte)).toBeNull();
  });
});
