import {
  Code,
  JSON_BODY_MAX_BYTES,
  LIST_BODY_MAX_BYTES,
  SORT_ENTRIES_MAX,
} from '@talkreel/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newFolder } from '../features/tree/test-tree';
import { currentWorkspaceOf, snapshotTree } from '../features/workspaces/test-membership';
import { signUp } from '../test/factories';
import { startTestServer, type TestServer } from '../test/test-server';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

async function freshUser() {
  const user = await signUp(server);
  return { ...user, workspaceId: (await currentWorkspaceOf(server, user.email))! };
}

const tooLarge = (max: number) => ({
  code: Code.INVALID_INPUT,
  message: 'Request body is too large',
  data: { reason: 'too_large', max_bytes: max },
});

describe('request body limits', () => {
  it('refuses a JSON body over the default limit with 413 and 1001, changing nothing', async () => {
    const u = await freshUser();
    const before = await snapshotTree(server);
    const body = { name: 'Team', description: 'x'.repeat(JSON_BODY_MAX_BYTES) };
    const r = await server.call('POST', '/workspace', body, { token: u.token });
    expect(r.status).toBe(413);
    expect(r.body).toEqual(tooLarge(JSON_BODY_MAX_BYTES));
    expect(await snapshotTree(server)).toEqual(before);
  });

  it('answers a 40 000-entry folder sort with 413 instead of a server error', async () => {
    const u = await freshUser();
    const a = await newFolder(server, u.token, u.workspaceId);
    const before = await snapshotTree(server);
    const folder_detail = Array.from({ length: 40_000 }, (_, i) => ({
      id: i === 0 ? a.id : `f${i}`,
      sort_order: i,
    }));
    const r = await server.call(
      'POST',
      '/sidebar/folder/sort',
      { folder_detail },
      {
        token: u.token,
      },
    );
    expect(r.status).toBe(413);
    expect(r.body).toEqual(tooLarge(LIST_BODY_MAX_BYTES));
    expect(await snapshotTree(server)).toEqual(before);
  });

  it('refuses a reorder naming more than SORT_ENTRIES_MAX items with 1001 even when it fits the body limit', async () => {
    const u = await freshUser();
    const a = await newFolder(server, u.token, u.workspaceId);
    const b = await newFolder(server, u.token, u.workspaceId);
    const before = await snapshotTree(server);
    const entries = (n: number) =>
      Array.from({ length: n }, (_, i) => ({ id: i === 0 ? a.id : `f${i}`, sort_order: n - i }));
    const folders = await server.call(
      'POST',
      '/sidebar/folder/sort',
      { folder_detail: entries(SORT_ENTRIES_MAX + 1) },
      { token: u.token },
    );
    expect(folders.status).toBe(400);
    expect(folders.body).toMatchObject({
      code: Code.INVALID_INPUT,
      message: `Folder order lists more than ${SORT_ENTRIES_MAX} items`,
    });
    const projects = await server.call(
      'POST',
      '/sidebar/project/move',
      { project_id: b.id, to_folder_id: a.id, sort_detail: entries(SORT_ENTRIES_MAX + 1) },
      { token: u.token },
    );
    expect(projects.body).toMatchObject({
      code: Code.INVALID_INPUT,
      message: `Project order lists more than ${SORT_ENTRIES_MAX} items`,
    });
    expect(await snapshotTree(server)).toEqual(before);
  });

  it('reads a full-length reorder, which is larger than the default body limit, and judges its ids', async () => {
    const u = await freshUser();
    const a = await newFolder(server, u.token, u.workspaceId, 'A');
    const before = await snapshotTree(server);
    // Long ids, so the body really passes the default limit; they name no folder of the caller.
    const stranger = (i: number) => `f-${String(i).padStart(70, '0')}`;
    const folder_detail = [
      { id: a.id, sort_order: SORT_ENTRIES_MAX },
      ...Array.from({ length: SORT_ENTRIES_MAX - 1 }, (_, i) => ({
        id: stranger(i),
        sort_order: i,
      })),
    ];
    expect(JSON.stringify({ folder_detail }).length).toBeGreaterThan(JSON_BODY_MAX_BYTES);
    const r = await server.call(
      'POST',
      '/sidebar/folder/sort',
      { folder_detail },
      { token: u.token },
    );
    expect(r.status).toBe(404);
    expect(r.body.code).toBe(Code.NOT_FOUND);
    expect(await snapshotTree(server)).toEqual(before);
  });
});
