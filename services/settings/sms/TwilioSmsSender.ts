import twilio from 'twilio';
import { BaseUrlHttpClient, TWILIO_DEFAULT_BASE_URL } from './baseUrlHttpClient.js';
import { type SmsAccount, type SmsSender, SmsSendError } from './SmsSender.js';

export { type SmsAccount, type SmsSender, SmsSendError } from './SmsSender.js';

const DEFAULT_TIMEOUT_MS = 15_000;

// Twilio codes that come with a 4xx status yet pass by themselves: too many requests, and the
// sender's queue being full.
const TRANSIENT_CODES = new Set([20429, 21611]);

// Nothing reached the provider: a retry cannot send the text twice.
const NOT_SENT = new Set(['ECONNREFUSED', 'ENOTFOUND', 'EAI_AGAIN', 'EHOSTUNREACH', 'ENETUNREACH']);

/** Sends through Twilio's Messages API with the real `twilio` client. */
export class TwilioSmsSender implements SmsSender {
  private client: twilio.Twilio | null = null;
  private readonly httpClient: BaseUrlHttpClient;

  constructor(
    private readonly account: SmsAccount,
    options: { baseUrl?: string; timeoutMs?: number } = {},
  ) {
    this.httpClient = new BaseUrlHttpClient(options.baseUrl ?? TWILIO_DEFAULT_BASE_URL, { timeoutMs: options.timeoutMs ?? DEFAULT_TIMEOUT_MS });
  }

  async send(to: string, body: string): Promise<{ providerMessageId: string }> {
    let message: { sid?: string };
    try {
      message = await this.twilio().messages.create({ to, from: this.account.fromNumber, body });
    } catch (error) {
      throw classify(error);
    }
    if (!message.sid) throw new SmsSendError({ permanent: false, reason: 'The SMS provider accepted the message without an id', ambiguous: true });
    return { providerMessageId: message.sid };
  }

  /** Made on first use, so an account the library refuses (a SID not starting AC) fails as a send. */
  private twilio(): twilio.Twilio {
    try {
      this.client ??= twilio(this.account.accountSid, this.account.authToken, { httpClient: this.httpClient, env: {} });
      return this.client;
    } catch (error) {
      throw new SmsSendError({ permanent: true, reason: `The SMS account is not valid: ${(error as Error).message}` });
    }
  }
}

/** A sender for this account through `baseUrl` (TWILIO_API_BASE_URL). */
export function smsSenderFor(config: SmsAccount, baseUrl: string = TWILIO_DEFAULT_BASE_URL, options: { timeoutMs?: number } = {}): SmsSender {
  return new TwilioSmsSender(config, { baseUrl, ...options });
}

/** Provider answers and transport failures as SmsSendError; anything else is a bug and is rethrown. */
export function classify(error: unknown): unknown {
  if (error instanceof SmsSendError) return error;
  const answered = providerAnswer(error);
  if (answered) {
    const { status, code } = answered;
    const transient = status >= 500 || status === 429 || status === 408 || (code !== undefined && TRANSIENT_CODES.has(code));
    const reason =
      status === 401
        ? `The SMS provider refused the Account SID or Auth Token${answered.message ? ` (${answered.message})` : ''}`
        : answered.message || `The SMS provider answered HTTP ${status}`;
    return new SmsSendError({ permanent: !transient, reason, status, ...(code !== undefined ? { code } : {}) });
  }
  if (isAxiosError(error)) {
    const code = error.code ?? '';
    if (code === 'ECONNABORTED' || code === 'ETIMEDOUT') {
      return new SmsSendError({ permanent: false, reason: `The SMS provider did not answer in time (${error.message})`, ambiguous: true });
    }
    return new SmsSendError({
      permanent: false,
      reason: `Could not reach the SMS provider (${error.message || code})`,
      ambiguous: !NOT_SENT.has(code),
    });
  }
  return error;
}

/** The library's transport (axios) failed: no answer from the provider. */
function isAxiosError(error: unknown): error is Error & { code?: string } {
  return error instanceof Error && (error as { isAxiosError?: unknown }).isAxiosError === true;
}

/** Twilio's RestException (legacy JSON errors) and TwilioServiceException (RFC 9457) both carry these. */
function providerAnswer(error: unknown): { status: number; code?: number; message: string } | null {
  if (!(error instanceof Error)) return null;
  const e = error as Error & { status?: unknown; code?: unknown; detail?: unknown; title?: unknown };
  if (typeof e.status !== 'number' || isAxiosError(error)) return null;
  const message = [e.detail, e.message, e.title].find((m): m is string => typeof m === 'string' && m.trim() !== '') ?? '';
  return { status: e.status, ...(typeof e.code === 'number' ? { code: e.code } : {}), message };
}
