import type { TestServer } from '../../test/test-server';

/**
 * Test helpers: membership rows written directly, since the members feature has its own
 * invitation flow. Used only by *.test.ts files.
 */
export async function userIdOf(server: TestServer, email: string): Promise<string> {
  const row = await server.ctx.db
    .selectFrom('users')
    .select('id')
    .where('email', '=', email)
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function addMember(
  server: TestServer,
  workspaceId: string,
  email: string,
  role: 'member' | 'owner' | 'admin' = 'member',
): Promise<void> {
  await server.ctx.db
    .insertInto('workspace_members')
    .values({
      workspace_id: workspaceId,
      user_id: await userIdOf(server, email),
      role,
      joined_at: server.ctx.now(),
    })
    .execute();
}

/** The user's current workspace as the server stores it. */
export async function currentWorkspaceOf(server: TestServer, email: string) {
  const row = await server.ctx.db
    .selectFrom('users')
    .select('latest_workspace_id')
    .where('email', '=', email)
    .executeTakeFirstOrThrow();
  return row.latest_workspace_id;
}

/** Every row a workspace or tree call could touch, to prove a refused call changed nothing. */
export async function snapshotTree(server: TestServer) {
  const db = server.ctx.db;
  return {
    workspaces: await db.selectFrom('workspaces').selectAll().orderBy('id').execute(),
    members: await db
      .selectFrom('workspace_members')
      .selectAll()
      .orderBy('workspace_id')
      .orderBy('user_id')
      .execute(),
    folders: await db.selectFrom('folders').selectAll().orderBy('id').execute(),
    projects: await db.selectFrom('projects').selectAll().orderBy('id').execute(),
    users: await db
      .selectFrom('users')
      .select(['id', 'latest_workspace_id'])
      .orderBy('id')
      .execute(),
  };
}
