import pino from 'pino';
import { openPorts } from './bootstrap';
import { loadConfig } from './config';
import { createInvitationCodes } from './features/access/invitation-codes';
import { approveWaitlistEntry, listWaitlist } from './features/access/waitlist';
import { grantAgentAdmin } from './features/agent/grant-agent-admin';
import { eventsReport } from './features/events/events-report';

const usage = `usage: npm run admin -- <command>
  invite-codes create [--count N]   print N new invitation codes (default 1), one per line
  waitlist list                     list waitlist entries
  waitlist approve EMAIL            e-mail an invitation code to a waitlisted address
  agents grant EMAIL                make an account an agent admin
  events report [--days N]          analytics events received per UTC day and name (default 30 days)`;

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
      await grantAgentAdmin(ctx, rest[0].trim().toLowerCase());
      process.stdout.write(`${rest[0]} is now an agent admin\n`);
    } else if (area === 'events' && verb === 'report') {
      const i = rest.indexOf('--days');
      const days = i >= 0 ? Number(rest[i + 1]) : 30;
      if (!Number.isInteger(days) || days < 1 || days > 3660)
        throw new Error('--days must be 1-3660');
      for (const r of await eventsReport(ctx, days))
        process.stdout.write(`${r.day}\t${r.name}\t${r.count}\n`);
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
