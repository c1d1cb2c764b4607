import fs from 'node:fs';
import path from 'node:path';
import { simpleParser } from 'mailparser';

export interface Mail {
  to: string;
  subject: string;
  text: string;
}

export async function readMailbox(dataDir: string): Promise<Mail[]> {
  const dir = path.join(dataDir, 'mailbox');
  if (!fs.existsSync(dir)) return [];
  const files = fs
    .readdirSync(dir)
    .filter((f) => f.endsWith('.eml'))
    .sort();
  return Promise.all(
    files.map(async (f) => {
      const mail = await simpleParser(fs.readFileSync(path.join(dir, f)));
      const to = Array.isArray(mail.to) ? mail.to[0]?.text : mail.to?.text;
      return { to: to ?? '', subject: mail.subject ?? '', text: mail.text ?? '' };
    }),
  );
}

/** Waits for the newest sign-in mail to `email` and returns it with its 6-digit code. */
export async function waitForLoginCode(
  dataDir: string,
  email: string,
  after = 0,
): Promise<{ code: string; mail: Mail }> {
  const deadline = Date.now() + 15_000;
  while (Date.now() < deadline) {
    const mails = (await readMailbox(dataDir)).filter((m) => m.to.includes(email));
    const mail = mails[mails.length - 1];
    const code = mails.length > after ? /\b(\d{6})\b/.exec(mail?.text ?? '')?.[1] : undefined;
    if (mail && code) return { code, mail };
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`no sign-in code mailed to ${email}`);
}
