/** Outbound mail port: a file mailbox by default, SMTP when SMTP_URL is set. */
export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
}

export interface Mailer {
  readonly kind: 'mailbox' | 'smtp';
  send(message: MailMessage): Promise<void>;
  close(): Promise<void>;
}
