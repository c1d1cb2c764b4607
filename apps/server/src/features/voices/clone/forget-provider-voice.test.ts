import { CloneStatus } from '@talkreel/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUp } from '../../../test/factories';
import type { TestServer } from '../../../test/test-server';
import { agentAdmin, signedInSubUser } from '../../agent/test-agent';
import { uploadFile } from '../../uploads/test-uploads';
import { eventually, insertOwnVoice } from '../../videos/test-creation';
import { type CloneStandIn, speechWav, startCloneServer } from './test-clone-providers';
import { cloneTaskWithVoice } from './test-clone-rows';

type User = { email: string; token: string };

// Provider plans cap the cloned voices an account holds: a voice nothing of ours can use any
// more must leave the provider's account, not only our lists.
describe('cloned voices leave the provider account when nothing can use them', () => {
  let server: TestServer;
  let eleven: CloneStandIn;
  let minimax: CloneStandIn;
  let alice: User;
  let speechUri: string;

  beforeAll(async () => {
    ({ server, eleven, minimax } = await startCloneServer());
    alice = await signUp(server);
    const up = await uploadFile(server, alice.token, 'audio', await speechWav(), 'me.wav');
    expect(up.confirm.body.code, up.confirm.body.message).toBe(200);
    speechUri = up.confirm.body.data.file_uri;
  });

  afterAll(async () => {
    await server?.close();
    await eleven?.close();
    await minimax?.close();
  });

  const call = <T>(user: User, url: string, body?: unknown) =>
    server.call<T>('POST', url, body, { token: user.token });

  async function startClone(user: User, provider: 'elevenlabs' | 'minimax', name: string) {
    const r = await call<{ task_id: string }>(user, `/audio/clone-${provider}`, {
      audio_name: name,
      audio_url: speechUri,
    });
    expect(r.body.code, r.body.message).toBe(200);
    return r.body.data.task_id;
  }

  /** The task's end state, and its voice row. */
  async function settled(user: User, taskId: string) {
    const done = await eventually(async () => {
      const r = await server.call<{ process_status: number; audio_id: string | null }>(
        'GET',
        `/audio/processing-status/${taskId}`,
        undefined,
        { token: user.token },
      );
      return r.body.data.process_status !== CloneStatus.PROCESSING && r.body.data;
    }, 120_000);
    const { voice } = await cloneTaskWithVoice(server, taskId);
    return { status: done.process_status, voice };
  }

  const gone = (standIn: CloneStandIn, voiceId: string) =>
    eventually(async () => !standIn.voices.has(voiceId));

  it('deleting an ElevenLabs clone deletes it at ElevenLabs (DELETE /v1/voices/{id})', async () => {
    const { status, voice } = await settled(
      alice,
      await startClone(alice, 'elevenlabs', 'Eleven mine'),
    );
    expect(status).toBe(CloneStatus.SUCCESS);
    expect(eleven.voices.has(voice.voice_tts_id)).toBe(true);

    expect((await call(alice, '/audio/delete', { audio_id: voice.id })).body.code).toBe(200);
    await gone(eleven, voice.voice_tts_id);
    const deletion = eleven.calls.find((c) => c.method === 'DELETE');
    expect(deletion?.path).toBe(`/v1/voices/${voice.voice_tts_id}`);
    expect(deletion?.headers['xi-api-key']).toBe('el-test-key');
  });

  it('deleting a MiniMax clone posts delete_voice (voice_cloning) for its id', async () => {
    const { status, voice } = await settled(
      alice,
      await startClone(alice, 'minimax', 'MiniMax mine'),
    );
    expect(status).toBe(CloneStatus.SUCCESS);
    expect(minimax.voices.has(voice.voice_tts_id)).toBe(true);

    await call(alice, '/audio/delete', { audio_id: voice.id });
    await gone(minimax, voice.voice_tts_id);
    const deletion = minimax.calls.find((c) => c.path.startsWith('/v1/delete_voice'));
    expect(deletion?.path).toBe('/v1/delete_voice?GroupId=group-7');
    expect(deletion?.headers.authorization).toBe('Bearer mm-test-key');
    expect(deletion?.json).toEqual({ voice_type: 'voice_cloning', voice_id: voice.voice_tts_id });
  });

  it('a clone whose sample cannot be spoken fails, and the voice the provider made goes', async () => {
    const before = new Set(eleven.voices);
    const adds = eleven.calls.filter((c) => c.path === '/v1/voices/add').length;
    eleven.mode = 'mute';
    try {
      const { status, voice } = await settled(
        alice,
        await startClone(alice, 'elevenlabs', 'Mute voice'),
      );
      expect(status).toBe(CloneStatus.FAILED);
      expect(voice.deleted_at).not.toBeNull();
    } finally {
      eleven.mode = 'ok';
    }
    // The provider did make a voice, and it is deleted again.
    expect(eleven.calls.filter((c) => c.path === '/v1/voices/add').length).toBe(adds + 1);
    await eventually(async () => eleven.voices.size === before.size);
    expect([...eleven.voices]).toEqual([...before]);
  });

  it('a voice deleted while it is being cloned does not stay at the provider', async () => {
    let release = () => {};
    eleven.hold = new Promise<void>((resolve) => {
      release = resolve;
    });
    const adds = eleven.calls.filter((c) => c.path === '/v1/voices/add').length;
    const before = new Set(eleven.voices);
    try {
      const taskId = await startClone(alice, 'elevenlabs', 'Short-lived');
      // The provider has the recording; the owner deletes the voice before it answers.
      await eventually(
        async () => eleven.calls.filter((c) => c.path === '/v1/voices/add').length > adds,
      );
      const row = await server.ctx.db
        .selectFrom('clone_tasks')
        .select('voice_id')
        .where('id', '=', taskId)
        .executeTakeFirstOrThrow();
      expect((await call(alice, '/audio/delete', { audio_id: row.voice_id })).body.code).toBe(200);
      eleven.hold = null;
      release();
      const { voice } = await settled(alice, taskId);
      expect(voice.deleted_at).not.toBeNull();
      expect(voice.voice_tts_id.startsWith('elv')).toBe(true);
      await gone(eleven, voice.voice_tts_id);
    } finally {
      eleven.hold = null;
      release();
    }
    expect([...eleven.voices]).toEqual([...before]);
  });

  it("an agent deleting a sub-user deletes the sub-user's clones at their providers", async () => {
    const admin = await agentAdmin(server);
    const sub = await signedInSubUser(server, admin);
    eleven.voices.add('el-sub-voice');
    minimax.voices.add('talkreelsubvoice01');
    await insertOwnVoice(server, sub.email, { voice_tts_id: 'el-sub-voice' });
    await insertOwnVoice(server, sub.email, {
      provider: 'minimax',
      voice_tts_id: 'talkreelsubvoice01',
      model_name: 'speech-02-hd',
    });
    const r = await call(admin, '/agent/user/delete', {
      agent_id: admin.agentId,
      user_id: sub.id,
    });
    expect(r.body.code, JSON.stringify(r.body)).toBe(200);
    await gone(eleven, 'el-sub-voice');
    await gone(minimax, 'talkreelsubvoice01');
  });

  it('offline voices and stock voices are never sent to a provider for deletion', async () => {
    const local = await insertOwnVoice(server, alice.email, {
      provider: 'local',
      voice_tts_id: 'local-x',
      model_name: 'espeak',
    });
    expect((await call(alice, '/audio/delete', { audio_id: local })).body.code).toBe(200);
    const forgets = await server.ctx.db
      .selectFrom('jobs')
      .select('payload')
      .where('name', '=', 'voice.forget')
      .execute();
    expect(forgets.map((j) => JSON.parse(j.payload).provider_voice_id)).not.toContain('local-x');
    // Every deletion so far named one of our own clones.
    const stockIds = await server.ctx.db
      .selectFrom('voices')
      .select('voice_tts_id')
      .where('source', '!=', 'my')
      .execute();
    const named = new Set(forgets.map((j) => JSON.parse(j.payload).provider_voice_id));
    for (const s of stockIds) expect(named.has(s.voice_tts_id)).toBe(false);
  });
});
