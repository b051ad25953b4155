import { z } from 'zod';
import { text } from '../fields.js';
import { MAX_LENGTH } from '../limits.js';
import { CONTACT_CODE_DIGITS, CONTACT_FIELDS, contactChangeMessages } from './contactChangeTexts.js';

export * from './contactChangeTexts.js';

/** The code as people type it: digits, with spaces or dashes they may add; refused unless it has the digits. */
export const ConfirmContactChangeInput = z.object({
  field: z.enum(CONTACT_FIELDS, { error: contactChangeMessages.fieldInvalid }),
  code: text({ label: 'Code', max: MAX_LENGTH.CODE }, { notText: contactChangeMessages.codeFormat })
    .transform((typed) => typed.replace(/[\s-]/g, ''))
    .pipe(z.string().regex(new RegExp(`^\\d{${CONTACT_CODE_DIGITS}}$`), { error: contactChangeMessages.codeFormat })),
});
export type ConfirmContactChangeInput = z.output<typeof ConfirmContactChangeInput>;

