import { portalLoginMessages } from '@detailing/schema/identity/portalLoginMessages';
import type { ErrorToastText } from '@/ui/Toast/errorToast';
import type { ToastContent } from '@/ui/Toast/ToastContent';

/** The customer portal's toasts, word for word (001 §8 "Customer login" and "Profile"). */
export const portalToasts = {
  loginSucceeded: { title: 'Login successful', description: 'Welcome to your customer portal!' },
  /** A refused sign-in: the server's words (the credentials, too many attempts, an expired link), else the spec's. */
  loginFailed: { title: 'Login failed', description: (error) => error.serverMessage ?? portalLoginMessages.invalidCredentials },
  invalidCredentials: portalLoginMessages.invalidCredentials,
  connectFailed: { title: 'Error', description: 'Failed to connect to server. Please try again.', variant: 'destructive' },
  profileUpdated: { title: 'Profile updated', description: 'Your profile has been updated successfully.' },
  profileUpdateFailed: { title: 'Error', description: 'Failed to update profile. Please try again.', variant: 'destructive' },
} as const satisfies Record<string, ToastContent | ErrorToastText | string>;
