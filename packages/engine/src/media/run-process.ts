import { spawn } from 'node:child_process';

export interface ProcessResult {
  stdout: Buffer;
  stderr: string;
}

/**
 * Runs a binary to completion; rejects with the tail of stderr so ffmpeg's reason reaches the caller.
 * An aborted `signal` kills the process (and rejects).
 */
export function runProcess(
  command: string,
  args: string[],
  options: { signal?: AbortSignal } = {},
): Promise<ProcessResult> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, {
      stdio: ['ignore', 'pipe', 'pipe'],
      signal: options.signal,
      killSignal: 'SIGKILL',
    });
    const out: Buffer[] = [];
    let err = '';
    child.stdout.on('data', (chunk: Buffer) => out.push(chunk));
    child.stderr.on('data', (chunk: Buffer) => {
      err += chunk.toString();
      // Keep memory bounded on chatty encoders; only the tail explains a failure.
      if (err.length > 64_000) err = err.slice(-32_000);
    });
    child.on('error', reject);
    child.on('close', (code) => {
      if (code === 0) resolve({ stdout: Buffer.concat(out), stderr: err });
      else reject(new Error(`${command} exited with ${code}: ${err.slice(-2000)}`));
    });
  });
}
