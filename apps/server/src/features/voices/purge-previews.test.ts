import { TTS_PREVIEW_KEEP_MS } from '@talkreel/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUp } from '../../test/factories';
import { startTestServer, type TestServer } from '../../test/test-server';
import { newProject } from '../tree/test-tree';
import { insertOwnVoice, seedFewStock } from '../videos/test-creation';
import { currentWorkspaceOf, userIdOf } from '../workspaces/test-membership';
import { purgeStalePreviews } from './purge-previews';

describe('purge of stale stored TTS previews', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
    await seedFewStock(server, 4);
  });
  afterAll(() => server?.close());

  it(`deletes previews older than ${TTS_PREVIEW_KEEP_MS / 86_400_000} days unless a video or a voice uses them`, async () => {
    const user = await signUp(server);
    const preview = async (text: string) => {
      const r = await server.call<{ id: string }>(
        'POST',
        '/audio/tts/generate',
        { text, voice_id: 'en-ava' },
        user,
      );
      expect(r.body.code, r.body.message).toBe(200);
      return server.ctx.db
        .selectFrom('tts_audios')
        .selectAll()
        .where('id', '=', r.body.data.id)
        .executeTakeFirstOrThrow();
    };
    const stale = await preview('Nobody keeps this one.');
    const byVideo = await preview('A video was made from this one.');
    const bySample = await preview('A voice keeps this one as its sample.');

    const workspace = (await currentWorkspaceOf(server, user.email)) ?? '';
    const project = (await newProject(server, user.token, workspace, null, 'Kept')).id;
    const now = server.ctx.now();
    await server.ctx.db
      .insertInto('videos')
      .values({
        id: 'video-keeps-speech',
        task_id: 'task-keeps-speech',
        workspace_id: workspace,
        project_id: project,
        user_id: await userIdOf(server, user.email),
        actor_id: 'a',
        actor_name: 'A',
        actor_model_id: 'a',
        voice_id: byVideo.voice_id,
        voice_settings: '{}',
        input_text: byVideo.text,
        video_status: 2,
        burn_captions: 0,
        retries: 0,
        tts_audio_id: byVideo.id,
        created_at: now,
        updated_at: now,
      })
      .execute();
    const voiceId = await insertOwnVoice(server, user.email);
    await server.ctx.db
      .updateTable('voices')
      .set({ sample_key: bySample.audio_key })
      .where('id', '=', voiceId)
      .execute();

    const exists = async (row: { id: string; audio_key: string }) =>
      (await server.ctx.db
        .selectFrom('tts_audios')
        .select('id')
        .where('id', '=', row.id)
        .executeTakeFirst()) !== undefined &&
      (await server.ctx.storage.head(row.audio_key)) !== null;

    expect(await purgeStalePreviews(server.ctx)).toEqual({ tts_audios: 0 });
    server.advanceClock(TTS_PREVIEW_KEEP_MS + 60_000);
    expect(await purgeStalePreviews(server.ctx)).toEqual({ tts_audios: 1 });
    expect(await exists(stale)).toBe(false);
    expect(await exists(byVideo)).toBe(true);
    expect(await exists(bySample)).toBe(true);
  });
});
