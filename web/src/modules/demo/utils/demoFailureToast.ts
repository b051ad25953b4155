import type { ToastContent } from '@/ui/Toast/ToastContent';
import { ApiError } from '@/utils/ApiError';

export const CONNECTION_FAILED = 'Failed to connect to server. Please try again.';

/**
 * A failed demo call as a toast: the server's own words when it gave some ('That username is
 * already taken'), else the toast's own; a request that never got an answer says so. Reads only
 * REST errors, so the page needs nothing of the GraphQL client.
 */
export function demoFailureToast(error: unknown, text: { title: string; description: string }): ToastContent {
  const description = error instanceof ApiError ? (error.serverMessage ?? text.description) : CONNECTION_FAILED;
  return { title: text.title, description, variant: 'destructive' };
}
