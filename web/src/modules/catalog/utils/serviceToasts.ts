import type { ErrorToastText } from '@/ui/Toast/errorToast';

/** The services screen's toasts (spec 001 §8); failures are shown through useErrorToast. */
export const serviceToasts = {
  created: { title: 'Service Created' },
  updated: { title: 'Service Updated' },
  deleted: { title: 'Service Deleted' },
} as const;

export const serviceErrorToasts = {
  loadFailed: { title: 'Error', description: (error) => error.message },
  createFailed: { title: 'Creation Failed', description: 'Failed to create service. Please try again.' },
  updateFailed: { title: 'Update Failed', description: (error) => error.serverMessage ?? 'Failed to update service. Please try again.' },
  deleteFailed: { title: 'Deletion Failed', description: 'Failed to delete service. Please try again.' },
} satisfies Record<string, ErrorToastText>;

/** 001 §8: the question asked before a service is deleted. */
export const deleteServiceQuestion = (name: string) => `Are you sure you want to delete the service "${name}"? This action cannot be undone.`;
