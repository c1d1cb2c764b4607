import { Code, Message } from '@talkreel/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newId } from '../../lib/ids';
import { startTestServer, type TestServer } from '../../test/test-server';
import { type Account, account } from '../members/test-team';
import { makeJpeg, uploadFile } from '../uploads/test-uploads';
import { insertOwnActor, insertOwnVoice, insertVideoRow } from '../videos/test-creation';
import { videoFileKeys } from '../videos/video-keys';
import { addMember, currentWorkspaceOf } from '../workspaces/test-membership';
import { type AgentAdmin, agentAdmin, signedInSubUser } from './test-agent';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ workers: 'external' });
});
afterAll(() => server.close());

const put = (key: string) => server.ctx.storage.put(key, Buffer.from(key), 'text/plain');
const exists = async (key: string) => (await server.ctx.storage.head(key)) !== null;

/** A finished video row of `userId` in a project, with its files stored. */
async function storedVideo(userId: string, workspaceId: string, projectId: string) {
  const id = newId();
  const keys = videoFileKeys({ workspace_id: workspaceId, id });
  await insertVideoRow(server, {
    id,
    workspace_id: workspaceId,
    project_id: projectId,
    user_id: userId,
    video_status: 2,
    video_key: keys.video,
    compressed_video_key: keys.compressed,
    poster_key: keys.poster,
    duration_ms: 1000,
    finished_at: server.ctx.now(),
    queued_at: server.ctx.now(),
  });
  for (const key of [keys.video, keys.compressed, keys.poster]) await put(key);
  return { id, keys: [keys.video, keys.compressed, keys.poster] };
}

async function newProject(token: string, workspaceId: string) {
  const r = await server.call<{ project: { id: string } }>(
    'POST',
    '/sidebar/project',
    { name: 'Launch', folder_id: null, workspace_id: workspaceId },
    { token },
  );
  expect(r.body.code, JSON.stringify(r.body)).toBe(200);
  return r.body.data.project.id;
}

