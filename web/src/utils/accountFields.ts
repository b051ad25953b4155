import { MAX_LENGTH } from '@detailing/schema/limits';

/**
 * The account fields the demo page's forms and /app's sign-in share: label, type, autofill hint
 * and the server's length limit (schema/limits.ts), spread into a TextField.
 */
export const accountFields = {
  username: { label: 'Username', autoComplete: 'username', maxLength: MAX_LENGTH.USERNAME },
  currentPassword: { label: 'Password', type: 'password', autoComplete: 'current-password', maxLength: MAX_LENGTH.PASSWORD },
  newPassword: { label: 'Password', type: 'password', autoComplete: 'new-password', maxLength: MAX_LENGTH.PASSWORD },
  email: { label: 'Email', type: 'email', autoComplete: 'email', maxLength: MAX_LENGTH.EMAIL },
  // Room for the spaces people type in a registration; the server normalises and limits it.
  vehicleRego: { label: 'Vehicle Registration', autoComplete: 'off', spellCheck: 'false', maxLength: MAX_LENGTH.REGO * 2 },
} as const;
