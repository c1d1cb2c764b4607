import { defineConfig } from 'vitest/config';
import { testTime } from '../../apps/server/src/test/test-time';

/**
 * Compares a fresh worker's speech with the calling thread's, sample for sample. espeak's output
 * runs on from call to call (one sentence said three times on one thread: 52237, 52251 and 52046
 * samples), so both sides must be first calls: a calling thread no other file has used. The
 * matte worker's test checks that the matting model never loads on the calling thread.
 */
const FRESH_PROCESS = ['src/speech/speech-pool.test.ts', 'src/matte/matte-worker.test.ts'];

// Engine tests work on real media (synthesis, ffmpeg), so single tests can take seconds.
export default defineConfig({
  test: {
    environment: 'node',
    // Hang guards, scaled by TEST_TIME_SCALE (README) like the server's and the scripts' suites: on
    // a machine loaded far past its cores a footage preparation alone outlasted 120 s.
    testTimeout: testTime(120_000),
    hookTimeout: testTime(120_000),
    projects: [
      {
        extends: true,
        // Files share a worker's module cache (espeak, the face model and ffmpeg's path are
        // loaded once, not per file: 120 → 87 s here). No engine test mocks or stubs anything.
        test: {
          name: 'shared',
          include: ['src/**/*.test.ts'],
          exclude: FRESH_PROCESS,
          isolate: false,
        },
      },
      { extends: true, test: { name: 'isolated', include: FRESH_PROCESS } },
    ],
  },
});
