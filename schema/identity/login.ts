import { z } from 'zod';
import { text } from '../fields.js';
import { MAX_LENGTH } from '../limits.js';
import { identityFieldNames as names, identityMessages as m } from './messages.js';

/** `POST /api/auth/login`. The password is taken exactly as typed: never trimmed. */
export const LoginInput = z.object({
  username: text({ label: names.username, max: MAX_LENGTH.USERNAME }, { notText: m.usernameRequired }).min(1, { error: m.usernameRequired }),
  password: text({ label: names.password, max: MAX_LENGTH.PASSWORD }, { notText: m.passwordRequired, secret: true }).min(1, {
    error: m.passwordRequired,
  }),
});
export type LoginInput = z.output<typeof LoginInput>;
