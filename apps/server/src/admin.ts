import pino from 'pino';
import { openPorts } from './bootstrap';
import { loadConfig } from './config';
import { createInvitationCodes } from './features/access/invitation-codes';
import { approveWaitlistEntry, listWaitlist } from './features/access/waitlist';
import { createAgent } from './features/agent/create-agent';
import { grantAgentAdmin } from './features/agent/grant-agent-admin';
import { apiKeysCommand, apiKeysUsage } from './features/api-keys/api-keys-cli';
import { eventsReport } from './features/events/events-report';

const usage = `usage: npm run admin -- <command>
  invite-codes create [--count N]   print N new invitation codes (default 1), one per line
  waitlist list                     list waitlist entries
  waitlist approve EMAIL            e-mail an invitation code to a waitlisted address
  agents grant EMAIL [--agent ID]   make an account an agent admin (of agent ID, if given)
  agents create --name NAME --admin EMAIL
                                    create an agent administered by EMAIL; prints its id last
  events report [--days N]          analytics events received per UTC day and name (default 30 days)
${apiKeysUsage}`;

/** The value after `flag` in the arguments, if any. */
function option(args: string[], flag: string): string | undefined {
  const i = args.indexOf(flag);
  return i >= 0 ? args[i + 1] : undefined;
}

/** Operator command line; stdout carries only the requested output, diagnostics go to stderr. */
async function main(argv: string[]) {
  const [area, verb, ...rest] = argv;
  const config = loadConfig();
  const ports = await openPorts(config, (line) => process.stderr.write(`${line}\n`));
  const ctx = { config, ...ports, log: pino({ level: 'warn' }, process.stderr), now: Date.now };
  try {
    if (area === 'invite-codes' && verb === 'create') {
      const i = rest.indexOf('--count');
      const count = i >= 0 ? Number(rest[i + 1]) : 1;
      if (!Number.isInteger(count) || count < 1 || count > 1000)
        throw new Error('--count must be 1-1000');
      for (const code of await createInvitationCodes(ctx, count, 'admin cli'))
        process.stdout.write(`${code}\n`);
    } else if (area === 'waitlist' && verb === 'list') {
      for (const e of await listWaitlist(ctx)) {
        const when = new Date(e.created_at).toISOString();
        process.stdout.write(`${e.email}\t${when}\t${e.approved_at ? 'approved' : 'waiting'}\n`);
      }
    } else if (area === 'waitlist' && verb === 'approve' && rest[0]) {
      await approveWaitlistEntry(ctx, rest[0].trim().toLowerCase());
      process.stdout.write(`invitation code e-mailed to ${rest[0]}\n`);
    } else if (area === 'agents' && verb === 'grant' && rest[0]) {
      const agentId = option(rest, '--agent');
      await grantAgentAdmin(ctx, rest[0].trim().toLowerCase(), agentId);
      process.stdout.write(
        `${rest[0]} is now an agent admin${agentId ? ` of agent ${agentId}` : ''}\n`,
      );
    } else if (area === 'agents' && verb === 'create') {
      const name = option(rest, '--name');
      const email = option(rest, '--admin');
      if (!name || !email) throw new Error('agents create needs --name NAME and --admin EMAIL');
      const id = await createAgent(ctx, { name, adminEmail: email.trim().toLowerCase() });
      process.stdout.write(`agent "${name.trim()}" created, administered by ${email}: ${id}\n`);
    } else if (area === 'events' && verb === 'report') {
      const i = rest.indexOf('--days');
      const days = i >= 0 ? Number(rest[i + 1]) : 30;
      if (!Number.isInteger(days) || days < 1 || days > 3660)
        throw new Error('--days must be 1-3660');
      for (const r of await eventsReport(ctx, days))
        process.stdout.write(`${r.day}\t${r.name}\t${r.count}\n`);
    } else if (
      area === 'api-keys' &&
      (await apiKeysCommand(ctx, verb, rest, (line) => process.stdout.write(`${line}\n`)))
    ) {
      // Done: the api-keys commands print their own output.
    } else {
      process.stderr.write(`${usage}\n`);
      process.exitCode = 2;
    }
  } finally {
    await ports.close();
  }
}

main(process.argv.slice(2)).catch((err: Error) => {
  process.stderr.write(`${err.message}\n`);
  process.exit(1);
});
