import { defineConfig } from 'vitest/config';

/**
 * Compares a fresh worker's speech with the calling thread's, sample for sample: espeak keeps a
 * little state between calls (after other files' voices and languages, the same sentence came
 * out 18 samples longer on the calling thread), so it needs a calling thread no file used before.
 */
const FRESH_PROCESS = ['src/speech/speech-pool.test.ts'];

// Engine tests work on real media (synthesis, ffmpeg), so single tests can take seconds.
export default defineConfig({
  test: {
    environment: 'node',
    testTimeout: 120_000,
    hookTimeout: 120_000,
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
