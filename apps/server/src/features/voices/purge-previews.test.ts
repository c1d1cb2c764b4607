import { TTS_PREVIEW_KEEP_MS } from '@talkreel/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ObjectStore } from '../../ports/storage/object-store';
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

  /** The real store, except that each delete first runs `before` with the key about to go. */
  const pausingDeletes = (before: (key: string) => Promise<void>): ObjectStore => ({
    ...server.ctx.storage,
    async delete(key) {
      await before(key);
      return server.ctx.storage.delete(key);
    },
  });

  /** A preview as a signed-in user asks for it (the cache is shared by everyone). */
  const ask = (user: { token: string }, text: string) =>
    server.call<{ id: string; audio_url: string }>(
      'POST',
      '/audio/tts/generate',
      { text, voice_id: 'en-ava' },
      user,
    );

  const speechRow = (id: string) =>
    server.ctx.db.selectFrom('tts_audios').selectAll().where('id', '=', id).executeTakeFirst();

  it('a preview synthesised again while the purge removes its stale copy keeps its file', async () => {
    const text = 'Said once, forgotten, then said again.';
    const first = await ask(await signUp(server), text);
    expect(first.body.code, first.body.message).toBe(200);
    const old = await speechRow(first.body.data.id);
    server.advanceClock(TTS_PREVIEW_KEEP_MS + 60_000);
    // Someone signed in after the week asks again (the first one's session has ended).
    const later = await signUp(server);

    // The purge has deleted the stale row and is about to delete its file when the same text
    // is asked again: not found in the cache, it is synthesised and stored anew.
    let again: Awaited<ReturnType<typeof ask>> | undefined;
    await purgeStalePreviews({
      ...server.ctx,
      storage: pausingDeletes(async (key) => {
        if (key === old?.audio_key) again = await ask(later, text);
      }),
    });

    expect(again?.body.code, again?.body.message).toBe(200);
    const fresh = await speechRow(again?.body.data.id ?? '');
    expect(fresh?.id).not.toBe(old?.id);
    expect(await server.ctx.storage.head(fresh?.audio_key ?? '')).not.toBeNull();
    const played = await fetch(new URL(again?.body.data.audio_url ?? '', server.url));
    expect(played.status).toBe(200);
    expect(await speechRow(old?.id ?? '')).toBeUndefined();
  });

  it('a stale preview asked again while the purge runs is kept with its file', async () => {
    const texts = ['The first of two old previews.', 'The second of two old previews.'];
    const first = await signUp(server);
    const made: { text: string; row: Awaited<ReturnType<typeof speechRow>> }[] = [];
    for (const text of texts) {
      const r = await ask(first, text);
      expect(r.body.code, r.body.message).toBe(200);
      made.push({ text, row: await speechRow(r.body.data.id) });
    }
    server.advanceClock(TTS_PREVIEW_KEEP_MS + 60_000);
    const later = await signUp(server);

    // The purge found both stale; while it deletes the first one's file, the other is asked
    // for again and handed out from the cache.
    let askedAgain: { text: string; id: string; url: string } | undefined;
    await purgeStalePreviews({
      ...server.ctx,
      storage: pausingDeletes(async (key) => {
        const deleting = made.find((m) => m.row?.audio_key === key);
        if (!deleting || askedAgain) return;
        const other = made.find((m) => m !== deleting);
        const r = await ask(later, other?.text ?? '');
        expect(r.body.code, r.body.message).toBe(200);
        askedAgain = { text: other?.text ?? '', id: r.body.data.id, url: r.body.data.audio_url };
      }),
    });

    const kept = made.find((m) => m.text === askedAgain?.text)?.row;
    expect(askedAgain?.id).toBe(kept?.id);
    expect(await speechRow(kept?.id ?? '')).toBeDefined();
    expect(await server.ctx.storage.head(kept?.audio_key ?? '')).not.toBeNull();
    const played = await fetch(new URL(askedAgain?.url ?? '', server.url));
    expect(played.status).toBe(200);
    const purged = made.find((m) => m.text !== askedAgain?.text)?.row;
    expect(await speechRow(purged?.id ?? '')).toBeUndefined();
  });
});
