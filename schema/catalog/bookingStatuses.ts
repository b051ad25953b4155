import { z } from 'zod';
import { defaultBookingStatuses } from '../bookings/statuses.js';
import { list, text, type TextField } from '../fields.js';
import { MAX_ENTRIES, MAX_LENGTH } from '../limits.js';
import { catalogFieldNames as names, catalogMessages as m } from './messages.js';

/** A configurable booking status (001 §3): `id` is what bookings store, `label` what screens show. */
export type BookingStatusDefinition = {
  id: string;
  name: string;
  label: string;
  description: string;
};

/** The seven of 000 §4, saved by the starter catalog on a fresh install. */
export const defaultBookingStatusDefinitions: readonly BookingStatusDefinition[] = defaultBookingStatuses.map((s) => ({
  id: s.id,
  name: s.label,
  label: s.label,
  description: '',
}));

export { ESSENTIAL_BOOKING_STATUSES, isEssentialBookingStatus } from '../bookings/statuses.js';

const required = (field: TextField) => text(field, { notText: m.statusFieldsRequired }).min(1, { error: m.statusFieldsRequired });

export const BookingStatusInput = z.object(
  {
    id: required({ label: names.statusId, max: MAX_LENGTH.CODE }),
    name: required({ label: names.statusName, max: MAX_LENGTH.NAME }),
    label: required({ label: names.statusLabel, max: MAX_LENGTH.NAME }),
    description: text({ label: names.statusDescription, max: MAX_LENGTH.DESCRIPTION })
      .nullish()
      .transform((v) => v ?? ''),
  },
  { error: m.statusFieldsRequired },
);

/** `POST /api/settings/statuses` replaces the whole list with `{ statuses: [...] }`. */
export const SaveBookingStatusesInput = z.object(
  { statuses: list(BookingStatusInput, names.statuses, MAX_ENTRIES.BOOKING_STATUSES, m.statusFieldsRequired) },
  { error: m.statusFieldsRequired },
);
export type SaveBookingStatusesInput = z.output<typeof SaveBookingStatusesInput>;
