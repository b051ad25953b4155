import { identityMessages } from '@detailing/schema/identity/messages';
import { ApiError } from '@/utils/ApiError';

/** The server's own message for a refused login (401, 429, 400), else the spec's text. */
export function loginFailureMessage(error: unknown): string {
  if (error instanceof ApiError && error.status >= 400 && error.status < 500 && error.serverMessage) {
    return error.serverMessage;
  }
  return identityMessages.invalidCredentials;
}
