import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDb, type TestDb } from '../../test/test-db';
import { reusableQuery } from './reusable-query';

let tdb: TestDb;
beforeAll(async () => {
  tdb = await createTestDb();
  await tdb.db
    .insertInto('workspaces')
    .values(
      ['a', 'b', 'c'].map((id, i) => ({
        id: `rq-${id}`,
        name: i === 2 ? 'Other' : 'Team',
        description: '',
        created_at: i,
        updated_at: i,
      })),
    )
    .execute();
});
afterAll(() => tdb?.drop());

describe('reusableQuery', () => {
  it('builds once per database and runs with each call’s values, constants kept in place', async () => {
    let builds = 0;
    const byNameAfter = reusableQuery(['name', 'after'], (db, p) => {
      builds++;
      return db
        .selectFrom('workspaces')
        .select(['id', 'created_at'])
        .where('name', '=', p.name)
        .where('id', 'like', 'rq-%')
        .where('created_at', '>=', p.after)
        .orderBy('id');
    });
    expect(await byNameAfter.all(tdb.db, { name: 'Team', after: 0 })).toEqual([
      { id: 'rq-a', created_at: 0 },
      { id: 'rq-b', created_at: 1 },
    ]);
    expect(await byNameAfter.all(tdb.db, { name: 'Team', after: 1 })).toEqual([
      { id: 'rq-b', created_at: 1 },
    ]);
    expect(await byNameAfter.first(tdb.db, { name: 'Other', after: 0 })).toEqual({
      id: 'rq-c',
      created_at: 2,
    });
    expect(await byNameAfter.first(tdb.db, { name: 'Nobody', after: 0 })).toBeUndefined();
    expect(builds).toBe(1);
  });

  it('never reads another call’s uncommitted writes, even while it holds the connection', async () => {
    const byId = reusableQuery(['id'], (db, p) =>
      db.selectFrom('workspaces').select('name').where('id', '=', p.id),
    );
    const row = { description: '', created_at: 9, updated_at: 9 };
    // Reads made while a transaction holds the connection (on SQLite, the only one).
    let during: Promise<{ name: string } | undefined>[] = [];
    await expect(
      tdb.db.transaction().execute(async (trx) => {
        await trx
          .insertInto('workspaces')
          .values({ id: 'rq-rolled', name: 'Gone', ...row })
          .execute();
        during = [byId.first(tdb.db, { id: 'rq-rolled' }), byId.first(tdb.db, { id: 'rq-a' })];
        throw new Error('roll back');
      }),
    ).rejects.toThrow('roll back');
    expect(await Promise.all(during)).toEqual([undefined, { name: 'Team' }]);

    // Once committed, a write is read.
    await tdb.db
      .insertInto('workspaces')
      .values({ id: 'rq-kept', name: 'Kept', ...row })
      .execute();
    expect(await byId.first(tdb.db, { id: 'rq-kept' })).toEqual({ name: 'Kept' });
  });

  it('refuses a query that does not pass a named value as a parameter', async () => {
    const ignoring = reusableQuery(['id', 'name'], (db, p) =>
      db.selectFrom('workspaces').select('id').where('id', '=', p.id),
    );
    await expect(ignoring.all(tdb.db, { id: 'rq-a', name: 'Team' })).rejects.toThrow(
      /name is not a parameter/,
    );
  });
});
