import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { serverAdmin } from './paths';
import { serverEnv } from './server-env';

const run = promisify(execFile);

async function admin(dataDir: string, ...args: string[]): Promise<string> {
  const { stdout } = await run(process.execPath, [serverAdmin, ...args], {
    env: serverEnv(dataDir),
  });
  return stdout;
}

/**
 * Codes minted but not handed out yet, per server data dir. One CLI start (the whole server
 * bundle: ~0.5 s of CPU, seconds of wall time on a loaded machine) mints a batch instead of one
 * start per sign-up; the specs share this module (isolate: false), so a batch outlives its file.
 */
const unusedCodes = new Map<string, string[]>();
const CODES_PER_MINT = 10;

/** A fresh invitation code, minted by the operator CLI against the running server's data. */
export async function createInvitationCode(dataDir: string): Promise<string> {
  const unused = unusedCodes.get(dataDir) ?? [];
  unusedCodes.set(dataDir, unused);
  if (unused.length === 0) {
    const out = await admin(dataDir, 'invite-codes', 'create', '--count', String(CODES_PER_MINT));
    const minted = out.trim().split('\n').filter(Boolean);
    if (minted.length === 0) throw new Error('admin CLI printed no invitation code');
    unused.push(...minted);
  }
  const code = unused.shift();
  if (!code) throw new Error('invitation codes ran out');
  return code;
}

/** Waitlist entries as `email → state` ("waiting" or "approved"). */
export async function waitlistEntries(dataDir: string): Promise<Map<string, string>> {
  const lines = (await admin(dataDir, 'waitlist', 'list')).trim().split('\n').filter(Boolean);
  return new Map(lines.map((l) => l.split('\t')).map(([email, , state]) => [email, state]));
}

/** Makes an account an agent admin, as an operator would. */
export async function grantAgentAdmin(dataDir: string, email: string): Promise<void> {
  await admin(dataDir, 'agents', 'grant', email);
}

/** Creates an agent administered by `adminEmail` (operator CLI); answers the agent id it prints last. */
export async function createAgent(
  dataDir: string,
  name: string,
  adminEmail: string,
): Promise<string> {
  const out = (
    await admin(dataDir, 'agents', 'create', '--name', name, '--admin', adminEmail)
  ).trim();
  const id = out.split(/\s+/).at(-1);
  if (!id) throw new Error('admin CLI printed no agent id');
  return id;
}
