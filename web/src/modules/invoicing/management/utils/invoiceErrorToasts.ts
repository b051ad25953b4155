import { invoiceMessages } from '@detailing/schema/invoicing/messages';
import type { ErrorToastText } from '@/ui/Toast/errorToast';

/** Invoice Management's error toasts (001 §8: 'Error' with the server text, else the spec's words). */
export const invoiceErrorToasts = {
  loadFailed: { title: 'Error', description: (error) => error.message },
  statusFailed: { title: 'Error', description: (error) => error.serverMessage ?? invoiceMessages.statusUpdateFailed },
  deleteFailed: { title: 'Error', description: (error) => error.serverMessage ?? invoiceMessages.deleteFailed },
  convertFailed: { title: 'Error', description: (error) => error.serverMessage ?? invoiceMessages.createFailed },
} satisfies Record<string, ErrorToastText>;
