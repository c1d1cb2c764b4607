import { defineConfig } from 'vitest/config';

// The operations scripts' own tests (npm start's build stamp, lock and serving part).
export default defineConfig({
  test: {
    root: import.meta.dirname,
    include: ['**/*.test.mjs'],
    environment: 'node',
  },
});
