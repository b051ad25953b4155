import { createTransport } from 'nodemailer';
import type { Config } from './config.js';

/** One plain-text e-mail. */
export interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
}

/** Sends e-mail; callers depend on this, never on nodemailer. */
export interface Mailer {
  /** Resolves once the SMTP server accepted the message; rejects with its refusal. */
  send(mail: OutgoingMail): Promise<void>;
  close(): void;
}

/** How long one send may take, connection included: a hung server must not hold a request for ever. */
const TIMEOUT_MS = 15_000;

/**
 * The process's mailer, from SMTP_URL and MAIL_FROM; null when SMTP_URL is not set, and callers
 * then refuse what needs e-mail rather than pretend to send it.
 */
export function mailerFor(config: Pick<Config, 'SMTP_URL' | 'MAIL_FROM'>): Mailer | null {
  if (!config.SMTP_URL || !config.MAIL_FROM) return null;
  const url = new URL(config.SMTP_URL);
  const transport = createTransport({
    host: url.hostname,
    port: url.port ? Number(url.port) : url.protocol === 'smtps:' ? 465 : 587,
    secure: url.protocol === 'smtps:',
    ...(url.username ? { auth: { user: decodeURIComponent(url.username), pass: decodeURIComponent(url.password) } } : {}),
    connectionTimeout: TIMEOUT_MS,
    greetingTimeout: TIMEOUT_MS,
    socketTimeout: TIMEOUT_MS,
  });
  const from = config.MAIL_FROM;
  return {
    async send(mail) {
      await transport.sendMail({ from, to: mail.to, subject: mail.subject, text: mail.text });
    },
    close() {
      transport.close();
    },
  };
}
