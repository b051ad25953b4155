import { demoAccountMessages } from '@detailing/schema/identity/demoAccountMessages';
import { portalLoginMessages } from '@detailing/schema/identity/portalLoginMessages';
import type { ErrorToastText } from '@/ui/Toast/errorToast';
import type { ToastContent } from '@/ui/Toast/ToastContent';
import { portalToasts } from '@/modules/portal/utils/portalToasts';
import { serverWordsOr } from './serverWordsOr';

/** The demo page's toasts (001 §8 'Demo'; signing in as the customer login does); failures go through `errorToast`. */
export const demoToasts = {
  accountCreated: { title: demoAccountMessages.accountCreated, description: 'You can now sign in with your username and password.' },
  registrationFailed: { title: 'Registration failed', description: serverWordsOr('Please try again.') },
  signedIn: portalToasts.loginSucceeded,
  loginFailed: { title: 'Login failed', description: serverWordsOr(demoAccountMessages.invalidCredentials) },
  signedOut: { title: portalLoginMessages.signedOut },
  signOutFailed: { title: 'Error', description: serverWordsOr('Failed to sign out. Please try again.') },
} as const satisfies Record<string, ToastContent | ErrorToastText>;
