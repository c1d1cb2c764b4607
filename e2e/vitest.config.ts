import { defineConfig } from 'vitest/config';

// Browser specs against the real built server and SPA: one server for the run (global
// setup), one spec file at a time, generous timeouts for a 2-core machine.
export default defineConfig({
  test: {
    root: import.meta.dirname,
    include: ['specs/**/*.spec.ts'],
    environment: 'node',
    globalSetup: ['./support/global-setup.ts'],
    testTimeout: 180_000,
    hookTimeout: 120_000,
    fileParallelism: false,
    maxWorkers: 1,
  },
});
