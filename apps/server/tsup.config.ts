import { defineConfig } from 'tsup';

// Workspace packages ship TypeScript sources, so they are bundled in; npm deps stay external.
export default defineConfig({
  entry: { main: 'src/main.ts', admin: 'src/admin.ts', worker: 'src/worker.ts' },
  format: ['esm'],
  platform: 'node',
  target: 'node20',
  outDir: 'dist',
  clean: true,
  sourcemap: true,
  noExternal: [/^@talkreel\//],
});
