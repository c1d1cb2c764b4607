import { sql } from 'kysely';
import type { AppContext } from '../../app-context';

const DAY_MS = 86_400_000;

export interface EventDayCount {
  /** UTC day, YYYY-MM-DD. */
  day: string;
  name: string;
  count: number;
}

/** How many of each event the server received per UTC day over the last `days` days. */
export async function eventsReport(
  ctx: Pick<AppContext, 'db'>,
  days: number,
  now = Date.now(),
): Promise<EventDayCount[]> {
  const since = (Math.floor(now / DAY_MS) - (days - 1)) * DAY_MS;
  // Integer division gives the day number on both SQLite and PostgreSQL (bigint columns).
  const dayNumber = sql<number>`received_at / ${sql.lit(DAY_MS)}`;
  const rows = await ctx.db
    .selectFrom('client_events')
    .select((eb) => [dayNumber.as('day'), 'name', eb.fn.countAll<number>().as('count')])
    .where('received_at', '>=', since)
    .groupBy([dayNumber, 'name'])
    .orderBy(dayNumber)
    .orderBy('name')
    .execute();
  return rows.map((r) => ({
    day: new Date(Number(r.day) * DAY_MS).toISOString().slice(0, 10),
    name: r.name,
    count: Number(r.count),
  }));
}
