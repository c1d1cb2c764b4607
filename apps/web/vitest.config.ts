import fs from 'node:fs';
import path from 'node:path';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';
import { testTime } from '../server/src/test/test-time';

/** Test files under src/, relative to this folder. */
function testFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return testFiles(full);
    return /\.test\.tsx?$/.test(entry.name) ? [path.relative(import.meta.dirname, full)] : [];
  });
}

/**
 * Files that replace a module (vi.mock): in a shared module cache the replacement would meet
 * modules other files already loaded, or leak into them. Found by reading the files, so a new
 * one is isolated without anyone remembering to list it.
 */
const replacesModules = testFiles(path.join(import.meta.dirname, 'src')).filter((file) =>
  /\bvi\.(mock|doMock)\(/.test(fs.readFileSync(path.join(import.meta.dirname, file), 'utf8')),
);

// Component tests run in jsdom; CSS is irrelevant there, so Tailwind stays out.
export default defineConfig({
  plugins: [react()],
  test: {
    environment: 'jsdom',
    setupFiles: ['./src/test/setup.ts'],
    restoreMocks: true,
    // jsdom files are CPU-bound and each worker is a separate process with its own jsdom; vitest's
    // default of cores − 1 leaves one of two cores idle whenever the browser lane is waiting.
    maxWorkers: Number(process.env.WEB_TEST_WORKERS) || 2,
    // A hang guard, not a speed check: whole-app renders on a loaded 2-core machine can take
    // many seconds, so no test or suite sets a shorter bound of its own.
    testTimeout: testTime(60_000),
    // Hooks load the app's lazy chunks (test/setup.ts): as slow, on such a machine, as a test.
    hookTimeout: testTime(60_000),
    projects: [
      {
        extends: true,
        // A worker's files share one module cache: each file no longer imports React, the
        // router, i18n and the app's chunks afresh (the suite takes half the time). What
        // a file leaves behind in shared state (stores, storage, timers, stubs, the language,
        // spies) is reset after every test by src/test/setup.ts and `restoreMocks`.
        test: {
          name: 'shared',
          include: ['src/**/*.test.{ts,tsx}'],
          exclude: replacesModules,
          isolate: false,
        },
      },
      ...(replacesModules.length
        ? [{ extends: true as const, test: { name: 'isolated', include: replacesModules } }]
        : []),
    ],
  },
});
