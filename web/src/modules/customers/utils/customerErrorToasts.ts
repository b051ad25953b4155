import { customerImportMessages } from '@detailing/schema/customers/customerImportMessages';
import type { ErrorToastText } from '@/ui/Toast/errorToast';

/** The customers area's error toasts (spec 001 §8), shown through useErrorToast. */
export const customerErrorToasts = {
  loadFailed: { title: 'Error', description: (error) => error.message },
  updateFailed: { title: 'Error', description: 'Failed to update customer.' },
  deleteFailed: { title: 'Error', description: 'Failed to delete customer.' },
  deleteSelectedFailed: { title: 'Error', description: 'Failed to delete selected customers' },
  smsFailed: { title: 'SMS Failed', description: (error) => error.serverMessage ?? 'Failed to send SMS' },
  importFailed: { title: 'Import Failed', description: customerImportMessages.importFailed },
  exportFailed: { title: 'Error', description: (error) => error.message },
} satisfies Record<string, ErrorToastText>;

/** 001 §8: shown when Export All finds nothing to export. */
export const noCustomersToExport = { title: 'No Data', description: 'No customers found to export' };
