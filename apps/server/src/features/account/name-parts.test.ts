import { Code } from '@talkreel/contract';
import type { Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newId } from '../../lib/ids';
import { backfillNameParts } from '../../ports/db/migrations/0020-user-name-parts';
import { signUp } from '../../test/factories';
import { startTestServer, type TestServer } from '../../test/test-server';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

interface Name {
  username: string;
  first_name: string;
  last_name: string;
}
const profile = async (token: string) =>
  (await server.call<Name>('GET', '/users/profile', undefined, { token })).body.data;
const save = (token: string, body: unknown) =>
  server.call<Name>('POST', '/users/profile', body, { token });
const stored = (email: string) =>
  server.ctx.db
    .selectFrom('users')
    .select(['username', 'first_name', 'last_name'])
    .where('email', '=', email)
    .executeTakeFirstOrThrow();

describe('first and last name kept as entered (issue 24)', () => {
  it('"Mary Ann" / "Smith" comes back as entered, with the joined username', async () => {
    const { token, email } = await signUp(server);
    const r = await save(token, { first_name: ' Mary Ann ', last_name: 'Smith  ' });
    expect(r.body).toMatchObject({
      code: 200,
      data: { username: 'Mary Ann Smith', first_name: 'Mary Ann', last_name: 'Smith' },
    });
    expect(await profile(token)).toMatchObject({
      username: 'Mary Ann Smith',
      first_name: 'Mary Ann',
      last_name: 'Smith',
    });
    expect(await stored(email)).toEqual({
      username: 'Mary Ann Smith',
      first_name: 'Mary Ann',
      last_name: 'Smith',
    });
  });

  it('takes one part alone, and a last name with spaces', async () => {
    const { token } = await signUp(server);
    await save(token, { first_name: 'Cher', last_name: '' });
    expect(await profile(token)).toMatchObject({
      username: 'Cher',
      first_name: 'Cher',
      last_name: '',
    });
    await save(token, { first_name: '', last_name: 'van der Berg' });
    expect(await profile(token)).toMatchObject({
      username: 'van der Berg',
      first_name: '',
      last_name: 'van der Berg',
    });
  });

  it("still takes the spec's {username}, read back split at the first space as before", async () => {
    const { token } = await signUp(server);
    await save(token, { first_name: 'Mary Ann', last_name: 'Smith' });
    const r = await save(token, { username: 'Grace Brewster Hopper' });
    expect(r.body.data).toEqual({
      username: 'Grace Brewster Hopper',
      first_name: 'Grace',
      last_name: 'Brewster Hopper',
    });
    expect(await profile(token)).toMatchObject({
      username: 'Grace Brewster Hopper',
      first_name: 'Grace',
      last_name: 'Brewster Hopper',
    });
  });

  it('a new account (name from the e-mail) reads its name as the first name', async () => {
    const { token, email } = await signUp(server);
    expect(await profile(token)).toMatchObject({
      username: email.split('@')[0],
      first_name: email.split('@')[0],
      last_name: '',
    });
  });

  it('parts that no longer make up the username (renamed by another writer) give way to it', async () => {
    const { token, email } = await signUp(server);
    await save(token, { first_name: 'Mary Ann', last_name: 'Smith' });
    // An agent renaming its sub-user writes only the username.
    await server.ctx.db
      .updateTable('users')
      .set({ username: 'Jo Doe' })
      .where('email', '=', email)
      .execute();
    expect(await profile(token)).toMatchObject({
      username: 'Jo Doe',
      first_name: 'Jo',
      last_name: 'Doe',
    });
  });

  it.each([
    [{ first_name: '', last_name: '   ' }, 'Username cannot be empty'],
    [
      { first_name: 'Ada\nB', last_name: 'L' },
      'First name cannot contain line breaks or control characters',
    ],
    [
      { first_name: 'Ada', last_name: 'Love\u202Elace' },
      'Last name cannot contain line breaks or control characters',
    ],
    [{ first_name: 'x'.repeat(101) }, 'First name must be at most 100 characters'],
    [
      { first_name: 'x'.repeat(60), last_name: 'y'.repeat(60) },
      'Username must be at most 100 characters',
    ],
    [{ first_name: 42, last_name: 'L' }, 'First name must be a string'],
  ])('refuses %j with 1001 and changes nothing', async (body, message) => {
    const { token, email } = await signUp(server);
    await save(token, { first_name: 'Mary Ann', last_name: 'Smith' });
    const before = await stored(email);
    const r = await save(token, body);
    expect(r.status).toBe(400);
    expect(r.body).toMatchObject({ code: Code.INVALID_INPUT, message });
    expect(await stored(email)).toEqual(before);
  });
});

describe('migration 0020 backfills existing accounts by the old split', () => {
  it('splits each username at its first white space; parts already there stay', async () => {
    const row = (username: string, parts: [string, string] | null = null) => ({
      id: `zz-${newId()}`,
      email: `${newId()}@example.com`,
      username,
      avatar_key: null,
      activated_at: null,
      agent_admin: 0,
      latest_workspace_id: null,
      google_sub: null,
      first_dh_created: 0,
      disabled: 0,
      created_at: Date.now(),
      agent_id: null,
      agent_disabled: 0,
      gender: null,
      company: null,
      personal_title: null,
      first_name: parts?.[0] ?? null,
      last_name: parts?.[1] ?? null,
    });
    const rows = [
      row('Mary Ann Smith'),
      row('Plato'),
      row(' Ada  Lovelace '),
      row('李 小龙'),
      row('Mary Ann Smith', ['Mary Ann', 'Smith']),
    ];
    await server.ctx.db.insertInto('users').values(rows).execute();
    await backfillNameParts(server.ctx.db as unknown as Kysely<unknown>);
    const after = await server.ctx.db
      .selectFrom('users')
      .select(['id', 'first_name', 'last_name'])
      .where(
        'id',
        'in',
        rows.map((r) => r.id),
      )
      .execute();
    const partsOf = (id: string) => {
      const r = after.find((a) => a.id === id);
      return [r?.first_name, r?.last_name];
    };
    expect(rows.map((r) => partsOf(r.id))).toEqual([
      ['Mary', 'Ann Smith'],
      ['Plato', ''],
      ['Ada', 'Lovelace'],
      ['李', '小龙'],
      ['Mary Ann', 'Smith'],
    ]);
  });
});
