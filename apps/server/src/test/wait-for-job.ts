import { waitFor } from '../ports/queue/queue-contract';
import type { TestServer } from './test-server';

/** Waits until the database queue has run job `id` to the end (a test server's own queue). */
export function jobCompleted(server: TestServer, id: string, timeoutMs?: number): Promise<void> {
  return waitFor(async () => {
    const job = await server.ctx.db
      .selectFrom('jobs')
      .select('status')
      .where('id', '=', id)
      .executeTakeFirst();
    return job?.status === 'completed';
  }, timeoutMs);
}
