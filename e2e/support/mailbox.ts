import path from 'node:path';
import { type Mail, readMailFolder } from '../../apps/server/src/test/mail-folder';
import { testTime } from './testTime';

export type { Mail };

export function readMailbox(dataDir: string): Promise<Mail[]> {
  return readMailFolder(path.join(dataDir, 'mailbox'));
}

/** Waits for the newest sign-in mail to `email` and returns it with its 6-digit code. */
export async function waitForLoginCode(
  dataDir: string,
  email: string,
  after = 0,
): Promise<{ code: string; mail: Mail }> {
  const deadline = Date.now() + testTime(15_000);
  while (Date.now() < deadline) {
    const mails = (await readMailbox(dataDir)).filter((m) => m.to.includes(email));
    const mail = mails[mails.length - 1];
    const code = mails.length > after ? /\b(\d{6})\b/.exec(mail?.text ?? '')?.[1] : undefined;
    if (mail && code) return { code, mail };
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`no sign-in code mailed to ${email}`);
}
