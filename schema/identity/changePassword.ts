import { z } from 'zod';
import { identityMessages as m } from './messages.js';

/** `POST /api/auth/password`: the signed-in user's current password and the new one. */
export const ChangePasswordInput = z.object({
  currentPassword: z.string({ error: m.currentPasswordRequired }).min(1, m.currentPasswordRequired).max(1000),
  newPassword: z.string({ error: m.newPasswordTooShort }).min(8, m.newPasswordTooShort).max(1000),
});
export type ChangePasswordInput = z.infer<typeof ChangePasswordInput>;
