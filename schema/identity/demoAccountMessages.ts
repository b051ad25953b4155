/** The demo page's account texts (001 §5, §8); apart from the schemas so the page can show them without zod. */
export const demoAccountMessages = {
  usernameTooShort: 'Username must be at least 3 characters',
  passwordTooShort: 'Password must be at least 6 characters',
  fullNameRequired: 'Full name is required',
  emailInvalid: 'Please enter a valid email',
  usernameRequired: 'Username is required',
  passwordRequired: 'Password is required',
  accountCreated: 'Account created',
  usernameTaken: 'That username is already taken',
  invalidCredentials: 'Invalid username or password',
  tooManyRegistrations: 'Too many accounts created from this address. Please try again later.',
} as const;
