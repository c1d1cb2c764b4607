import { ActorSource, VideoStatus, VoiceSource } from '@talkreel/contract';
import { stockActors, stockVoices } from '@talkreel/engine';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUp } from '../../test/factories';
import { startTestServer, type TestServer } from '../../test/test-server';
import { newProject } from '../tree/test-tree';
import { insertOwnActor, insertOwnVoice, insertVideoRow } from '../videos/test-creation';
import { currentWorkspaceOf, userIdOf } from '../workspaces/test-membership';
import { STOCK_NAMES_ZH_TW } from './stock-names';

/** Characters of our stock names that Traditional Chinese writes differently. */
const SIMPLIFIED_ONLY = /[丽兰国华静伟强]/;
const HAN = /\p{Script=Han}/u;

describe('stock names in Traditional Chinese (issue 24)', () => {
  it('every stock name in Chinese characters has a Traditional form, free of Simplified ones', () => {
    const names = [...stockVoices, ...stockActors].map((s) => s.name).filter((n) => HAN.test(n));
    expect(names.length).toBeGreaterThan(10);
    for (const name of names) {
      expect(STOCK_NAMES_ZH_TW[name], name).toBeDefined();
      expect(STOCK_NAMES_ZH_TW[name]).not.toMatch(SIMPLIFIED_ONLY);
    }
    expect(STOCK_NAMES_ZH_TW['丽华 Lihua']).toBe('麗華 Lihua');
    expect(STOCK_NAMES_ZH_TW['静 Jing']).toBe('靜 Jing');
  });

  describe('through HTTP', () => {
    let server: TestServer;
    let user: { email: string; token: string };
    let voiceId: string;
    let actorId: string;
    let ownVoiceId: string;
    let projectId: string;

    beforeAll(async () => {
      server = await startTestServer();
      user = await signUp(server);
      const { db } = server.ctx;
      // A stock voice and actor as the seed leaves them (no owner), with Simplified names.
      voiceId = await insertOwnVoice(server, user.email, { name: '丽华 Lihua', provider: 'local' });
      await db
        .updateTable('voices')
        .set({ owner_user_id: null, source: VoiceSource.DEFAULT })
        .where('id', '=', voiceId)
        .execute();
      actorId = await insertOwnActor(server, user.email, { name: '静 Jing' });
      await db
        .updateTable('actors')
        .set({
          owner_user_id: null,
          source: ActorSource.STOCK,
          default_voice_id: voiceId,
          // Stock actors are listed once their picture exists (no file is read here).
          image_key: `stock/actors/${actorId}/image.jpg`,
        })
        .where('id', '=', actorId)
        .execute();
      // A user may name their own voice in Simplified characters: it stays as typed.
      ownVoiceId = await insertOwnVoice(server, user.email, { name: '国强的声音' });
      const workspace = (await currentWorkspaceOf(server, user.email)) ?? '';
      projectId = (await newProject(server, user.token, workspace, null, 'Names')).id;
      await insertVideoRow(server, {
        workspace_id: workspace,
        project_id: projectId,
        user_id: await userIdOf(server, user.email),
        actor_id: actorId,
        actor_name: '静 Jing',
        voice_id: voiceId,
        video_status: VideoStatus.FINISHED,
      });
    });
    afterAll(() => server?.close());

    const voices = async (lang: string) =>
      (
        await server.call<{ audios: { id: string; name: string }[] }>(
          'POST',
          '/audio/show',
          {},
          { token: user.token, lang },
        )
      ).body.data.audios;
    const nameOf = (list: { id: string; name: string }[], id: string) =>
      list.find((v) => v.id === id)?.name;

    it('the voice list names stock voices in the interface script; own voices stay as typed', async () => {
      const tw = await voices('zh-TW');
      expect(nameOf(tw, voiceId)).toBe('麗華 Lihua');
      expect(nameOf(tw, ownVoiceId)).toBe('国强的声音');
      expect(nameOf(await voices('zh-Hant-HK'), voiceId)).toBe('麗華 Lihua');
      expect(nameOf(await voices('zh'), voiceId)).toBe('丽华 Lihua');
      expect(nameOf(await voices('en'), voiceId)).toBe('丽华 Lihua');
    });

    it('a search typed in Traditional finds the stock name it shows', async () => {
      const search = async (name: string) =>
        (
          await server.call<{ audios: { id: string; name: string }[] }>(
            'POST',
            '/audio/show',
            { condition1: { name } },
            { token: user.token, lang: 'zh-TW' },
          )
        ).body.data.audios.map((v) => v.name);
      expect(await search('麗華')).toEqual(['麗華 Lihua']);
      expect(await search('丽华')).toEqual(['麗華 Lihua']);
      // The same characters in either script: an own name typed in Simplified is found too.
      expect(await search('國強')).toEqual(['国强的声音']);
      expect(await search('Lihua')).toEqual(['麗華 Lihua']);
    });

    it('the actor list names the stock actor and its default voice in Traditional', async () => {
      const r = await server.call<{
        actors: { id: string; name: string; default_audio: { name: string } | null }[];
      }>('POST', '/actor/show', {}, { token: user.token, lang: 'zh-TW' });
      const actor = r.body.data.actors.find((a) => a.id === actorId);
      expect(actor?.name).toBe('靜 Jing');
      expect(actor?.default_audio?.name).toBe('麗華 Lihua');
    });

    it('a video names its stock actor and voice in Traditional', async () => {
      const r = await server.call<{
        videos: { actor: { name: string }; voice: { name: string } | null }[];
      }>(
        'POST',
        '/video/videos-by-folder-project',
        { project_id: projectId, current_page: 1, page_size: 1000 },
        { token: user.token, lang: 'zh-TW' },
      );
      expect(r.body.code, r.body.message).toBe(200);
      expect(r.body.data.videos[0]?.actor.name).toBe('靜 Jing');
      expect(r.body.data.videos[0]?.voice?.name).toBe('麗華 Lihua');
    });
  });
});
