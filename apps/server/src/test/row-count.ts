import type { Database } from '../ports/db/schema';
import type { TestServer } from './test-server';

/** How many rows a table holds: what a refused call must leave as it was. */
export async function rowCount(server: TestServer, table: keyof Database): Promise<number> {
  const row = await server.ctx.db
    .selectFrom(table)
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}
