import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { DEFAULT_SIGNING_SECRET } from '@talkreel/contract';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { bundledEntry } from '../test/bundled-entry';
import { checkSigningSecret } from './signing-secret-check';

const serverDir = path.resolve(import.meta.dirname, '../..');
const running: ChildProcess[] = [];
const dirs: string[] = [];
let main: Awaited<ReturnType<typeof bundledEntry>>;

beforeAll(async () => {
  main = await bundledEntry('main.ts');
});
afterAll(() => main?.remove());

afterEach(() => {
  for (const child of running.splice(0)) if (child.exitCode === null) child.kill('SIGKILL');
  for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

/**
 * The real server entry (bundled as a build bundles it), on SQLite in a fresh data dir, on a free
 * port.
 */
function startServer(extra: Record<string, string>) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'talkreel-secret-'));
  dirs.push(dataDir);
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    DATA_DIR: dataDir,
    PORT: '0',
    HOST: '127.0.0.1',
    STOCK_LIMIT: '0',
    WORKERS: 'external',
    ...extra,
  };
  for (const key of [
    'API_SIGNING_SECRET',
    'API_SIGNING_SECRET_PREVIOUS',
    'NODE_ENV',
    'DATABASE_URL',
    'REDIS_URL',
    'VITEST',
  ]) {
    if (!(key in extra)) delete env[key];
  }
  const child = spawn(process.execPath, [main.file], {
    cwd: serverDir,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  running.push(child);
  let output = '';
  child.stdout?.on('data', (d) => {
    output += d;
  });
  child.stderr?.on('data', (d) => {
    output += d;
  });
  const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));
  /** Resolves once the output shows `text`, or rejects when the process ends without it. */
  const waitFor = (text: string) =>
    new Promise<string>((resolve, reject) => {
      const check = () => output.includes(text) && resolve(output);
      child.stdout?.on('data', check);
      child.stderr?.on('data', check);
      child.once('exit', () =>
        output.includes(text) ? resolve(output) : reject(new Error(output)),
      );
      check();
    });
  return { exited, waitFor, output: () => output };
}

describe('the default signing secret at start-up', () => {
  it('is refused in production: the server exits non-zero saying what to set', async () => {
    const server = startServer({ NODE_ENV: 'production' });
    expect(await server.exited).toBe(1);
    expect(server.output()).toContain('Refusing to start');
    expect(server.output()).toContain('API_SIGNING_SECRET');
    expect(server.output()).not.toContain('Talkreel is running');
  });

  it('is refused in production even when set explicitly to the built-in value', async () => {
    const server = startServer({
      NODE_ENV: 'production',
      API_SIGNING_SECRET: 'talkreel-dev-signing-secret',
    });
    expect(await server.exited).toBe(1);
    expect(server.output()).toContain('Refusing to start');
  });

  it('is only warned about outside production, and the server starts', async () => {
    const server = startServer({});
    const output = await server.waitFor('Talkreel is running');
    expect(output).toContain('WARNING: API_SIGNING_SECRET is not set');
  });

  it('says nothing when a secret of its own is set, even in production', async () => {
    const server = startServer({
      NODE_ENV: 'production',
      API_SIGNING_SECRET: 'an-operator-secret',
    });
    const output = await server.waitFor('Talkreel is running');
    expect(output).not.toContain('API_SIGNING_SECRET');
  });
});

describe('the previous signing secret of a rotation', () => {
  it('passes without a word when it is an operator secret', () => {
    const config = { signingSecret: 'new-secret', previousSigningSecret: 'old-secret' };
    expect(checkSigningSecret(config, { NODE_ENV: 'production' })).toBeNull();
  });

  it('is warned about when it is the public development secret, even in production', () => {
    const config = { signingSecret: 'new-secret', previousSigningSecret: DEFAULT_SIGNING_SECRET };
    const said = checkSigningSecret(config, { NODE_ENV: 'production' });
    expect(said).toMatchObject({ warn: expect.stringContaining('API_SIGNING_SECRET_PREVIOUS') });
  });
});
