import {
  Code,
  type Page,
  type Problem,
  type PublicActor,
  type PublicProject,
  type PublicVoice,
} from '@talkreel/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApiKey, publicCall } from '../../../test/api-key-factory';
import { signUp } from '../../../test/factories';
import { startTestServer, type TestServer } from '../../../test/test-server';
import { testTime } from '../../../test/test-time';
import { stockActorId } from '../../stock/stock-selection';
import { listProjects, newFolder } from '../../tree/test-tree';
import { insertOwnActor, insertOwnVoice, seedFewStock } from '../../videos/test-creation';
import { currentWorkspaceOf, userIdOf } from '../../workspaces/test-membership';

type User = { email: string; token: string; workspace: string; key: string; readKey: string };

let server: TestServer;
let alice: User;
let bob: User;

async function newUser(): Promise<User> {
  const { email, token } = await signUp(server);
  const userId = await userIdOf(server, email);
  const workspace = (await currentWorkspaceOf(server, email)) ?? '';
  const key = (await createTestApiKey(server, { userId, workspaceId: workspace })).secret;
  const readKey = (
    await createTestApiKey(server, { userId, workspaceId: workspace, scope: 'read' })
  ).secret;
  return { email, token, workspace, key, readKey };
}

const call = <T>(key: string, method: string, path: string, body?: unknown) =>
  publicCall<T>(server, method, path, { key, body });

/** Every item of a list, following next_cursor; checks no page passes its limit. */
async function allPages<T extends { id: string }>(key: string, path: string, limit: number) {
  const items: T[] = [];
  let cursor: string | null = null;
  let pages = 0;
  do {
    const sep = path.includes('?') ? '&' : '?';
    const r: { status: number; body: Page<T> } = await call<Page<T>>(
      key,
      'GET',
      `${path}${sep}limit=${limit}${cursor ? `&cursor=${cursor}` : ''}`,
    );
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    expect(r.body.data.length).toBeLessThanOrEqual(limit);
    items.push(...r.body.data);
    cursor = r.body.next_cursor;
    pages++;
  } while (cursor);
  return { items, ids: items.map((i) => i.id), pages };
}

/** The web app's own answer to the same question, for comparison. */
async function webIds(user: User, url: string, body: Record<string, unknown>, list: string) {
  const r = await server.call<Record<string, { id: string }[]>>('POST', url, body, user);
  expect(r.body.code, r.body.message).toBe(200);
  return r.body.data[list].map((item) => item.id);
}

beforeAll(async () => {
  server = await startTestServer((url) => ({ publicUrl: url }));
  await seedFewStock(server, 4);
  alice = await newUser();
  bob = await newUser();
}, testTime(180_000));
afterAll(async () => {
  await server?.close();
}, testTime(120_000));

describe('GET /actors and GET /actors/{id}', () => {
  let own: string;
  let bobs: string;

  beforeAll(async () => {
    own = await insertOwnActor(server, alice.email, {
      gender: 'male',
    });
    bobs = await insertOwnActor(server, bob.email);
  });

  it("lists stock actors and the caller's own, as the picker does, a page at a time", async () => {
    const { ids, items, pages } = await allPages<PublicActor>(alice.readKey, '/actors', 2);
    const web = await webIds(alice, '/actor/show', { page_size: 100 }, 'actors');
    expect(ids).toEqual(web);
    expect(ids).toContain(own);
    expect(ids).not.toContain(bobs);
    expect(new Set(ids).size).toBe(ids.length);
    expect(pages).toBe(Math.ceil(ids.length / 2));
    expect(items.find((a) => a.id === own)).toMatchObject({ source: 'custom', status: 'ready' });
  });

  it("takes the picker's tabs and filters", async () => {
    const mine = await allPages<PublicActor>(alice.key, '/actors?tab=mine', 10);
    expect(mine.ids).toEqual([own]);
    const male = await allPages<PublicActor>(alice.key, '/actors?gender=male&order=name_asc', 10);
    expect(male.ids).toEqual(
      await webIds(
        alice,
        '/actor/show',
        { condition2: { gender: ['male'] }, condition3: 'name_asc', page_size: 100 },
        'actors',
      ),
    );
    expect(male.items.every((a) => a.gender === 'male')).toBe(true);
    const bad = await call<Problem>(alice.key, 'GET', '/actors?gender=robot');
    expect(bad.status).toBe(400);
  });

  it("answers a stock actor, and 404 for another user's or an unknown one", async () => {
    const olivia = await call<PublicActor>(
      alice.key,
      'GET',
      `/actors/${stockActorId('olivia-studio')}`,
    );
    expect(olivia.status).toBe(200);
    expect(olivia.body).toMatchObject({
      object: 'actor',
      source: 'stock',
      kind: 'stock',
      status: 'ready',
      progress: null,
      error: null,
    });
    expect(olivia.body.voice_id).toBeTruthy();
    expect(olivia.body.poster_url).toMatch(new RegExp(`^${server.url}/`));
    for (const id of [bobs, 'nobody']) {
      const r = await call<Problem>(alice.key, 'GET', `/actors/${id}`);
      expect(r.status).toBe(404);
      expect(r.body.code).toBe(Code.NOT_FOUND);
    }
  });
});

