/** The demo page's validation texts (001 §5); the server answers with the same ones. */
export const demoFormMessages = {
  usernameTooShort: 'Username must be at least 3 characters',
  passwordTooShort: 'Password must be at least 6 characters',
  fullNameRequired: 'Full name is required',
  emailInvalid: 'Please enter a valid email',
  usernameRequired: 'Username is required',
  passwordRequired: 'Password is required',
} as const;
