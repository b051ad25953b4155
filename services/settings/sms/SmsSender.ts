/** Sends one text message; callers depend on this, never on a provider's library. */
export interface SmsSender {
  /** Resolves with the provider's id for the accepted message; rejects with SmsSendError. */
  send(to: string, body: string): Promise<{ providerMessageId: string }>;
}

/** The SMS account a sender uses (SmsConfig without its derived flag). */
export interface SmsAccount {
  accountSid: string;
  authToken: string;
  fromNumber: string;
}

/**
 * Why a message was not accepted. `permanent`: sending it again cannot succeed (invalid or
 * unsubscribed number, refused credentials) — record the failure, do not retry. Otherwise the
 * failure may pass (provider 5xx or 429, timeout, connection error): retry later.
 */
export class SmsSendError extends Error {
  readonly permanent: boolean;
  readonly reason: string;
  /** The provider's HTTP status, when it answered. */
  readonly status?: number;
  /** The provider's error code (Twilio: 21211 invalid 'To' number, 21610 unsubscribed, ...). */
  readonly code?: number;
  /**
   * The request may have reached the provider before the failure (a timeout or a connection
   * reset after sending): a retry might deliver the text twice.
   */
  readonly ambiguous: boolean;

  constructor(details: { permanent: boolean; reason: string; status?: number; code?: number; ambiguous?: boolean }) {
    super(details.reason);
    this.name = 'SmsSendError';
    this.permanent = details.permanent;
    this.reason = details.reason;
    this.ambiguous = details.ambiguous ?? false;
    if (details.status !== undefined) this.status = details.status;
    if (details.code !== undefined) this.code = details.code;
  }
}
