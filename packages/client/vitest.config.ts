import { defineConfig } from 'vitest/config';
import { testTime } from '../../apps/server/src/test/test-time';

export default defineConfig({
  test: {
    root: import.meta.dirname,
    environment: 'node',
    // generated-files.test.ts imports the server's whole route tree: seconds on a loaded machine.
    testTimeout: testTime(60_000),
  },
});
