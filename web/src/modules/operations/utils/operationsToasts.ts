import type { ErrorToastText } from '@/ui/Toast/errorToast';

/** The operations view's words for a failed call (the spec has no operations screen; these follow its toasts' shape). */
export const operationsErrorToasts = {
  retryFailed: { title: 'Retry failed', description: (error) => error.message || 'The job could not be queued again.' },
} satisfies Record<string, ErrorToastText>;

export const retriedToast = (name: string) => ({ title: 'Job queued again', description: `${name} will run again shortly.` });
export const goneToast = { title: 'Nothing to retry', description: 'That job is no longer in the failed list.' };
