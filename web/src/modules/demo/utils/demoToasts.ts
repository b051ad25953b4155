import type { ErrorToastText } from '@/ui/Toast/errorToast';
import type { ToastContent } from '@/ui/Toast/ToastContent';
import type { ErrorDetail } from '@/utils/errorDetail';

const CONNECTION_FAILED = 'Failed to connect to server. Please try again.';

/** The server's words for a refusal; a failure that never reached it says so. */
const serverSaid = (fallback: string) => (error: ErrorDetail) => error.serverMessage ?? (error.status === undefined ? CONNECTION_FAILED : fallback);

/** The demo page's toasts (001 §8 'Demo'; sign-in as the customer login's). */
export const demoToasts = {
  accountCreated: { title: 'Account created', description: 'You can now sign in with your username and password.' },
  registrationFailed: { title: 'Registration failed', description: serverSaid('Please try again.') },
  signedIn: { title: 'Login successful', description: 'Welcome to your customer portal!' },
  loginFailed: { title: 'Login failed', description: serverSaid('Invalid username or password') },
  signedOut: { title: 'Signed out' },
  signOutFailed: { title: 'Error', description: serverSaid('Failed to sign out. Please try again.') },
} satisfies Record<string, ToastContent | ErrorToastText>;
