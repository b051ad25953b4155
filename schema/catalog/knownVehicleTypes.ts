/** The vehicle types the pricing rule knows (000 §3, 001 §9). Without zod, so browser code can import them. */
export const KNOWN_VEHICLE_TYPES = ['Sedan/Hatch', 'SUV 5 Seater', 'SUV 7 Seater', 'UTE'] as const;
export type KnownVehicleType = (typeof KNOWN_VEHICLE_TYPES)[number];
