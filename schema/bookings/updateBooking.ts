import { z } from 'zod';
import { list, text, type TextField } from '../fields.js';
import { MAX_ENTRIES } from '../limits.js';
import { bookingFields, bookingTextFields as f, joinedName } from './createBooking.js';
import { bookingFieldNames as names, bookingMessages as m } from './messages.js';

/** Absent stays absent (unchanged); empty or null clears it. */
const patchText = (field: TextField) =>
  text(field)
    .nullish()
    .transform((v) => (v === undefined ? undefined : v === null || v === '' ? null : v));

const photoPath = text(f.photoPath, { notText: m.photoPathsInvalid });
const photoPathList = list(photoPath, names.photos, MAX_ENTRIES.PHOTO_PATHS, m.photoPathsInvalid);

/** A list of stored photo paths: the spec sends a JSON string of paths (or null when empty). */
const photoPaths = z
  .union([z.string(), z.array(z.unknown()), z.null()], { error: m.photoPathsInvalid })
  .transform((value, ctx) => {
    if (value === null) return [];
    let paths: unknown = value;
    if (typeof value === 'string') {
      try {
        paths = JSON.parse(value);
      } catch {
        paths = undefined;
      }
    }
    const parsed = photoPathList.safeParse(paths);
    if (parsed.success) return parsed.data;
    for (const issue of parsed.error.issues) ctx.addIssue({ code: 'custom', message: issue.message, path: issue.path });
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
    fullName: patchText(f.fullName),
    firstName: patchText(f.firstName),
    lastName: patchText(f.lastName),
    email: bookingFields.email.optional(),
    mobile: bookingFields.mobile.optional(),
    address: patchText(f.address),
    date: bookingFields.date.optional(),
    time: bookingFields.time.optional(),
    vehicleType: bookingFields.vehicleType.optional(),
    modelYear: bookingFields.modelYear.optional(),
    vehicleRego: patchText(f.vehicleRego).transform((v) => (typeof v === 'string' ? v.toUpperCase() : v)),
    serviceIds: bookingFields.serviceIds.optional(),
    notes: patchText(f.notes),
    status: patchText(f.status),
    beforePhotos: photoPaths,
    afterPhotos: photoPaths,
    licenseFrontPhoto: imageField,
    licenseBackPhoto: imageField,
    digitalSignature: patchText(f.digitalSignature),
    signatureCanvas: imageField,
    termsAccepted: z.boolean().optional(),
    // Accepted and ignored: when the terms were accepted is the server's fact.
    termsAcceptedAt: text(f.termsAcceptedAt).nullish(),
  })
  .transform((input, ctx) => {
    const { firstName, lastName, ...rest } = input;
    let fullName = input.fullName ?? undefined;
    if (input.fullName === null) ctx.addIssue({ code: 'custom', path: ['fullName'], message: m.firstNameRequired });
    if (!fullName && (firstName !== undefined || lastName !== undefined)) fullName = joinedName(firstName, lastName, ctx);
    return { ...rest, fullName };
  });

export type UpdateBookingInput = z.output<typeof UpdateBookingInput>;
