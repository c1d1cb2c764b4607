import fs from 'node:fs';
import path from 'node:path';
import { simpleParser } from 'mailparser';

/** A mail as the mailbox mailer wrote it. */
export interface Mail {
  to: string;
  subject: string;
  text: string;
  html: string;
}

/**
 * Mails parsed so far, by path. A mail file appears whole (the mailer renames it into place) and
 * never changes, while tests read a mailbox after every sign-up or invitation, and browser specs
 * poll theirs every 200 ms: parsed afresh each time, a hundred invitations took over 30 s.
 */
const parsed = new Map<string, Promise<Mail>>();

function parsedMail(file: string): Promise<Mail> {
  let mail = parsed.get(file);
  if (!mail) {
    mail = simpleParser(fs.readFileSync(file)).then((m) => ({
      to: (Array.isArray(m.to) ? m.to[0]?.text : m.to?.text) ?? '',
      subject: m.subject ?? '',
      text: m.text ?? '',
      html: String(m.html || ''),
    }));
    parsed.set(file, mail);
  }
  return mail;
}

/** The mails in a mailbox folder (DATA_DIR/mailbox), oldest first. */
export async function readMailFolder(dir: string): Promise<Mail[]> {
  if (!fs.existsSync(dir)) return [];
  const files = fs
    .readdirSync(dir)
    .filter((f) => f.endsWith('.eml'))
    .sort();
  return Promise.all(files.map((f) => parsedMail(path.join(dir, f))));
}
