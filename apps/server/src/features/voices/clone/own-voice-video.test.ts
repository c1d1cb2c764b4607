import http from 'node:http';
import { CloneStatus, Code, VideoStatus, VoiceMessage, type videoItem } from '@talkreel/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { signUp } from '../../../test/factories';
import { startTestServer, type TestServer } from '../../../test/test-server';
import { testTime } from '../../../test/test-time';
import { newProject } from '../../tree/test-tree';
import { uploadFile } from '../../uploads/test-uploads';
import {
  eventually,
  insertOwnActor,
  probeLink,
  scriptOf,
  settledVideo,
  verifiedActors,
  videoTask,
} from '../../videos/test-creation';
import { currentWorkspaceOf } from '../../workspaces/test-membership';
import { speechWav } from './test-clone-providers';

type Video = z.input<typeof videoItem>;

/** A GET on its own connection, closed after the reply, so the server can stop at once. */
function getOnce(url: URL): Promise<{ status: number; bytes: number }> {
  return new Promise((resolve, reject) => {
    http
      .get(url, { agent: false }, (res) => {
        let bytes = 0;
        res.on('data', (c: Buffer) => {
          bytes += c.length;
        });
        res.on('end', () => resolve({ status: res.statusCode ?? 0, bytes }));
      })
      .on('error', reject);
  });
}

/** Issue 8 end to end on the server: upload a recording, match it offline, make a video with it. */
describe('a video spoken by a matched own voice', () => {
  let server: TestServer;
  let user: { email: string; token: string };
  let voiceId: string;
  let video: Video;
  let actorId: string;
  let project: string;

  beforeAll(async () => {
    server = await startTestServer();
    user = await signUp(server);
    const up = await uploadFile(server, user.token, 'audio', await speechWav(), 'me.wav');
    const started = await server.call<{ task_id: string }>(
      'POST',
      '/audio/clone-local',
      { audio_name: 'Me, matched', audio_url: up.confirm.body.data.file_uri, language: 'en' },
      user,
    );
    const done = await eventually(async () => {
      const r = await server.call<{ process_status: number; audio_id: string | null }>(
        'GET',
        `/audio/processing-status/${started.body.data.task_id}`,
        undefined,
        user,
      );
      return r.body.data.process_status !== CloneStatus.PROCESSING && r.body.data;
    }, 120_000);
    expect(done.process_status).toBe(CloneStatus.SUCCESS);
    voiceId = done.audio_id ?? '';

    const workspace = (await currentWorkspaceOf(server, user.email)) ?? '';
    project = (await newProject(server, user.token, workspace, null, 'Own voice')).id;
    [actorId] = await verifiedActors(server, user, 1, voiceId);
    const text = scriptOf(100, 'This is my own matched voice speaking in a video. ');
    const batch = await server.call<{ videos: Video[] }>(
      'POST',
      '/video/audio-video/process-batch',
      {
        tasks: [videoTask(project, actorId, { text, voice_id: voiceId })],
      },
      user,
    );
    expect(batch.body.code, batch.body.message).toBe(200);
    const taskId = batch.body.data.videos[0].task_id;
    video = await settledVideo(server, user, taskId, 240_000);
  }, testTime(300_000));
  afterAll(() => server?.close());

  it('finishes with an MP4 whose voice is the matched one', async () => {
    expect(video.video_status).toBe(VideoStatus.FINISHED);
    expect(video.voice).toMatchObject({ id: voiceId, name: 'Me, matched', provider: 'local' });
    const probe = await probeLink(server, video.video_url ?? '');
    expect(probe.hasAudio && probe.hasVideo).toBe(true);
    expect(probe.durationSec).toBeGreaterThan(3);
  });

  it('still names and plays its voice after the voice is deleted', async () => {
    const del = await server.call('POST', '/audio/delete', { audio_id: voiceId }, user);
    expect(del.body.code).toBe(200);
    const again = await server.call<Video>(
      'POST',
      '/video/callback/result',
      { task_id: video.task_id },
      user,
    );
    expect(again.body.data.voice).toMatchObject({ id: voiceId, name: 'Me, matched' });
    expect(again.body.data.voice?.audio_url).toBeTruthy();
    const played = await getOnce(new URL(again.body.data.video_url ?? '', server.url));
    expect(played.status).toBe(200);
    expect(played.bytes).toBeGreaterThan(1000);
  });

  it('makes nothing new: its actor names no default, and a video with it is refused naming the actor', async () => {
    const own = await insertOwnActor(server, user.email, { name: 'Voiced by me' });
    await server.ctx.db
      .updateTable('actors')
      .set({ default_voice_id: voiceId })
      .where('id', '=', own)
      .execute();
    const listed = await server.call<{ actors: { id: string; default_audio: unknown }[] }>(
      'POST',
      '/actor/show',
      { condition3: { condition: 'my_actors' } },
      user,
    );
    const mine = listed.body.data.actors.find((a) => a.id === own);
    expect(mine).toBeDefined();
    expect(mine?.default_audio).toBeNull();

    const refused = await server.call(
      'POST',
      '/video/audio-video/process-batch',
      {
        tasks: [videoTask(project, actorId, { voice_id: voiceId })],
      },
      user,
    );
    expect(refused.body).toMatchObject({
      code: Code.NOT_FOUND,
      message: VoiceMessage.VOICE_NOT_FOUND,
      data: { actor_id: actorId, voice_id: voiceId },
    });
  });
});
