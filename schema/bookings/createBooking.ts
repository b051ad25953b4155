import { z } from 'zod';
import { fieldMessages, list, optionalText, text, type TextField } from '../fields.js';
import { MAX_ENTRIES, MAX_INT32, MAX_LENGTH } from '../limits.js';
import { parsePlainDate, parsePlainTime } from './dates.js';
import { bookingFieldNames as names, bookingMessages as m } from './messages.js';

/** Every text field of a booking, as messages name it and as long as it may be. */
export const bookingTextFields = {
  fullName: { label: names.fullName, max: MAX_LENGTH.FULL_NAME },
  firstName: { label: names.firstName, max: MAX_LENGTH.FULL_NAME },
  lastName: { label: names.lastName, max: MAX_LENGTH.FULL_NAME },
  email: { label: names.email, max: MAX_LENGTH.EMAIL },
  mobile: { label: names.mobile, max: MAX_LENGTH.MOBILE },
  address: { label: names.address, max: MAX_LENGTH.ADDRESS },
  date: { label: names.date, max: MAX_LENGTH.CODE },
  time: { label: names.time, max: MAX_LENGTH.CODE },
  vehicleType: { label: names.vehicleType, max: MAX_LENGTH.NAME },
  vehicleRego: { label: names.vehicleRego, max: MAX_LENGTH.REGO },
  notes: { label: names.notes, max: MAX_LENGTH.NOTES },
  status: { label: names.status, max: MAX_LENGTH.CODE },
  photoPath: { label: names.photoPath, max: MAX_LENGTH.PHOTO_PATH },
  digitalSignature: { label: names.digitalSignature, max: MAX_LENGTH.FULL_NAME },
  termsAcceptedAt: { label: names.termsAcceptedAt, max: MAX_LENGTH.CODE },
} as const satisfies Record<string, TextField>;
const f = bookingTextFields;

const requiredText = (field: TextField, message: string) =>
  text(field, { notText: message })
    .nullish()
    .transform((v, ctx) => {
      const value = v ?? '';
      if (value === '') ctx.addIssue({ code: 'custom', message });
      return value;
    });

/** A stored service's id: a positive whole number that fits PostgreSQL's `integer` (digits as text too, as forms send). */
export const serviceId = z.preprocess(
  (v) => (typeof v === 'string' && /^\s*\d{1,20}\s*$/.test(v) ? Number(v) : v),
  z.number({ error: m.serviceIdInvalid }).check((ctx) => {
    const id = ctx.value;
    if (!Number.isInteger(id) || id < 1) ctx.issues.push({ code: 'custom', message: m.serviceIdInvalid, input: id });
    // Larger ids were never given out: the same answer as any other unknown service.
    else if (id > MAX_INT32) ctx.issues.push({ code: 'custom', message: m.unknownService(id), input: id });
  }),
);

export const bookingFields = {
  email: text(f.email, { notText: m.emailInvalid }).pipe(z.email({ error: m.emailInvalid })),
  mobile: requiredText(f.mobile, m.mobileRequired),
  date: requiredText(f.date, m.dateRequired).transform((v, ctx) => {
    if (v === '') return v;
    const date = parsePlainDate(v);
    if (!date) ctx.addIssue({ code: 'custom', message: m.dateInvalid });
    return date ?? v;
  }),
  time: requiredText(f.time, m.timeRequired).transform((v, ctx) => {
    if (v === '') return v;
    const time = parsePlainTime(v);
    if (!time) ctx.addIssue({ code: 'custom', message: m.timeInvalid });
    return time ?? v;
  }),
  vehicleType: requiredText(f.vehicleType, m.vehicleTypeRequired),
  modelYear: z.preprocess(
    (v) => (v === '' || v === null ? undefined : typeof v === 'string' && /^\d+$/.test(v.trim()) ? Number(v) : v),
    z
      .number({ error: m.modelYearRequired })
      .int({ error: m.modelYearRequired })
      .min(1990, { error: m.modelYearMin })
      .max(2030, { error: m.modelYearMax }),
  ),
  vehicleRego: optionalText(f.vehicleRego).transform((v) => v?.toUpperCase() ?? null),
  serviceIds: list(serviceId, names.serviceIds, MAX_ENTRIES.SERVICES_PER_BOOKING, m.serviceIdsRequired)
    .min(1, { error: m.serviceIdsRequired })
    .transform((ids) => [...new Set(ids)]),
  address: optionalText(f.address),
  notes: optionalText(f.notes),
  status: optionalText(f.status),
};

/**
 * The admin form's first and last name as one `fullName`, which must still fit the full name's
 * maximum: each part may be long, the two together may not be longer than a whole name.
 */
export function joinedName(first: string | null | undefined, last: string | null | undefined, ctx: z.RefinementCtx): string {
  if (!first) ctx.addIssue({ code: 'custom', path: ['firstName'], message: m.firstNameRequired });
  if (!last) ctx.addIssue({ code: 'custom', path: ['lastName'], message: m.lastNameRequired });
  const fullName = [first, last].filter(Boolean).join(' ');
  const { label, max } = bookingTextFields.fullName;
  if (fullName.length > max) ctx.addIssue({ code: 'custom', path: ['lastName'], message: fieldMessages.tooLong(label, max) });
  return fullName;
}

/**
 * The new-booking rules of 000 §5. `fullName` may come whole (wizard, test panel, REST) or as
 * `firstName` + `lastName` (the admin form), which are joined with a space.
 */
export const CreateBookingInput = z
  .object({
    fullName: optionalText(f.fullName),
    firstName: optionalText(f.firstName),
    lastName: optionalText(f.lastName),
    ...bookingFields,
    termsAccepted: z.boolean().optional().default(false),
  })
  .transform((input, ctx) => {
    const fullName = input.fullName || joinedName(input.firstName, input.lastName, ctx);
    const { firstName: _first, lastName: _last, ...rest } = input;
    return { ...rest, fullName };
  });

export type CreateBookingInput = z.output<typeof CreateBookingInput>;
export type CreateBookingRequest = z.input<typeof CreateBookingInput>;
