import type { BookingStatusDefinition } from '@detailing/schema';

/** The booking statuses, saved as one list: the list and the version it was saved at (0 before the first save). */
export interface BookingStatusList {
  statuses: BookingStatusDefinition[];
  version: number;
}

export type VersionedBookingStatus = BookingStatusDefinition & { version: number };

/** The list as REST and GraphQL give it out: each status carries the list's version, which a save sends back. */
export const versionedStatuses = (list: BookingStatusList): VersionedBookingStatus[] =>
  list.statuses.map((status) => ({ ...status, version: list.version }));
