import { MAX_INT32 } from './limits.js';

/**
 * The shapes of the ids records are stored under. An id in another shape names nothing, so the
 * edges answer "not found" without asking the database (which would choke on a NUL, say).
 */
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** Bookings and invoices: lower-case UUIDs, as the server generates them. */
export const isUuid = (id: string): boolean => UUID.test(id);

/** Vehicle types: the four defaults' slugs (`suv-5-seater`) or a UUID. */
export const isVehicleTypeId = (id: string): boolean => /^[a-z0-9](?:[a-z0-9-]{0,62}[a-z0-9])?$/.test(id);

/** Services: positive whole numbers that fit PostgreSQL's `integer`. */
export const isServiceId = (id: number): boolean => Number.isInteger(id) && id >= 1 && id <= MAX_INT32;
