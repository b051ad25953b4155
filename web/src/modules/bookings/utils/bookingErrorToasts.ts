import type { ErrorToastText } from '@/ui/Toast/errorToast';

/** The bookings area's error toasts (spec 000 §8), shown through useErrorToast. */
export const bookingErrorToasts = {
  loadFailed: { title: 'Error loading booking', description: 'Failed to load booking details. Please try again.' },
  createFailed: { title: 'Error', description: 'Failed to create booking. Please try again.' },
  deleteFailed: { title: 'Error', description: 'Failed to delete booking. Please try again.' },
  createServiceFailed: { title: 'Error', description: 'Failed to create service. Please try again.' },
  // The server's message, cut to 100 characters.
  saveFailed: { title: 'Save failed', description: (error) => error.message.slice(0, 100) },
  fileFailed: { title: 'Error saving booking', description: (error) => error.message },
  uploadFailed: { title: 'Upload failed', description: (error) => error.message },
  exportFailed: { title: 'Error', description: (error) => error.message },
} satisfies Record<string, ErrorToastText>;
