import path from 'node:path';
import { defineConfig } from 'vitest/config';
import { testTime } from '../test/test-time';

// The scale-out topology suite (`npm test` runs it after building the server, when
// DATABASE_URL and REDIS_URL are set): separate processes of the built server, so it has its
// own config, out of the unit/integration suite's `*.test.ts`.
export default defineConfig({
  root: path.resolve(import.meta.dirname, '../..'),
  test: {
    include: ['src/topology/**/*.topology.ts'],
    // One topology shared by tests that run in order; each bounded by its own waits.
    testTimeout: testTime(180_000),
    hookTimeout: testTime(180_000),
    fileParallelism: false,
  },
});
