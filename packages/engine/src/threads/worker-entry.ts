import { createRequire } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';

/**
 * Where a worker thread's entry file is, next to the module at `here` (its import.meta.url):
 * in the server's bundle, `<name>.js` beside it (tsup.config.ts builds each entry); run from
 * the TypeScript sources (tests, tsx), `<name>.ts` loaded through tsx's API from an eval'd
 * bootstrap, since a worker does not inherit the parent's loader.
 */
function workerEntry(here: string, name: string): { url: URL; eval?: string } {
  if (!here.endsWith('.ts')) return { url: new URL(`./${name}.js`, here) };
  const url = new URL(`./${name}.ts`, here);
  // tsx's `./esm/api` export, import condition (require.resolve would pick its CommonJS twin).
  const tsxDir = path.dirname(createRequire(here).resolve('tsx/package.json'));
  const tsxApi = path.join(tsxDir, 'dist/esm/api/index.mjs');
  const bootstrap = `import(${JSON.stringify(pathToFileURL(tsxApi).href)})
    .then(({ tsImport }) => tsImport(${JSON.stringify(url.href)}, ${JSON.stringify(url.href)}));`;
  return { url, eval: bootstrap };
}

/** Starts the worker thread whose entry is `<name>` beside the module at `here` (see workerEntry). */
export function startWorkerThread(here: string, name: string): Worker {
  const entry = workerEntry(here, name);
  return entry.eval
    ? new Worker(entry.eval, { eval: true })
    : new Worker(entry.url, { execArgv: [] });
}
