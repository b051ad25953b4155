/** The customer portal's sign-in texts (001 §5, §8); apart from the schemas so a page can show them without zod. */
export const portalLoginMessages = {
  vehicleRegoRequired: 'Vehicle registration is required',
  emailInvalid: 'Valid email is required',
  invalidCredentials: 'Invalid vehicle registration or email',
  tooManyAttempts: 'Too many login attempts. Please try again in a minute.',
  linkExpired: 'This sign-in link has expired or was already used',
  signedOut: 'Signed out',
} as const;
