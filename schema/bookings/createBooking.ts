import { z } from 'zod';
import { parsePlainDate, parsePlainTime } from './dates.js';
import { bookingMessages as m } from './messages.js';

export const optionalText = z
  .string()
  .nullish()
  .transform((v) => (v == null || v.trim() === '' ? null : v.trim()));

const requiredText = (message: string) =>
  z
    .string({ error: message })
    .nullish()
    .transform((v, ctx) => {
      const value = v?.trim() ?? '';
      if (value === '') ctx.addIssue({ code: 'custom', message });
      return value;
    });

export const bookingFields = {
  email: z
    .string({ error: m.emailInvalid })
    .trim()
    .pipe(z.email({ error: m.emailInvalid })),
  mobile: requiredText(m.mobileRequired),
  date: requiredText(m.dateRequired).transform((v, ctx) => {
    if (v === '') return v;
    const date = parsePlainDate(v);
    if (!date) ctx.addIssue({ code: 'custom', message: m.dateInvalid });
    return date ?? v;
  }),
  time: requiredText(m.timeRequired).transform((v, ctx) => {
    if (v === '') return v;
    const time = parsePlainTime(v);
    if (!time) ctx.addIssue({ code: 'custom', message: m.timeInvalid });
    return time ?? v;
  }),
  vehicleType: requiredText(m.vehicleTypeRequired),
  modelYear: z.preprocess(
    (v) => (v === '' || v === null ? undefined : typeof v === 'string' && /^\d+$/.test(v.trim()) ? Number(v) : v),
    z
      .number({ error: m.modelYearRequired })
      .int({ error: m.modelYearRequired })
      .min(1990, { error: m.modelYearMin })
      .max(2030, { error: m.modelYearMax }),
  ),
  vehicleRego: optionalText.transform((v) => v?.toUpperCase() ?? null),
  serviceIds: z
    .array(z.coerce.number().int().positive(), { error: m.serviceIdsRequired })
    .min(1, { error: m.serviceIdsRequired })
    .transform((ids) => [...new Set(ids)]),
  address: optionalText,
  notes: optionalText,
  status: optionalText,
};

/**
 * The new-booking rules of 000 §5. `fullName` may come whole (wizard, test panel, REST) or as
 * `firstName` + `lastName` (the admin form), which are joined with a space.
 */
export const CreateBookingInput = z
  .object({
    fullName: optionalText,
    firstName: optionalText,
    lastName: optionalText,
    ...bookingFields,
    termsAccepted: z.boolean().optional().default(false),
  })
  .transform((input, ctx) => {
    let fullName = input.fullName;
    if (!fullName) {
      if (!input.firstName) ctx.addIssue({ code: 'custom', path: ['firstName'], message: m.firstNameRequired });
      if (!input.lastName) ctx.addIssue({ code: 'custom', path: ['lastName'], message: m.lastNameRequired });
      fullName = [input.firstName, input.lastName].filter(Boolean).join(' ');
    }
    const { firstName: _first, lastName: _last, ...rest } = input;
    return { ...rest, fullName };
  });

export type CreateBookingInput = z.output<typeof CreateBookingInput>;
export type CreateBookingRequest = z.input<typeof CreateBookingInput>;
