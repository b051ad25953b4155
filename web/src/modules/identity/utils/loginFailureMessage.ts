import { identityMessages } from '@detailing/schema/identity/messages';
import type { ErrorDetail } from '@/utils/errorDetail';

/** The server's own message for a refused login (401, 429, 400), else the spec's text. */
export function loginFailureMessage(error: ErrorDetail): string {
  if (error.status !== undefined && error.status >= 400 && error.status < 500 && error.serverMessage) return error.serverMessage;
  return identityMessages.invalidCredentials;
}
