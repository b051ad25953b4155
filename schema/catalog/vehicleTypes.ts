import { z } from 'zod';
import { optionalText, text } from '../fields.js';
import { MAX_LENGTH } from '../limits.js';
import { catalogFieldNames as names, catalogMessages as m } from './messages.js';

import type { KnownVehicleType } from './knownVehicleTypes.js';

export { KNOWN_VEHICLE_TYPES, type KnownVehicleType } from './knownVehicleTypes.js';

/** The starter catalog's vehicle types; their ids are fixed, as bookings and prices name these four. */
export const defaultVehicleTypes: readonly { id: string; name: KnownVehicleType }[] = [
  { id: 'sedan-hatch', name: 'Sedan/Hatch' },
  { id: 'suv-5-seater', name: 'SUV 5 Seater' },
  { id: 'suv-7-seater', name: 'SUV 7 Seater' },
  { id: 'ute', name: 'UTE' },
];

const name = text({ label: names.vehicleTypeName, max: MAX_LENGTH.NAME }, { notText: m.vehicleTypeNameMin }).min(2, {
  error: m.vehicleTypeNameMin,
});

const description = optionalText({ label: names.vehicleTypeDescription, max: MAX_LENGTH.DESCRIPTION });

const isActive = z.boolean({ error: m.notBoolean });

export const CreateVehicleTypeInput = z.object({ name, description: description.default(null) });
export type CreateVehicleTypeInput = z.output<typeof CreateVehicleTypeInput>;

/** Edit and deactivate: only the fields sent change. */
export const UpdateVehicleTypeInput = z.object({ name: name.optional(), description: description.optional(), isActive: isActive.optional() });
export type UpdateVehicleTypeInput = z.output<typeof UpdateVehicleTypeInput>;
