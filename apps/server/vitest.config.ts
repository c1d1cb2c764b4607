import { defineConfig } from 'vitest/config';

// The integration suite runs on SQLite always, and again on PostgreSQL when DATABASE_URL is set.
const databases = process.env.DATABASE_URL ? ['sqlite', 'postgres'] : ['sqlite'];

export default defineConfig({
  test: {
    testTimeout: 30_000,
    hookTimeout: 60_000,
    projects: databases.map((db) => ({
      extends: true,
      test: { name: db, include: ['src/**/*.test.ts'], env: { TEST_DB: db } },
    })),
  },
});
