import type { ToastContent } from '@/ui/Toast/ToastContent';

/** Sign-in and sign-out toasts of spec 001 §8 and 000 §8. */
export const sessionToasts = {
  loginSucceeded: { title: 'Login successful', description: 'You are now logged in' },
  loginFailed: (description: string): ToastContent => ({ title: 'Login failed', description, variant: 'destructive' }),
  loggedOut: { title: 'Logged out', description: 'You have been successfully logged out.' },
  logoutFailed: { title: 'Logout failed', description: 'Failed to log out. Please try again', variant: 'destructive' },
} satisfies Record<string, ToastContent | ((description: string) => ToastContent)>;
