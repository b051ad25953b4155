import { errorToast } from '@/ui/Toast/errorToast';
import type { ToastContent } from '@/ui/Toast/ToastContent';
import { ApiError } from '@/utils/ApiError';
import { errorDetail } from '@/utils/errorDetail';
import { portalToasts } from './portalToasts';

/**
 * The toast for a failed customer sign-in (001 §8), through `errorToast`: a refusal shows the
 * server's message, else 'Invalid vehicle registration or email'; no answer, or a broken one
 * (5xx), is 'Failed to connect to server. Please try again.'
 */
export function loginFailureToast(error: unknown): ToastContent {
  const { status } = errorDetail(error);
  const answered = status !== undefined && status < 500;
  return errorToast(error, answered ? portalToasts.loginFailed : portalToasts.connectFailed);
}

/** The field errors of a 400 (`{ message, errors: [{ path, message }] }`), by field. */
export function loginFieldErrors(error: unknown): Partial<Record<'vehicleRego' | 'email', string>> {
  if (!(error instanceof ApiError) || error.status !== 400) return {};
  try {
    const body = JSON.parse(error.body) as { errors?: { path?: unknown; message?: unknown }[] };
    const found: Partial<Record<'vehicleRego' | 'email', string>> = {};
    for (const { path, message } of body.errors ?? []) {
      if ((path === 'vehicleRego' || path === 'email') && typeof message === 'string') found[path] ??= message;
    }
    return found;
  } catch {
    return {};
  }
}
