import { Code, RefusalReason } from '@talkreel/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUp } from '../../test/factories';
import { startTestServer, type TestServer } from '../../test/test-server';
import { addMember, userIdOf } from '../workspaces/test-membership';
import { newFolder, newProject, newWorkspace } from './test-tree';

/**
 * A listing signs its caller in and checks its access in one statement (session, folder,
 * membership and tree version) and its reply is reused per tree version. Every change below is
 * written straight to the database, as another API process would: each must bite on the very
 * next call.
 */

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server?.close());

type Listing = { projects: { name: string }[] };
const list = (token: string, body: Record<string, unknown>) =>
  server.call<Listing>('POST', '/sidebar/folder/projects', body, { token });

/** A workspace of a new owner with a folder and a loose project, and a member who listed both. */
async function scene() {
  const owner = await signUp(server);
  const member = await signUp(server);
  const ws = await newWorkspace(server, owner.token, 'Shared');
  const folder = (await newFolder(server, owner.token, ws, 'F')).id;
  await newProject(server, owner.token, ws, folder, 'In folder');
  await newProject(server, owner.token, ws, null, 'Loose');
  await addMember(server, ws, member.email);
  const memberId = await userIdOf(server, member.email);
  // The member lists both twice, so both replies are held for reuse.
  for (let i = 0; i < 2; i++) {
    expect((await list(member.token, { folder_id: folder })).body.data.projects).toEqual([
      expect.objectContaining({ name: 'In folder' }),
    ]);
    expect(
      (await list(member.token, { folder_id: 'uncategorized', workspace_id: ws })).body.data
        .projects,
    ).toEqual([expect.objectContaining({ name: 'Loose' })]);
  }
  return { owner, member, memberId, ws, folder };
}

describe('listing access is checked on every call', () => {
  it('a member removed by another process is refused at once, with the not-member reason', async () => {
    const s = await scene();
    await server.ctx.db
      .deleteFrom('workspace_members')
      .where('workspace_id', '=', s.ws)
      .where('user_id', '=', s.memberId)
      .execute();
    for (const body of [
      { folder_id: s.folder },
      { folder_id: s.folder, workspace_id: s.ws },
      { folder_id: 'uncategorized', workspace_id: s.ws },
    ]) {
      const r = await list(s.member.token, body);
      expect(r.body.code, JSON.stringify(body)).toBe(Code.ACCESS_RESTRICTED);
      expect(r.body.data).toEqual({ reason: RefusalReason.NOT_MEMBER, workspace_id: s.ws });
    }
    // The owner, still a member, is served as before.
    expect((await list(s.owner.token, { folder_id: s.folder })).body.code).toBe(200);
  });

  it('checks who is asking before the input, as every signed call does', async () => {
    const s = await scene();
    const anonymous = await server.call('POST', '/sidebar/folder/projects', { folder_id: '' });
    expect(anonymous.body.code).toBe(Code.SIGN_IN_REQUIRED);
    const badSignature = await server.call(
      'POST',
      '/sidebar/folder/projects',
      { folder_id: s.folder },
      { token: s.member.token, signature: 'ab'.repeat(32) },
    );
    expect(badSignature.body.code).toBe(Code.ACCESS_RESTRICTED);
    expect((await list(s.member.token, { folder_id: '' })).body.code).toBe(Code.INVALID_INPUT);
    // A folder of the member's workspace named under another workspace: the policy's refusal.
    const own = await newWorkspace(server, s.member.token, 'Own');
    const crossed = await list(s.member.token, { folder_id: s.folder, workspace_id: own });
    expect(crossed.body.code).toBe(Code.NOT_FOUND);
  });

  it('a signed-out, expired or suspended session is refused at once', async () => {
    const { db } = server.ctx;
    const signedOut = await scene();
    await db
      .updateTable('sessions')
      .set({ revoked_at: server.ctx.now() })
      .where('user_id', '=', signedOut.memberId)
      .execute();
    const refused = await list(signedOut.member.token, { folder_id: signedOut.folder });
    expect(refused.body.code).toBe(Code.SIGN_IN_REQUIRED);

    const expired = await scene();
    await db
      .updateTable('sessions')
      .set({ expires_at: server.ctx.now() - 1 })
      .where('user_id', '=', expired.memberId)
      .execute();
    expect((await list(expired.member.token, { folder_id: expired.folder })).body.code).toBe(
      Code.SIGN_IN_REQUIRED,
    );

    const suspended = await scene();
    await db
      .updateTable('users')
      .set({ disabled: 1 })
      .where('id', '=', suspended.memberId)
      .execute();
    expect(
      (
        await list(suspended.member.token, {
          folder_id: 'uncategorized',
          workspace_id: suspended.ws,
        })
      ).body.code,
    ).toBe(Code.ACCOUNT_SUSPENDED);
  });

  it('the uncategorized listing without a workspace follows the current workspace as stored', async () => {
    const s = await scene();
    const own = (await list(s.member.token, { folder_id: 'uncategorized' })).body.data.projects;
    expect(own).toEqual([]);
    await server.ctx.db
      .updateTable('users')
      .set({ latest_workspace_id: s.ws })
      .where('id', '=', s.memberId)
      .execute();
    expect((await list(s.member.token, { folder_id: 'uncategorized' })).body.data.projects).toEqual(
      [expect.objectContaining({ name: 'Loose' })],
    );
    // A current workspace the caller has left falls back to the first one joined (their own).
    await server.ctx.db
      .deleteFrom('workspace_members')
      .where('workspace_id', '=', s.ws)
      .where('user_id', '=', s.memberId)
      .execute();
    const r = await list(s.member.token, { folder_id: 'uncategorized' });
    expect(r.body.code).toBe(200);
    expect(r.body.data.projects).toEqual([]);
  });

  it('a folder moved to another workspace is listed there, and refused under the old one', async () => {
    const s = await scene();
    const other = await newWorkspace(server, s.owner.token, 'Other');
    await server.ctx.db
      .updateTable('folders')
      .set({ workspace_id: other })
      .where('id', '=', s.folder)
      .execute();
    // The member belongs to the old workspace only.
    const r = await list(s.member.token, { folder_id: s.folder });
    expect(r.body.code).toBe(Code.ACCESS_RESTRICTED);
    const named = await list(s.owner.token, { folder_id: s.folder, workspace_id: s.ws });
    expect(named.body.code).toBe(Code.NOT_FOUND);
    expect(
      (await list(s.owner.token, { folder_id: s.folder, workspace_id: other })).body.code,
    ).toBe(200);
  });
});
