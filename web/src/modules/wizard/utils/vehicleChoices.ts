import type { KnownVehicleType } from '@detailing/schema/catalog/vehicleTypes';

/**
 * The four vehicle types (001 §5), the same list as schema's KNOWN_VEHICLE_TYPES; not imported from
 * there because that module brings zod into the wizard's bundle.
 */
export const VEHICLE_TYPES = ['Sedan/Hatch', 'SUV 5 Seater', 'SUV 7 Seater', 'UTE'] as const satisfies readonly KnownVehicleType[];
