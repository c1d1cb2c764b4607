import { defineConfig } from 'vitest/config';

// Engine tests work on real media (synthesis, ffmpeg), so single tests can take seconds.
export default defineConfig({
  test: {
    environment: 'node',
    include: ['src/**/*.test.ts'],
    testTimeout: 120_000,
    hookTimeout: 120_000,
  },
});
