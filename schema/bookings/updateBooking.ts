import { z } from 'zod';
import { bookingFields } from './createBooking.js';
import { bookingMessages as m } from './messages.js';

/** Absent stays absent (unchanged); empty or null clears it. */
const patchText = z
  .string()
  .nullish()
  .transform((v) => (v === undefined ? undefined : v === null || v.trim() === '' ? null : v.trim()));

/** A list of stored photo paths: the spec sends a JSON string of paths (or null when empty). */
const photoPaths = z
  .union([z.string(), z.array(z.string()), z.null()])
  .transform((value, ctx) => {
    if (value === null) return [];
    if (Array.isArray(value)) return value;
    try {
      const parsed: unknown = JSON.parse(value);
      if (Array.isArray(parsed) && parsed.every((p) => typeof p === 'string')) return parsed as string[];
    } catch {
      // reported below
    }
    ctx.addIssue({ code: 'custom', message: 'Photos must be a JSON list of photo paths' });
    return z.NEVER;
  })
  .optional();

/** An image as a data URL (stored as a blob), null to remove it, or the URL it already has (unchanged). */
const imageField = z.string().max(210_000_000).nullable().optional();

/**
 * PATCH /api/bookings/{id}: every tab of the booking dialog sends a subset of these (000 §7).
 * Present fields follow the same rules as a new booking; absent fields stay as they are.
 */
export const UpdateBookingInput = z
  .object({
    fullName: patchText,
    firstName: patchText,
    lastName: patchText,
    email: bookingFields.email.optional(),
    mobile: bookingFields.mobile.optional(),
    address: patchText,
    date: bookingFields.date.optional(),
    time: bookingFields.time.optional(),
    vehicleType: bookingFields.vehicleType.optional(),
    modelYear: bookingFields.modelYear.optional(),
    vehicleRego: patchText.transform((v) => (typeof v === 'string' ? v.toUpperCase() : v)),
    serviceIds: bookingFields.serviceIds.optional(),
    notes: patchText,
    status: patchText,
    beforePhotos: photoPaths,
    afterPhotos: photoPaths,
    licenseFrontPhoto: imageField,
    licenseBackPhoto: imageField,
    digitalSignature: patchText,
    signatureCanvas: imageField,
    termsAccepted: z.boolean().optional(),
    termsAcceptedAt: z.string().nullish(),
  })
  .transform((input, ctx) => {
    const { firstName, lastName, ...rest } = input;
    let fullName = input.fullName ?? undefined;
    if (input.fullName === null) ctx.addIssue({ code: 'custom', path: ['fullName'], message: m.firstNameRequired });
    if (!fullName && (firstName !== undefined || lastName !== undefined)) {
      if (!firstName) ctx.addIssue({ code: 'custom', path: ['firstName'], message: m.firstNameRequired });
      if (!lastName) ctx.addIssue({ code: 'custom', path: ['lastName'], message: m.lastNameRequired });
      fullName = [firstName, lastName].filter(Boolean).join(' ');
    }
    return { ...rest, fullName };
  });

export type UpdateBookingInput = z.output<typeof UpdateBookingInput>;
