import { identityMessages } from '@detailing/schema/identity/messages';
import type { LoginCredentials } from './loginRequest';

export type LoginFormErrors = Partial<Record<keyof LoginCredentials, string>>;

/** Spec 001 §5: both fields are required. */
export function validateLoginForm({ username, password }: LoginCredentials): LoginFormErrors {
  const errors: LoginFormErrors = {};
  if (username.trim() === '') errors.username = identityMessages.usernameRequired;
  if (password === '') errors.password = identityMessages.passwordRequired;
  return errors;
}
