import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config';
import { createDbQueue } from '../ports/queue/db-queue';
import type { ProcessOptions } from '../ports/queue/job-queue';
import { startTestServer, type TestServer } from '../test/test-server';
import { registerJobHandlers } from './handlers';
import { jobDefinitions } from './job-names';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ workers: 'external' });
});
afterAll(() => server.close());

describe('RENDER_CONCURRENCY', () => {
  it('is read from the environment: a positive whole number, else 1', () => {
    expect(loadConfig({}).renderConcurrency).toBe(1);
    expect(loadConfig({ RENDER_CONCURRENCY: '3' }).renderConcurrency).toBe(3);
    for (const bad of ['0', '-2', '1.5', 'two', ''])
      expect(loadConfig({ RENDER_CONCURRENCY: bad }).renderConcurrency).toBe(1);
  });

  it("is the concurrency this process's queue runs video.render with; other jobs keep theirs", () => {
    // The queue's own contract suite shows it honours `concurrency`; this checks what it is given.
    const queue = createDbQueue({ db: server.ctx.db, dbKind: server.ctx.dbKind });
    const given = new Map<string, ProcessOptions | undefined>();
    const watched = {
      ...queue,
      process: (...args: Parameters<typeof queue.process>) => {
        given.set(args[0], args[2]);
        queue.process(...args);
      },
    };
    const config = { ...server.ctx.config, renderConcurrency: 3 };
    registerJobHandlers({ ...server.ctx, config, queue: watched });
    expect(given.get('video.render')?.concurrency).toBe(3);
    expect(given.get('stock.idle-video')?.concurrency).toBe(
      jobDefinitions['stock.idle-video'].concurrency,
    );
  });
});
