import { concurrencyMessages } from '@detailing/schema/concurrencyMessages';
import { invoiceMessages as m } from '@detailing/schema/invoicing/messages';
import type { ErrorToastText } from '@/ui/Toast/errorToast';
import type { ToastContent } from '@/ui/Toast/ToastContent';

/** A refusal that names its reason (a field out of bounds, a draft gone) says it; anything else just fails. */
const withReason = (failed: string): ErrorToastText['description'] => (error) =>
  (error.code === 'BAD_USER_INPUT' || error.code === 'NOT_FOUND') && error.serverMessage ? `${failed}: ${error.serverMessage}` : failed;

/** The generator's error toasts (001 §8), shown through useErrorToast. */
export const generatorErrorToasts = {
  createFailed: { title: 'Error', description: withReason(m.createFailed) },
  createCustomerFailed: { title: 'Error', description: withReason(m.createCustomerFailed) },
  // Not in the spec (its Save as Draft did nothing): ours, in the same form.
  saveDraftFailed: { title: 'Error', description: withReason('Failed to save draft') },
  discardDraftFailed: { title: 'Error', description: 'Failed to discard draft' },
  loadFailed: { title: 'Error', description: (error) => error.message },
} satisfies Record<string, ErrorToastText>;

/** Create refused before anything is sent (001 §5, §8). */
export const customerRequiredToast: ToastContent = { title: m.customerRequiredTitle, description: m.customerRequired, variant: 'destructive' };
export const itemsRequiredToast: ToastContent = { title: m.itemsRequiredTitle, description: m.itemsRequired, variant: 'destructive' };

export const draftSavedToast: ToastContent = { title: 'Draft saved' };
export const draftDiscardedToast: ToastContent = { title: 'Draft discarded' };
export const draftChangedElsewhereToast: ToastContent = { title: 'Error', description: concurrencyMessages.changedElsewhere, variant: 'destructive' };
