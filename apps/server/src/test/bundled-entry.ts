import fs from 'node:fs';
import path from 'node:path';
import { build } from 'esbuild';

const serverDir = path.resolve(import.meta.dirname, '../..');

/**
 * A server entry (main.ts, admin.ts) bundled the way the build bundles it: workspace packages
 * in, npm packages external. Tests that start the real entry as a process of its own run this
 * with plain node; through tsx, every start compiled the whole import graph again (10 s and more
 * a start on a busy 2-core machine). The file sits one folder below apps/server, as dist/ does,
 * so paths the entry derives from its own location (the web app's dist) resolve as in a build.
 */
export async function bundledEntry(entry: string): Promise<{ file: string; remove(): void }> {
  const name = `${path.basename(entry, '.ts')}-${process.pid}-${Date.now().toString(36)}`;
  const file = path.join(serverDir, '.tmp', `${name}.mjs`);
  await build({
    entryPoints: [path.join(serverDir, 'src', entry)],
    outfile: file,
    bundle: true,
    format: 'esm',
    platform: 'node',
    target: 'node20',
    logLevel: 'silent',
    plugins: [
      {
        name: 'npm-packages-external',
        setup(b) {
          b.onResolve({ filter: /^[^./]/ }, (args) =>
            args.path.startsWith('@talkreel/') ? undefined : { path: args.path, external: true },
          );
        },
      },
    ],
  });
  return { file, remove: () => fs.rmSync(file, { force: true }) };
}
