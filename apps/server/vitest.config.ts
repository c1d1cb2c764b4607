import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { configDefaults, defineConfig } from 'vitest/config';
import { HeaviestFirst } from './src/test/heaviest-first';
import { testTime } from './src/test/test-time';

// The integration suite runs on SQLite always, and again on PostgreSQL when DATABASE_URL is set.
const databases = process.env.DATABASE_URL ? ['sqlite', 'postgres'] : ['sqlite'];

/**
 * Files whose minutes go to media (face tracking of a 30 s upload, then a render) and whose
 * database work other files already run on both databases: on PostgreSQL too they only doubled
 * the wait (about 200 s on a 2-core machine). They run on SQLite alone.
 */
const MEDIA_ONLY = [
  'src/features/actors/custom/render-video-actor.test.ts',
  // Its twin for photos (issue 9 end to end: crop, actor, render, mouth motion); the own actor's
  // rows and the render's queue run on both databases in custom-actors and videos tests.
  'src/features/actors/custom/render-photo-actor.test.ts',
];

export default defineConfig({
  test: {
    // Most of a file's time is spent waiting (HTTP, the database, ffmpeg children), so two files
    // at a time use a 2-core machine better than vitest's default of cores − 1 (one).
    maxWorkers: Number(process.env.SERVER_TEST_WORKERS) || 2,
    // The V8 flags every rendering process starts with (scripts/start/serve.mjs RENDER_NODE_FLAGS):
    // renders free each frame's buffer with `gc` (engine render/frame-memory.ts), and given at
    // start the engine never turns a flag on at run time, which crashed test processes before
    // (docs/decisions/engine.md). A fork still died twice ("Worker exited unexpectedly", no
    // signal in the kernel log); a V8 fatal error now leaves a report in this directory.
    execArgv: [
      '--expose-gc',
      '--no-incremental-marking',
      '--report-on-fatalerror',
      `--report-directory=${join(tmpdir(), 'talkreel-fatal-reports')}`,
    ],
    // Files share their worker's module cache instead of importing the server afresh each time:
    // 128 files spent ~4 s each importing it (the suite took 552 s on both databases, 340 s
    // without). Safe because no server test mocks, spies on or stubs modules, globals or the
    // environment, and every test builds its own app, database and registries.
    isolate: false,
    // Both scale with TEST_TIME_SCALE (src/test/test-time.ts), as do the slow tests' own limits.
    testTimeout: testTime(30_000),
    hookTimeout: testTime(60_000),
    sequence: { sequencer: HeaviestFirst },
    projects: databases.map((db) => ({
      extends: true,
      test: {
        name: db,
        include: ['src/**/*.test.ts'],
        exclude: [...configDefaults.exclude, ...(db === 'sqlite' ? [] : MEDIA_ONLY)],
        env: { TEST_DB: db },
      },
    })),
  },
});
