import { Code, Message } from '@talkreel/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUp } from '../../test/factories';
import { startTestServer, type TestServer } from '../../test/test-server';
import { grantAgentAdmin } from '../agent/grant-agent-admin';
import { agentAdmin, signedInSubUser } from '../agent/test-agent';
import { listFolders, newWorkspace } from '../tree/test-tree';
import { addMember, snapshotTree } from './test-membership';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

interface ListReply {
  workspaces: { id: string; keep_folders: boolean }[];
}
const keepFoldersInList = async (token: string, id: string) =>
  (
    await server.call<ListReply>('POST', '/workspace/list', {}, { token })
  ).body.data.workspaces.find((w) => w.id === id)?.keep_folders;
const keepFoldersInTree = async (token: string, id: string) =>
  (await listFolders(server, token, { workspace_id: id })).keep_folders;
const setKeepFolders = (token: string, id: string, body: unknown) =>
  server.call<{ keep_folders: boolean }>('PUT', `/workspace/${id}/settings`, body, { token });

describe('PUT /workspace/:id/settings: "Keep folders across reloads" (issue 24)', () => {
  it("is off by default (core.md §4's rule), in the product list and the folder list", async () => {
    const owner = await signUp(server);
    const team = await newWorkspace(server, owner.token, 'Team');
    expect(await keepFoldersInList(owner.token, team)).toBe(false);
    expect(await keepFoldersInTree(owner.token, team)).toBe(false);
  });

  it('the owner turns it on and off; every member reads it in both lists', async () => {
    const owner = await signUp(server);
    const member = await signUp(server);
    const team = await newWorkspace(server, owner.token, 'Team');
    await addMember(server, team, member.email);

    const on = await setKeepFolders(owner.token, team, { keep_folders: true });
    expect(on.body).toMatchObject({ code: 200, data: { keep_folders: true } });
    for (const token of [owner.token, member.token]) {
      expect(await keepFoldersInList(token, team)).toBe(true);
      expect(await keepFoldersInTree(token, team)).toBe(true);
    }

    const off = await setKeepFolders(owner.token, team, { keep_folders: false });
    expect(off.body).toMatchObject({ code: 200, data: { keep_folders: false } });
    expect(await keepFoldersInTree(member.token, team)).toBe(false);
    expect(await keepFoldersInList(member.token, team)).toBe(false);
  });

  it("is per workspace: the owner's other products keep the rule", async () => {
    const owner = await signUp(server);
    const first = await newWorkspace(server, owner.token, 'First');
    const second = await newWorkspace(server, owner.token, 'Second');
    await setKeepFolders(owner.token, first, { keep_folders: true });
    expect(await keepFoldersInTree(owner.token, second)).toBe(false);
    expect(await keepFoldersInList(owner.token, second)).toBe(false);
  });

  it('takes the stored role admin as the owner (core.md §6)', async () => {
    const owner = await signUp(server);
    const admin = await signUp(server);
    const team = await newWorkspace(server, owner.token, 'Team');
    await addMember(server, team, admin.email, 'admin');
    const r = await setKeepFolders(admin.token, team, { keep_folders: true });
    expect(r.body.code).toBe(200);
    expect(await keepFoldersInList(owner.token, team)).toBe(true);
  });

  it('refuses a member with 1003, and changes nothing', async () => {
    const owner = await signUp(server);
    const member = await signUp(server);
    const team = await newWorkspace(server, owner.token, 'Team');
    await addMember(server, team, member.email);
    const before = await snapshotTree(server);
    const r = await setKeepFolders(member.token, team, { keep_folders: true });
    expect(r.status).toBe(403);
    expect(r.body).toMatchObject({
      code: Code.ACCESS_RESTRICTED,
      message: 'Only the owner can do this',
    });
    expect(await snapshotTree(server)).toEqual(before);
  });

  it('refuses an agent admin, as a member of the workspace or as the agent of its owner', async () => {
    const admin = await agentAdmin(server);
    const sub = await signedInSubUser(server, admin);
    const subWorkspace = (
      await server.call<ListReply>('POST', '/workspace/list', {}, { token: sub.token })
    ).body.data.workspaces[0].id;
    const row = () =>
      server.ctx.db.selectFrom('workspaces').selectAll().where('id', '=', subWorkspace).execute();
    const before = await row();
    // The agent manages the sub-user's account, not the sub-user's products.
    const asAgent = await setKeepFolders(admin.token, subWorkspace, { keep_folders: true });
    expect(asAgent.status).toBe(403);
    expect(asAgent.body.code).toBe(Code.ACCESS_RESTRICTED);

    await addMember(server, subWorkspace, admin.email);
    const asMember = await setKeepFolders(admin.token, subWorkspace, { keep_folders: true });
    expect(asMember.body).toMatchObject({
      code: Code.ACCESS_RESTRICTED,
      message: 'Only the owner can do this',
    });
    // Another account holding the agent-admin flag is no owner either.
    const flagged = await signUp(server);
    await grantAgentAdmin(server.ctx, flagged.email);
    await addMember(server, subWorkspace, flagged.email);
    const asFlagged = await setKeepFolders(flagged.token, subWorkspace, { keep_folders: true });
    expect(asFlagged.body.code).toBe(Code.ACCESS_RESTRICTED);
    expect(await row()).toEqual(before);
    expect(await keepFoldersInList(sub.token, subWorkspace)).toBe(false);
  });

  it('refuses a stranger (1003), an unknown workspace (1004) and a signed-out call', async () => {
    const owner = await signUp(server);
    const stranger = await signUp(server);
    const team = await newWorkspace(server, owner.token, 'Team');
    const before = await snapshotTree(server);
    const strange = await setKeepFolders(stranger.token, team, { keep_folders: true });
    expect(strange.body).toMatchObject({
      code: Code.ACCESS_RESTRICTED,
      message: Message.PERMISSION_DENIED,
    });
    const unknown = await setKeepFolders(owner.token, 'no-such-workspace', { keep_folders: true });
    expect(unknown.body).toMatchObject({ code: Code.NOT_FOUND, message: 'Workspace not found' });
    const signedOut = await server.call('PUT', `/workspace/${team}/settings`, {
      keep_folders: true,
    });
    expect(signedOut.status).toBe(401);
    expect(await snapshotTree(server)).toEqual(before);
  });

  it('refuses a value that is not true or false', async () => {
    const owner = await signUp(server);
    const team = await newWorkspace(server, owner.token, 'Team');
    for (const [body, message] of [
      [{}, 'Keep folders cannot be empty'],
      [{ keep_folders: null }, 'Keep folders cannot be empty'],
      [{ keep_folders: 'yes' }, 'Keep folders must be a boolean'],
      [{ keep_folders: 1 }, 'Keep folders must be a boolean'],
    ] as const) {
      const r = await setKeepFolders(owner.token, team, body);
      expect(r.status).toBe(400);
      expect(r.body).toMatchObject({ code: Code.INVALID_INPUT, message });
    }
    expect(await keepFoldersInList(owner.token, team)).toBe(false);
  });
});
