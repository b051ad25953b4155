import { type ErrorDetail, errorDetail } from '@/utils/errorDetail';
import type { ToastContent } from './ToastContent';

/**
 * The spec's words for one failure, given by the screen that knows them: a fixed description,
 * or one made from what the error said (the server's message, the status).
 */
export interface ErrorToastText {
  title: string;
  description: string | ((error: ErrorDetail) => string);
}

/** The destructive toast for a failed call (000 §8: title, then description). */
export function errorToast(error: unknown, text: ErrorToastText): ToastContent {
  const description = typeof text.description === 'string' ? text.description : text.description(errorDetail(error));
  return { title: text.title, description, variant: 'destructive' };
}
