import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUp } from '../../test/factories';
import { startTestServer, type TestServer } from '../../test/test-server';

let server: TestServer;
let token: string;
beforeAll(async () => {
  server = await startTestServer();
  ({ token } = await signUp(server));
});
afterAll(() => server?.close());

type Listing = { projects: { id: string; name: string; sort_order: number }[]; total_pro: number };
const list = async (folder_id: string) => {
  const r = await server.call<Listing>(
    'POST',
    '/sidebar/folder/projects',
    { folder_id },
    { token },
  );
  expect(r.body.code).toBe(200);
  return r.body.data;
};

describe('project listings reused between writes', () => {
  it('shows every write at once, even one made straight to the database by another process', async () => {
    const folder = await server.call<{ folder: { id: string } }>(
      'POST',
      '/sidebar/folder',
      { name: 'Cached' },
      { token },
    );
    const folderId = folder.body.data.folder.id;
    for (const name of ['One', 'Two', 'Three']) {
      await server.call('POST', '/sidebar/project', { name, folder_id: folderId }, { token });
    }
    const first = await list(folderId);
    expect(first.projects.map((p) => p.name)).toEqual(['Three', 'Two', 'One']);
    expect(await list(folderId)).toEqual(first);

    // Another API process shares only the database: its writes bypass this process entirely.
    const { db } = server.ctx;
    const two = first.projects[1].id;
    await db.updateTable('projects').set({ name: 'Two renamed' }).where('id', '=', two).execute();
    expect((await list(folderId)).projects.map((p) => p.name)).toEqual([
      'Three',
      'Two renamed',
      'One',
    ]);

    await db.updateTable('projects').set({ folder_id: null }).where('id', '=', two).execute();
    expect((await list(folderId)).projects.map((p) => p.name)).toEqual(['Three', 'One']);
    expect((await list('uncategorized')).projects.map((p) => p.name)).toContain('Two renamed');

    await db
      .updateTable('projects')
      .set({ sort_order: 999 })
      .where('id', '=', first.projects[2].id)
      .execute();
    expect((await list(folderId)).projects.map((p) => p.name)).toEqual(['One', 'Three']);

    await db.deleteFrom('projects').where('id', '=', first.projects[0].id).execute();
    const last = await list(folderId);
    expect(last.projects.map((p) => p.name)).toEqual(['One']);
    expect(last.total_pro).toBe(1);
  });
});
