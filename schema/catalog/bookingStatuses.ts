import { z } from 'zod';
import { defaultBookingStatuses } from '../bookings/statuses.js';
import { catalogMessages as m } from './messages.js';

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

/** Statuses that can never be removed (001 §4, §9). */
export const ESSENTIAL_BOOKING_STATUSES = ['pending', 'completed'] as const;

const required = z
  .string({ error: m.statusFieldsRequired })
  .trim()
  .min(1, { error: m.statusFieldsRequired });

export const BookingStatusInput = z.object(
  {
    id: required,
    name: required,
    label: required,
    description: z
      .string()
      .nullish()
      .transform((v) => v?.trim() ?? ''),
  },
  { error: m.statusFieldsRequired },
);

/** `POST /api/settings/statuses` replaces the whole list with `{ statuses: [...] }`. */
export const SaveBookingStatusesInput = z.object(
  { statuses: z.array(BookingStatusInput, { error: m.statusFieldsRequired }) },
  { error: m.statusFieldsRequired },
);
export type SaveBookingStatusesInput = z.output<typeof SaveBookingStatusesInput>;
