import type { ErrorToastText } from '@/ui/Toast/errorToast';
import type { ToastContent } from '@/ui/Toast/ToastContent';
import { loginFailureMessage } from './loginFailureMessage';

/** Sign-in and sign-out toasts of spec 001 §8 and 000 §8; the failures go through useErrorToast. */
export const sessionToasts = {
  loginSucceeded: { title: 'Login successful', description: 'You are now logged in' },
  loginFailed: { title: 'Login failed', description: loginFailureMessage },
  loggedOut: { title: 'Logged out', description: 'You have been successfully logged out.' },
  logoutFailed: { title: 'Logout failed', description: 'Failed to log out. Please try again' },
} satisfies Record<string, ToastContent | ErrorToastText>;
