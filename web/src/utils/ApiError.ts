/**
 * A non-OK answer from the REST API. The message is `${status}: ${body text or status text}`
 * (spec 000 §7); `serverMessage` is the `message` field when the body is JSON that has one.
 */
export class ApiError extends Error {
  readonly status: number;
  readonly body: string;

  constructor(status: number, body: string) {
    super(`${status}: ${body}`);
    this.name = 'ApiError';
    this.status = status;
    this.body = body;
  }

  get serverMessage(): string | undefined {
    try {
      const parsed: unknown = JSON.parse(this.body);
      if (parsed && typeof parsed === 'object' && 'message' in parsed && typeof parsed.message === 'string') {
        return parsed.message;
      }
    } catch {
      // not JSON: there is no structured message
    }
    return undefined;
  }
}
