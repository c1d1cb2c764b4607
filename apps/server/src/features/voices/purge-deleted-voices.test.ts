import {
  CloneStatus,
  DELETED_VOICE_KEEP_MS,
  VideoStatus,
  type videoItem,
} from '@talkreel/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { signUp } from '../../test/factories';
import { startTestServer, type TestServer } from '../../test/test-server';
import { newProject } from '../tree/test-tree';
import { insertOwnVoice, insertVideoRow } from '../videos/test-creation';
import { currentWorkspaceOf, userIdOf } from '../workspaces/test-membership';
import { purgeDeletedVoices } from './purge-deleted-voices';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server?.close());

const DAY = 86_400_000;

describe(`purge of own voices deleted ${DELETED_VOICE_KEEP_MS / DAY} days ago`, () => {
  it('removes an unused deleted voice with its sample, speech, clone task and stars; keeps the rest', async () => {
    const user = await signUp(server);
    const userId = await userIdOf(server, user.email);
    const { db, storage } = server.ctx;

    /** An own voice as cloning leaves it: a stored sample, speech it spoke, its clone task, a star. */
    async function clonedVoice(name: string) {
      const id = await insertOwnVoice(server, user.email, { name });
      const sampleKey = `voices/${id}/sample.mp3`;
      await storage.put(sampleKey, Buffer.from(`sample of ${name}`), 'audio/mpeg');
      await db.updateTable('voices').set({ sample_key: sampleKey }).where('id', '=', id).execute();
      const speechKey = `tts/speech-of-${id}.mp3`;
      await storage.put(speechKey, Buffer.from(`speech of ${name}`), 'audio/mpeg');
      const now = server.ctx.now();
      await db
        .insertInto('tts_audios')
        .values({
          id: `speech-${id}`,
          cache_key: `cache-${id}`,
          voice_id: id,
          actor_id: null,
          text: 'Hello.',
          settings: '{}',
          provider: 'elevenlabs',
          model_name: 'eleven_multilingual_v2',
          name,
          audio_key: speechKey,
          duration_ms: 500,
          timeline: '{"duration":0.5,"words":[],"phonemes":[]}',
          created_by: userId,
          created_at: now,
          used_at: now,
        })
        .execute();
      await db
        .insertInto('clone_tasks')
        .values({
          id: `task-${id}`,
          user_id: userId,
          voice_id: id,
          provider: 'elevenlabs',
          source: 'audio',
          upload_id: `upload-${id}`,
          status: CloneStatus.SUCCESS,
          error: null,
          deadline_at: now,
          created_at: now,
          updated_at: now,
        })
        .execute();
      const starred = await server.call(
        'POST',
        '/audio-template/toggle-favorite',
        { customize_audio_template_id: id },
        user,
      );
      expect(starred.body.code, starred.body.message).toBe(200);
      return { id, sampleKey, speechKey };
    }
    /** Deleted by its owner, `daysAgo` days back. */
    async function deleteVoice(id: string, daysAgo: number) {
      const r = await server.call('POST', '/audio/delete', { audio_id: id }, user);
      expect(r.body.code, r.body.message).toBe(200);
      await db
        .updateTable('voices')
        .set({ deleted_at: server.ctx.now() - daysAgo * DAY })
        .where('id', '=', id)
        .execute();
    }

    const unused = await clonedVoice('Gone for a month');
    const named = await clonedVoice('Named by a video');
    const recent = await clonedVoice('Deleted last week');
    const live = await clonedVoice('Still mine');
    const keep = DELETED_VOICE_KEEP_MS / DAY;
    await deleteVoice(unused.id, keep + 1);
    await deleteVoice(named.id, keep + 1);
    await deleteVoice(recent.id, 7);
    const workspace = (await currentWorkspaceOf(server, user.email)) ?? '';
    const project = await newProject(server, user.token, workspace, null, 'Made with it');
    const videoId = await insertVideoRow(server, {
      workspace_id: workspace,
      project_id: project.id,
      user_id: userId,
      voice_id: named.id,
      video_status: VideoStatus.FAILED,
    });
    // A task of a voice whose row is gone altogether (an erased sub-user's, started by its agent).
    const now = server.ctx.now();
    await db
      .insertInto('clone_tasks')
      .values({
        id: 'task-of-erased-voice',
        user_id: userId,
        voice_id: 'erased-voice',
        provider: 'local',
        source: 'audio',
        upload_id: 'u',
        status: CloneStatus.FAILED,
        error: 'failed',
        deadline_at: now,
        created_at: now,
        updated_at: now,
      })
      .execute();

    expect(await purgeDeletedVoices(server.ctx)).toEqual({ voices: 1, clone_tasks: 2 });

    const row = (table: 'voices' | 'clone_tasks' | 'tts_audios', id: string) =>
      db.selectFrom(table).select('id').where('id', '=', id).executeTakeFirst();
    const stars = (voiceId: string) =>
      db.selectFrom('voice_stars').select('user_id').where('voice_id', '=', voiceId).execute();
    expect(await row('voices', unused.id)).toBeUndefined();
    expect(await row('clone_tasks', `task-${unused.id}`)).toBeUndefined();
    expect(await row('tts_audios', `speech-${unused.id}`)).toBeUndefined();
    expect(await row('clone_tasks', 'task-of-erased-voice')).toBeUndefined();
    expect(await stars(unused.id)).toEqual([]);
    expect(await storage.head(unused.sampleKey)).toBeNull();
    expect(await storage.head(unused.speechKey)).toBeNull();
    for (const kept of [named, recent, live]) {
      expect(await row('voices', kept.id)).toBeDefined();
      expect(await row('clone_tasks', `task-${kept.id}`)).toBeDefined();
      expect(await row('tts_audios', `speech-${kept.id}`)).toBeDefined();
      expect(await stars(kept.id)).toHaveLength(1);
      expect(await storage.head(kept.sampleKey)).not.toBeNull();
    }

    // The video still names its (deleted) voice and plays its sample.
    const r = await server.call<z.input<typeof videoItem>>(
      'POST',
      '/video/callback/result',
      { task_id: videoId },
      user,
    );
    expect(r.body.code, r.body.message).toBe(200);
    expect(r.body.data.voice).toMatchObject({ id: named.id, name: 'Named by a video' });
    const sample = await fetch(new URL(r.body.data.voice?.audio_url ?? '', server.url));
    expect(sample.status).toBe(200);

    // Once its video is deleted, the voice goes at the next run.
    const deleted = await server.call('POST', '/video/delete', { id: videoId }, user);
    expect(deleted.body.code, deleted.body.message).toBe(200);
    expect(await purgeDeletedVoices(server.ctx)).toEqual({ voices: 1, clone_tasks: 1 });
    expect(await row('voices', named.id)).toBeUndefined();
    expect(await storage.head(named.sampleKey)).toBeNull();
    expect(await row('voices', recent.id)).toBeDefined();
  });
});
