import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import nodemailer from 'nodemailer';
import type { Mailer, MailMessage } from './mailer';

/**
 * Writes each message as a real RFC 822 `.eml` file under DATA_DIR/mailbox, built by the
 * same nodemailer composer the SMTP transport uses, so what lands on disk is what SMTP sends.
 * A message is written under a `.part` name and renamed once whole, so whoever reads the
 * folder (a person waiting for a login code, a test) never opens half a message.
 */
export function createMailboxMailer(
  dir: string,
  from: string,
  log: (line: string) => void,
): Mailer {
  const transport = nodemailer.createTransport({
    streamTransport: true,
    buffer: true,
    newline: 'unix',
  });
  return {
    kind: 'mailbox',
    async send(message: MailMessage) {
      const info = await transport.sendMail({ from, ...message });
      await fs.mkdir(dir, { recursive: true });
      const stamp = new Date().toISOString().replace(/[:.]/g, '-');
      const file = path.join(dir, `${stamp}-${randomBytes(3).toString('hex')}.eml`);
      await fs.writeFile(`${file}.part`, info.message as Buffer);
      await fs.rename(`${file}.part`, file);
      log(`mail to ${message.to} written to ${file}: ${message.subject}`);
    },
    async close() {
      transport.close();
    },
  };
}
