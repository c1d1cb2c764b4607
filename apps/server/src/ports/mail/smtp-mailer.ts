import nodemailer from 'nodemailer';
import type { Mailer, MailMessage } from './mailer';

/** SMTP delivery through nodemailer; SMTP_URL is e.g. smtps://user:pass@smtp.example.com:465. */
export function createSmtpMailer(url: string, from: string): Mailer {
  const transport = nodemailer.createTransport(url);
  return {
    kind: 'smtp',
    async send(message: MailMessage) {
      await transport.sendMail({ from, ...message });
    },
    async close() {
      transport.close();
    },
  };
}
