/**
 * A refused portal GraphQL call: the server's GraphQL errors (`code` is the first
 * `extensions.code`), or an HTTP refusal without them. A network failure stays fetch's TypeError.
 */
export class PortalRequestError extends Error {
  /** Only what the server itself said in words. */
  readonly serverMessage: string | undefined;
  readonly code: string | undefined;
  readonly status: number;

  constructor({ status, serverMessage, code }: { status: number; serverMessage?: string; code?: string }) {
    super(serverMessage ?? `${status}`);
    this.name = 'PortalRequestError';
    this.status = status;
    this.serverMessage = serverMessage;
    this.code = code;
  }
}
