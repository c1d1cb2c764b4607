import path from 'node:path';
import { defineConfig } from 'vitest/config';
import { testTime } from '../apps/server/src/test/test-time';

// The operations scripts' own tests (npm start's build stamp, lock and serving part) and the
// benches' helpers (their goals), from the repository's root.
export default defineConfig({
  test: {
    root: path.resolve(import.meta.dirname, '..'),
    include: ['scripts/**/*.test.mjs', 'bench/**/*.test.ts'],
    environment: 'node',
    // They start node, npm and shells: child processes, slow on a loaded machine (TEST_TIME_SCALE).
    testTimeout: testTime(60_000),
  },
});
