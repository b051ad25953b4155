import { z } from 'zod';
import { optionalText, text } from '../fields.js';
import { MAX_LENGTH } from '../limits.js';
import { vehicleRegoKey } from './customerLogin.js';
import { demoAccountMessages } from './demoAccountMessages.js';

export { demoAccountMessages };
const m = demoAccountMessages;

export const demoAccountFieldNames = {
  username: 'Username',
  password: 'Password',
  fullName: 'Full name',
  email: 'Email',
  phone: 'Phone',
  address: 'Address',
} as const;
const names = demoAccountFieldNames;

/** `POST /api/customers/register`: a username/password customer account. The password is kept exactly as typed. */
export const DemoRegisterInput = z.object({
  username: text({ label: names.username, max: MAX_LENGTH.USERNAME }, { notText: m.usernameTooShort }).min(3, { error: m.usernameTooShort }),
  password: text({ label: names.password, max: MAX_LENGTH.PASSWORD }, { notText: m.passwordTooShort, secret: true }).min(6, { error: m.passwordTooShort }),
  fullName: text({ label: names.fullName, max: MAX_LENGTH.FULL_NAME }, { notText: m.fullNameRequired }).min(2, { error: m.fullNameRequired }),
  email: text({ label: names.email, max: MAX_LENGTH.EMAIL }, { notText: m.emailInvalid }).pipe(z.email({ error: m.emailInvalid })),
  phone: optionalText({ label: names.phone, max: MAX_LENGTH.MOBILE }),
  address: optionalText({ label: names.address, max: MAX_LENGTH.ADDRESS }),
});
export type DemoRegisterInput = z.output<typeof DemoRegisterInput>;

/** `POST /api/customers/link`: the registration that proves the account's customer (any spacing or case). */
export const DemoLinkInput = z.object({ vehicleRego: vehicleRegoKey });
