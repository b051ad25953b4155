import type { AddressInfo } from 'node:net';
import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import { until } from './until.js';

/** One message the server accepted, as the recipient's mail program would read it. */
export interface ReceivedMail {
  /** The envelope's recipients (RCPT TO). */
  to: string[];
  /** The envelope's sender (MAIL FROM). */
  from: string;
  /** The From header as written. */
  fromHeader: string;
  subject: string;
  text: string;
}

export interface FakeSmtp {
  /** `smtp://user:pass@127.0.0.1:port`, for SMTP_URL. */
  url: string;
  messages: ReceivedMail[];
  /** The messages to `address` (compared without case), oldest first. */
  to(address: string): ReceivedMail[];
  /** Waits for the `count`th message to `address` and answers it. */
  nextTo(address: string, count?: number): Promise<ReceivedMail>;
  /** The next `n` messages are refused with a permanent error (550). */
  refuseNext(n: number): void;
  reset(): void;
  close(): Promise<void>;
}

export const FAKE_SMTP_USER = 'mailer';
export const FAKE_SMTP_PASSWORD = 'smtp-password-1';

/**
 * A real SMTP server on an ephemeral loopback port (the `smtp-server` package), as fakeTwilio.ts
 * is a real HTTP server speaking Twilio's API: it requires the credentials, accepts every
 * message, and keeps each one parsed (`mailparser`).
 */
export async function startFakeSmtp(): Promise<FakeSmtp> {
  const messages: ReceivedMail[] = [];
  let refusals = 0;
  const server = new SMTPServer({
    // No certificate of ours: plain SMTP on loopback, with AUTH allowed on it.
    disabledCommands: ['STARTTLS'],
    allowInsecureAuth: true,
    logger: false,
    onAuth(auth, _session, callback) {
      if (auth.username === FAKE_SMTP_USER && auth.password === FAKE_SMTP_PASSWORD) callback(null, { user: auth.username });
      else callback(new Error('Invalid username or password'));
    },
    onData(stream, session, callback) {
      simpleParser(stream)
        .then((parsed) => {
          if (refusals > 0) {
            refusals--;
            const error = new Error('Mailbox unavailable') as Error & { responseCode: number };
            error.responseCode = 550;
            return callback(error);
          }
          messages.push({
            to: session.envelope.rcptTo.map((r) => r.address),
            from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
            fromHeader: parsed.from?.text ?? '',
            subject: parsed.subject ?? '',
            text: parsed.text ?? '',
          });
          callback();
        })
        .catch((error: Error) => callback(error));
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  const to = (address: string) => messages.filter((m) => m.to.some((r) => r.toLowerCase() === address.toLowerCase()));

  return {
    url: `smtp://${FAKE_SMTP_USER}:${FAKE_SMTP_PASSWORD}@127.0.0.1:${port}`,
    messages,
    to,
    nextTo: (address, count = 1) => until(() => to(address)[count - 1], `e-mail number ${count} to ${address}`),
    refuseNext(n) {
      refusals = n;
    },
    reset() {
      messages.length = 0;
      refusals = 0;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
