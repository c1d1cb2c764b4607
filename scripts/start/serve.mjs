// The serving part of `npm start`: runs the built server and, when asked to stop, passes the
// signal on and waits for the server's clean shutdown before exiting, so the port is free when
// `npm start` is gone.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * V8 flags for a process that renders (docs/decisions/picture.md, "No incremental marking in a
 * rendering process"): each frame's read-back is external memory that starts incremental marking,
 * at 1080p a mark-compact every few frames; and the render loop collects each finished frame
 * itself (engine render/frame-memory.ts), through `gc`. Set at start: V8 crashes when a flag
 * changes while a process runs (the engine's fallback that sets --expose-gc late is for callers
 * that did not start with it).
 */
export const RENDER_NODE_FLAGS = ['--no-incremental-marking', '--expose-gc'];

/** Repeats of one stop (a terminal's Ctrl-C reaches npm and this process both) within this are one. */
const SAME_STOP_MS = 1_000;
/** How often it checks that its parent (npm) is still there. */
const PARENT_CHECK_MS = 250;

/**
 * Runs `entry` with node and resolves with the exit code to leave with. SIGINT and SIGTERM are
 * passed on once (the server takes a second signal as "exit now"; a repeat later still is passed
 * on, as that); the server runs in its own process group, so a terminal's Ctrl-C reaches it only
 * through here. If the parent dies without passing a signal on, that counts as SIGTERM.
 */
export function serve(entry, { args = [], cwd = process.cwd(), env = process.env } = {}) {
  // Renders run in this process: see RENDER_NODE_FLAGS.
  const server = spawn(process.execPath, [...RENDER_NODE_FLAGS, entry, ...args], {
    cwd,
    env,
    stdio: ['ignore', 'inherit', 'inherit'],
    detached: true,
  });
  let lastStop = 0;
  const stop = (signal) => {
    const now = Date.now();
    if (now - lastStop < SAME_STOP_MS) return;
    lastStop = now;
    if (server.exitCode === null && server.signalCode === null) server.kill(signal);
  };
  const onSignal = (signal) => stop(signal);
  process.on('SIGINT', onSignal);
  process.on('SIGTERM', onSignal);
  const parent = process.ppid;
  const watch = setInterval(() => {
    if (process.ppid !== parent) stop('SIGTERM');
  }, PARENT_CHECK_MS);
  return new Promise((resolve) => {
    const done = (code) => {
      clearInterval(watch);
      process.off('SIGINT', onSignal);
      process.off('SIGTERM', onSignal);
      resolve(code);
    };
    server.on('error', (err) => {
      console.error(`Could not start the server: ${err.message}`);
      done(1);
    });
    // Killed by a signal it did not handle: the shell's convention, 128 + the signal's number.
    server.on('exit', (code, signal) => done(code ?? (signal ? 128 + signalNumber(signal) : 1)));
  });
}

const signalNumber = (signal) => ({ SIGINT: 2, SIGKILL: 9, SIGTERM: 15 })[signal] ?? 0;

// Run directly (`node scripts/start/serve.mjs [entry]`): serves the built server, or `entry`.
if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
  const entry = process.argv[2] ?? path.join(root, 'apps/server/dist/main.js');
  process.exit(await serve(entry, { cwd: root }));
}
