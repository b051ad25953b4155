import { z } from 'zod';
import { regoKey } from '../customers/phone.js';
import { text } from '../fields.js';
import { MAX_LENGTH } from '../limits.js';
import { portalLoginMessages } from './portalLoginMessages.js';

export { portalLoginMessages };
const m = portalLoginMessages;

export const portalLoginFieldNames = { vehicleRego: 'Vehicle registration', email: 'Email' } as const;

/** A registration as typed, required, and given as matched: upper case, no spaces. */
export const vehicleRegoKey = text({ label: portalLoginFieldNames.vehicleRego, max: MAX_LENGTH.REGO }, { notText: m.vehicleRegoRequired })
  .transform(regoKey)
  .pipe(z.string().min(1, { error: m.vehicleRegoRequired }));

/** `POST /api/customer/login`: the registration (any spacing or case) and the e-mail (any case). */
export const CustomerLoginInput = z.object({
  vehicleRego: vehicleRegoKey,
  email: text({ label: portalLoginFieldNames.email, max: MAX_LENGTH.EMAIL }, { notText: m.emailInvalid })
    .pipe(z.email({ error: m.emailInvalid }))
    .transform((email) => email.toLowerCase()),
});
export type CustomerLoginInput = z.output<typeof CustomerLoginInput>;
