import path from 'node:path';
import type { Config } from '../../config';
import { createMailboxMailer } from './mailbox-mailer';
import type { Mailer } from './mailer';
import { createSmtpMailer } from './smtp-mailer';

export function createMailer(config: Config, log: (line: string) => void): Mailer {
  return config.smtpUrl
    ? createSmtpMailer(config.smtpUrl, config.mailFrom)
    : createMailboxMailer(path.join(config.dataDir, 'mailbox'), config.mailFrom, log);
}
