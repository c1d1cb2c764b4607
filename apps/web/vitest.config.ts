import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

// Component tests run in jsdom; CSS is irrelevant there, so Tailwind stays out.
export default defineConfig({
  plugins: [react()],
  test: {
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['./src/test/setup.ts'],
    restoreMocks: true,
    // jsdom files are CPU-bound and each worker is a separate process with its own jsdom; vitest's
    // default of cores − 1 leaves one of two cores idle whenever the browser lane is waiting.
    maxWorkers: Number(process.env.WEB_TEST_WORKERS) || 2,
    // A hang guard, not a speed check: whole-app renders on a loaded 2-core machine can take
    // many seconds, so no test or suite sets a shorter bound of its own.
    testTimeout: 60_000,
    // Hooks load the app's lazy chunks (test/setup.ts): as slow, on such a machine, as a test.
    hookTimeout: 60_000,
  },
});