describe('POST /agent/user/delete', () => {
  let admin: AgentAdmin;
  let colleague: Account;

  beforeAll(async () => {
    admin = await agentAdmin(server);
    colleague = await account(server);
  });

  it('removes the account and what is its alone, rows and stored files; what it shares stays', async () => {
    const sub = await signedInSubUser(server, admin);
    const db = server.ctx.db;
    const subWorkspace = (await currentWorkspaceOf(server, sub.email)) ?? '';
    // A workspace the sub-user has to themselves goes, with its project and video.
    const solo = await server.call<{ workspace: { id: string } }>(
      'POST',
      '/workspace',
      { name: 'Solo' },
      { token: sub.token },
    );
    const soloWorkspace = solo.body.data.workspace.id;
    const soloProject = await newProject(sub.token, soloWorkspace);
    const inSolo = await storedVideo(sub.id, soloWorkspace, soloProject);
    // A colleague works in the sub-user's workspace (and is in it now); the sub-user also works
    // in the colleague's.
    await addMember(server, subWorkspace, colleague.email);
    await db
      .updateTable('users')
      .set({ latest_workspace_id: subWorkspace })
      .where('id', '=', colleague.id)
      .execute();
    await addMember(server, colleague.ownWorkspaceId, sub.email);

    const ownProject = await newProject(sub.token, subWorkspace);
    const theirProject = await newProject(colleague.token, colleague.ownWorkspaceId);
    const inOwn = await storedVideo(sub.id, subWorkspace, ownProject);
    const colleagueInOwn = await storedVideo(colleague.id, subWorkspace, ownProject);
    const inTheirs = await storedVideo(sub.id, colleague.ownWorkspaceId, theirProject);
    const colleagues = await storedVideo(colleague.id, colleague.ownWorkspaceId, theirProject);

    const upload = await uploadFile(server, sub.token, 'image', await makeJpeg(), 'me.jpg');
    expect(upload.confirm.body.code).toBe(200);
    const uploadKeys = await db
      .selectFrom('uploads')
      .select('file_key')
      .where('user_id', '=', sub.id)
      .execute();
    const agentsUpload = await uploadFile(server, admin.token, 'image', await makeJpeg(), 'a.jpg');
    const agentsKey = (
      await db
        .selectFrom('uploads')
        .select('file_key')
        .where('id', '=', agentsUpload.taskId)
        .executeTakeFirstOrThrow()
    ).file_key as string;

    const voiceId = await insertOwnVoice(server, sub.email);
    const sampleKey = `voices/${voiceId}/sample.mp3`;
    await put(sampleKey);
    await db
      .updateTable('voices')
      .set({ sample_key: sampleKey })
      .where('id', '=', voiceId)
      .execute();
    const speechKey = `tts/${newId()}.mp3`;
    await put(speechKey);
    await db
      .insertInto('tts_audios')
      .values({
        id: newId(),
        cache_key: newId(),
        voice_id: voiceId,
        actor_id: null,
        text: 'Hi',
        settings: '{}',
        provider: 'elevenlabs',
        model_name: 'm',
        name: 'n',
        audio_key: speechKey,
        duration_ms: 500,
        timeline: '{}',
        created_by: sub.id,
        created_at: server.ctx.now(),
      })
      .execute();
    const actorId = await insertOwnActor(server, sub.email);
    const actorKey = `users/${sub.id}/actors/${actorId}/image.jpg`;
    await put(actorKey);
    const avatarKey = `avatars/${sub.id}/me.png`;
    await put(avatarKey);
    await db.updateTable('users').set({ avatar_key: avatarKey }).where('id', '=', sub.id).execute();

    const subFiles = [
      ...inSolo.keys,
      ...uploadKeys.map((u) => u.file_key as string),
      sampleKey,
      speechKey,
      actorKey,
      avatarKey,
    ];
    for (const key of subFiles) expect(await exists(key), key).toBe(true);

    const r = await server.call(
      'POST',
      '/agent/user/delete',
      { agent_id: admin.agentId, user_id: sub.id },
      { token: admin.token },
    );
    expect(r.body).toMatchObject({ code: 200, data: { user_id: sub.id } });

    for (const key of subFiles) expect(await exists(key), key).toBe(false);
    // Shared work stays: the colleague's videos, and the sub-user's in workspaces that others
    // are in (the sub-user's own, now the colleague's, and the colleague's).
    const shared = [...inOwn.keys, ...colleagueInOwn.keys, ...inTheirs.keys, ...colleagues.keys];
    for (const key of [...shared, agentsKey]) expect(await exists(key), key).toBe(true);

    const left = {
      users: await db.selectFrom('users').select('id').where('id', '=', sub.id).execute(),
      sessions: await db
        .selectFrom('sessions')
        .select('id')
        .where('user_id', '=', sub.id)
        .execute(),
      voices: await db
        .selectFrom('voices')
        .select('id')
        .where('owner_user_id', '=', sub.id)
        .execute(),
      actors: await db
        .selectFrom('actors')
        .select('id')
        .where('owner_user_id', '=', sub.id)
        .execute(),
      uploads: await db.selectFrom('uploads').select('id').where('user_id', '=', sub.id).execute(),
      members: await db
        .selectFrom('workspace_members')
        .select('workspace_id')
        .where('user_id', '=', sub.id)
        .execute(),
    };
    expect(left).toEqual({
      users: [],
      sessions: [],
      voices: [],
      actors: [],
      uploads: [],
      members: [],
    });
    expect(
      await db.selectFrom('workspaces').select('id').where('id', '=', soloWorkspace).execute(),
    ).toEqual([]);
    expect(
      await db.selectFrom('projects').select('id').where('id', '=', soloProject).execute(),
    ).toEqual([]);
    // The shared workspace passes to the colleague, who joined it first after the owner.
    expect(
      await db
        .selectFrom('workspace_members')
        .select(['user_id', 'role'])
        .where('workspace_id', '=', subWorkspace)
        .execute(),
    ).toEqual([{ user_id: colleague.id, role: 'owner' }]);
    expect(
      await db.selectFrom('projects').select('id').where('id', '=', ownProject).execute(),
    ).toHaveLength(1);
    const videos = await db.selectFrom('videos').select('id').execute();
    expect(videos.map((v) => v.id).sort()).toEqual(
      [inOwn.id, colleagueInOwn.id, inTheirs.id, colleagues.id].sort(),
    );
    expect(
      await db.selectFrom('tts_audios').select('id').where('voice_id', '=', voiceId).execute(),
    ).toEqual([]);
    // The colleague stays where they were, and their own workspace keeps its project.
    expect(await currentWorkspaceOf(server, colleague.email)).toBe(subWorkspace);
    const listing = await server.call<{ projects: { id: string }[] }>(
      'POST',
      '/sidebar/folder/projects',
      { workspace_id: subWorkspace, folder_id: 'uncategorized' },
      { token: colleague.token },
    );
    expect(listing.body.code, JSON.stringify(listing.body)).toBe(200);
    expect(JSON.stringify(listing.body.data)).toContain(ownProject);
    expect(
      await db.selectFrom('projects').select('id').where('id', '=', theirProject).execute(),
    ).toHaveLength(1);
    expect(
      await db.selectFrom('projects').select('id').where('id', '=', theirProject).execute(),
    ).toHaveLength(1);

    // The sub-user's token is dead; the agent no longer finds them.
    const gone = await server.call('GET', '/users/profile', undefined, { token: sub.token });
    expect(gone.body.code).toBe(Code.SIGN_IN_REQUIRED);
    const again = await server.call(
      'POST',
      '/agent/user/delete',
      { agent_id: admin.agentId, user_id: sub.id },
      { token: admin.token },
    );
    expect(again.body).toMatchObject({ code: Code.NOT_FOUND, message: Message.USER_NOT_FOUND });
    const list = await server.call<{ users: { id: string }[] }>(
      'POST',
      '/agent/users',
      { agent_id: admin.agentId },
      { token: admin.token },
    );
    expect(list.body.data.users.map((u) => u.id)).not.toContain(sub.id);
  });
});