describe('GET /voices and GET /voices/{id}', () => {
  let own: string;
  let bobs: string;

  beforeAll(async () => {
    own = await insertOwnVoice(server, alice.email, { name: 'Studio take' });
    bobs = await insertOwnVoice(server, bob.email);
  });

  it("lists the picker's ready voices a page at a time, with its tabs, filters and search", async () => {
    const all = await allPages<PublicVoice>(alice.key, '/voices', 3);
    expect(all.ids).toEqual(await webIds(alice, '/audio/show', { page_size: 100 }, 'audios'));
    expect(all.ids).toContain(own);
    expect(all.ids).not.toContain(bobs);
    const stockEn = await allPages<PublicVoice>(alice.key, '/voices?tab=stock&language=en', 3);
    expect(stockEn.ids).toEqual(
      await webIds(
        alice,
        '/audio/show',
        { condition3: 'default_voices', condition2: { languages: ['en'] }, page_size: 100 },
        'audios',
      ),
    );
    expect(stockEn.items.every((v) => v.source === 'stock' && v.language === 'en')).toBe(true);
    const found = await allPages<PublicVoice>(alice.key, '/voices?name=studio%20ta', 3);
    expect(found.ids).toEqual([own]);
  });

  it("answers a voice, and 404 for another user's", async () => {
    const mine = await call<PublicVoice>(alice.key, 'GET', `/voices/${own}`);
    expect(mine.body).toMatchObject({
      object: 'voice',
      name: 'Studio take',
      source: 'custom',
      status: 'ready',
    });
    expect((await call<Problem>(alice.key, 'GET', `/voices/${bobs}`)).status).toBe(404);
  });
});

describe('GET /projects and POST /projects', () => {
  it("creates projects the web app's tree shows, and lists the workspace's newest first", async () => {
    const made: PublicProject[] = [];
    for (const name of ['One', 'Two', 'Three']) {
      const r = await call<PublicProject>(alice.key, 'POST', '/projects', { name });
      expect(r.status, JSON.stringify(r.body)).toBe(201);
      expect(r.body).toMatchObject({ object: 'project', name, folder_id: null });
      made.push(r.body);
    }
    const tree = await listProjects(server, alice.token, alice.workspace, 'uncategorized');
    expect(tree.projects.map((p) => p.id)).toEqual(expect.arrayContaining(made.map((p) => p.id)));

    const folder = await newFolder(server, alice.token, alice.workspace, 'Clients');
    const inFolder = await call<PublicProject>(alice.key, 'POST', '/projects', {
      name: 'Filed',
      folder_id: folder.id,
    });
    expect(inFolder.status).toBe(201);
    expect(inFolder.body.folder_id).toBe(folder.id);

    const listed = await allPages<PublicProject>(alice.readKey, '/projects', 2);
    const expected = [...made, inFolder.body]
      .sort((a, b) => b.created_at.localeCompare(a.created_at) || (a.id < b.id ? 1 : -1))
      .map((p) => p.id);
    expect(listed.ids).toEqual(expected);
    const theirs = await allPages<PublicProject>(bob.key, '/projects', 100);
    expect(theirs.ids).toEqual([]);
  });

  it("refuses a read key (403) and another workspace's folder (404), making nothing", async () => {
    const read = await call<Problem>(alice.readKey, 'POST', '/projects', { name: 'Nope' });
    expect(read.status).toBe(403);
    const folder = await newFolder(server, bob.token, bob.workspace, 'Bob only');
    const foreign = await call<Problem>(alice.key, 'POST', '/projects', {
      name: 'Nope',
      folder_id: folder.id,
    });
    expect(foreign.status).toBe(404);
    const rows = await server.ctx.db
      .selectFrom('projects')
      .select('id')
      .where('name', '=', 'Nope')
      .execute();
    expect(rows).toEqual([]);
  });
});
