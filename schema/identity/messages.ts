/** Admin login texts (001 §5, §8). */
export const identityMessages = {
  usernameRequired: 'Username is required',
  passwordRequired: 'Password is required',
  invalidCredentials: 'Invalid username or password',
  tooManyAttempts: 'Too many login attempts. Please try again in a minute.',
  notAuthenticated: 'Not authenticated',
  forbidden: 'Admin access required',
  /** A demo account asking for a customer's records before it proved a registration. */
  accountNotLinked: 'Link your vehicle registration to see your bookings',
  currentPasswordRequired: 'Current password is required',
  currentPasswordWrong: 'Current password is incorrect',
  newPasswordTooShort: 'New password must be at least 8 characters',
  passwordChanged: 'Password changed',
  tooManyPasswordAttempts: 'Too many attempts. Please try again in a minute.',
} as const;

/** How messages name each sign-in field. */
export const identityFieldNames = { username: 'Username', password: 'Password', currentPassword: 'Current password', newPassword: 'New password' } as const;

export const roles = ['admin', 'customer', 'user'] as const;
export type Role = (typeof roles)[number];
