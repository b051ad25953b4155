import { portalLoginMessages } from '@detailing/schema/identity/portalLoginMessages';
import type { ToastContent } from '@/ui/Toast/ToastContent';

/** The customer portal's toasts, word for word (001 §8 "Customer login" and "Profile"). */
export const portalToasts = {
  loginSucceeded: { title: 'Login successful', description: 'Welcome to your customer portal!' },
  loginFailedTitle: 'Login failed',
  invalidCredentials: portalLoginMessages.invalidCredentials,
  connectFailed: { title: 'Error', description: 'Failed to connect to server. Please try again.', variant: 'destructive' },
  profileUpdated: { title: 'Profile updated', description: 'Your profile has been updated successfully.' },
  profileUpdateFailed: { title: 'Error', description: 'Failed to update profile. Please try again.', variant: 'destructive' },
} as const satisfies Record<string, ToastContent | string>;
