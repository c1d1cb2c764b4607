import { defineConfig } from 'vitest/config';
import { testTime } from '../apps/server/src/test/test-time';

// Browser specs against the real built server and SPA: one server for the run (global
// setup), one spec file at a time, generous timeouts for a 2-core machine.
export default defineConfig({
  test: {
    root: import.meta.dirname,
    include: ['specs/**/*.spec.ts'],
    environment: 'node',
    globalSetup: ['./support/global-setup.ts'],
    testTimeout: testTime(180_000),
    // A spec's beforeAll signs up (over the API, or through the UI where that is the subject) and
    // creates a project: minutes when the main lane renders beside it on 2 cores. A hang guard,
    // not a speed check.
    hookTimeout: testTime(240_000),
    fileParallelism: false,
    maxWorkers: 1,
    // The specs share one module cache (playwright-core and the support code are loaded once, not
    // per file: 3 to 18 s a file on a busy machine). No spec mocks, spies on or stubs anything.
    isolate: false,
  },
});
