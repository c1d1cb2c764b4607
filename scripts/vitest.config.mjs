import { defineConfig } from 'vitest/config';
import { testTime } from '../apps/server/src/test/test-time';

// The operations scripts' own tests (npm start's build stamp, lock and serving part).
export default defineConfig({
  test: {
    root: import.meta.dirname,
    include: ['**/*.test.mjs'],
    environment: 'node',
    // They start node, npm and shells: child processes, slow on a loaded machine (TEST_TIME_SCALE).
    testTimeout: testTime(60_000),
  },
});
