import { type PublicVoice, VideoStatus, type videoItem } from '@talkreel/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { createTestApiKey, publicCall } from '../../test/api-key-factory';
import { signUp } from '../../test/factories';
import { startTestServer, type TestServer } from '../../test/test-server';
import { testTime } from '../../test/test-time';
import { newProject } from '../tree/test-tree';
import {
  probeLink,
  scriptOf,
  seedFewStock,
  settledVideo,
  videoTask,
} from '../videos/test-creation';
import { currentWorkspaceOf, userIdOf } from '../workspaces/test-membership';
import { stockActorId, stockVoiceId } from './stock-selection';

// Flite's English voices (issue 29) through the same routes as every other voice.
type Video = z.input<typeof videoItem>;
type User = { email: string; token: string };

let server: TestServer;
let owner: User;
let workspace: string;
const olivia = stockActorId('olivia-studio');
const sarah = 'en-flite-slt';

beforeAll(async () => {
  server = await startTestServer();
  await seedFewStock(server, 2);
  owner = await signUp(server);
  workspace = (await currentWorkspaceOf(server, owner.email)) ?? '';
}, testTime(180_000));
afterAll(() => server.close());

const preview = async (body: Record<string, unknown>) => {
  const r = await server.call<{ audio_url: string; duration: number; model_name: string }>(
    'POST',
    '/audio/tts/generate',
    body,
    owner,
  );
  expect(r.body, r.body.message).toMatchObject({ code: 200 });
  return r.body.data;
};

describe('Flite stock voices', () => {
  it('are seeded beside espeak, and English stock actors speak with one of their gender', async () => {
    const voice = await server.ctx.db
      .selectFrom('voices')
      .selectAll()
      .where('id', '=', stockVoiceId(sarah))
      .executeTakeFirstOrThrow();
    expect(voice).toMatchObject({ model_name: 'flite', provider: 'local', gender: 'female' });
    expect(JSON.parse(voice.local_spec ?? '{}')).toMatchObject({
      engine: 'flite',
      fliteVoice: 'slt',
    });
    expect(voice.sample_key).toBeTruthy();
    const actor = await server.ctx.db
      .selectFrom('actors')
      .select('default_voice_id')
      .where('id', '=', olivia)
      .executeTakeFirstOrThrow();
    expect(actor.default_voice_id).toBe(stockVoiceId(sarah));
  });

  it('speak a preview: playable MP3 as long as reported', async () => {
    const reply = await preview({
      text: 'Hello there, this is how Sarah sounds.',
      voice_id: sarah,
      actor_id: olivia,
    });
    expect(reply.model_name).toBe('flite');
    const audio = await probeLink(server, reply.audio_url);
    expect(audio).toMatchObject({ hasAudio: true, hasVideo: false, audioCodec: 'mp3' });
    expect(audio.durationSec).toBeGreaterThan(1);
    expect(Math.abs(audio.durationSec - reply.duration)).toBeLessThan(0.1);
  });

  it('speak a video, which reports its voice for a remix', {
    timeout: testTime(240_000),
  }, async () => {
    const project = (await newProject(server, owner.token, workspace, null, 'Flite')).id;
    await preview({ text: 'Verify me.', voice_id: sarah, actor_id: olivia });
    const r = await server.call<{ videos: Video[] }>(
      'POST',
      '/video/audio-video/process-batch',
      {
        tasks: [
          videoTask(project, olivia, {
            text: scriptOf(100, 'Sarah reads this line for a quick video. '),
            voice_id: sarah,
            voice_model_name: 'flite',
          }),
        ],
      },
      owner,
    );
    expect(r.body, r.body.message).toMatchObject({ code: 200 });
    const taskId = r.body.data.videos[0].task_id;
    const done = await settledVideo(server, owner, taskId, 180_000);
    expect(done.video_status, JSON.stringify(done)).toBe(VideoStatus.FINISHED);
    expect(done.voice).toMatchObject({ id: stockVoiceId(sarah), model_name: 'flite' });
    const probe = await probeLink(server, done.video_url ?? '');
    expect(probe).toMatchObject({ hasAudio: true, hasVideo: true });
    expect(probe.durationSec).toBeGreaterThan(2);
  });

  it('are listed by the public API with the stock voices', async () => {
    const { email } = owner;
    const key = (
      await createTestApiKey(server, {
        userId: await userIdOf(server, email),
        workspaceId: workspace,
        scope: 'read',
      })
    ).secret;
    const r = await publicCall<{ data: PublicVoice[] }>(
      server,
      'GET',
      '/voices?tab=stock&language=en&limit=100',
      { key },
    );
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    expect(r.body.data.find((v) => v.id === stockVoiceId(sarah))).toMatchObject({
      name: 'Sarah',
      source: 'stock',
      language: 'en',
      status: 'ready',
    });
  });
});
