import { Code } from '@talkreel/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newFolder, newProject, newWorkspace } from '../features/tree/test-tree';
import { signUp } from '../test/factories';
import { startTestServer, type TestServer } from '../test/test-server';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server?.close());

describe('a reused listing reply is sent compressed', () => {
  it('compresses it once it is reused, in the encoding the client prefers, with the same content', async () => {
    const { token } = await signUp(server);
    const ws = await newWorkspace(server, token, 'W');
    const folder = (await newFolder(server, token, ws, 'Many')).id;
    // About 4 KB of reply: past the size worth compressing.
    for (let i = 0; i < 30; i++) await newProject(server, token, ws, folder, `Project ${i}`);
    const list = (acceptEncoding: string) =>
      server.call<{ projects: { name: string }[] }>(
        'POST',
        '/sidebar/folder/projects',
        { folder_id: folder },
        { token, headers: { 'accept-encoding': acceptEncoding } },
      );

    // First sent as made: a reply nobody asks for again is not worth compressing.
    const first = await list('gzip, deflate, br');
    expect(first.body.code).toBe(200);
    expect(first.body.data.projects).toHaveLength(30);
    expect(first.headers.get('content-encoding')).toBeNull();
    expect(first.headers.get('vary')).toBe('accept-encoding');

    const cases = [
      ['gzip, deflate, br', 'br'],
      ['gzip, deflate', 'gzip'],
      ['br;q=0, gzip', 'gzip'],
      ['identity', null],
    ] as const;
    for (const [accepted, sent] of cases) {
      const r = await list(accepted);
      expect(r.headers.get('content-encoding'), accepted).toBe(sent);
      expect(r.headers.get('vary')).toBe('accept-encoding');
      // fetch decoded it: the same envelope as the first, byte for byte once parsed.
      expect(r.body, accepted).toEqual(first.body);
    }
  });

  it('sends a small reply as it is, however often it is reused', async () => {
    const { token } = await signUp(server);
    const ws = await newWorkspace(server, token, 'W');
    const folder = (await newFolder(server, token, ws, 'Few')).id;
    await newProject(server, token, ws, folder, 'Only one');
    for (let i = 0; i < 3; i++) {
      const r = await server.call(
        'POST',
        '/sidebar/folder/projects',
        { folder_id: folder },
        { token, headers: { 'accept-encoding': 'br' } },
      );
      expect(r.body.code).toBe(200);
      expect(r.headers.get('content-encoding')).toBeNull();
    }
  });

  it('never compresses a refusal', async () => {
    const { token } = await signUp(server);
    const r = await server.call(
      'POST',
      '/sidebar/folder/projects',
      { folder_id: 'no-such-folder' },
      { token, headers: { 'accept-encoding': 'br' } },
    );
    expect(r.body.code).toBe(Code.NOT_FOUND);
    expect(r.headers.get('content-encoding')).toBeNull();
  });
});
