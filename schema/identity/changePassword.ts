import { z } from 'zod';
import { text } from '../fields.js';
import { MAX_LENGTH } from '../limits.js';
import { identityFieldNames as names, identityMessages as m } from './messages.js';

/** `POST /api/auth/password`: the signed-in user's current password and the new one, exactly as typed. */
export const ChangePasswordInput = z.object({
  currentPassword: text({ label: names.currentPassword, max: MAX_LENGTH.PASSWORD }, { notText: m.currentPasswordRequired, secret: true }).min(1, {
    error: m.currentPasswordRequired,
  }),
  newPassword: text({ label: names.newPassword, max: MAX_LENGTH.PASSWORD }, { notText: m.newPasswordTooShort, secret: true }).min(8, {
    error: m.newPasswordTooShort,
  }),
});
export type ChangePasswordInput = z.infer<typeof ChangePasswordInput>;
