import { readFileSync } from 'node:fs';
import { defineConfig } from 'tsup';

// Workspace packages ship TypeScript sources, so they are bundled in; their npm dependencies
// (native addons such as @napi-rs/canvas, wasm packages with data files) stay external.
const engineDeps = Object.keys(
  JSON.parse(readFileSync(new URL('../../packages/engine/package.json', import.meta.url), 'utf8'))
    .dependencies ?? {},
);
const contractDeps = Object.keys(
  JSON.parse(readFileSync(new URL('../../packages/contract/package.json', import.meta.url), 'utf8'))
    .dependencies ?? {},
);

export default defineConfig({
  entry: {
    main: 'src/main.ts',
    admin: 'src/admin.ts',
    worker: 'src/worker.ts',
    // espeak's worker threads load this file from beside the bundle (engine speech-pool.ts).
    'speech-worker': '../../packages/engine/src/speech/speech-worker.ts',
    // Person mattes run on a worker thread that loads this file the same way (compute-person-matte.ts).
    'matte-worker': '../../packages/engine/src/matte/matte-worker.ts',
  },
  format: ['esm'],
  platform: 'node',
  target: 'node20',
  outDir: 'dist',
  clean: true,
  sourcemap: true,
  noExternal: [/^@talkreel\//],
  external: [...engineDeps, ...contractDeps],
});
