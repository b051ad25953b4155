import type { PriceField } from './priceFields.js';
import type { KnownVehicleType } from './knownVehicleTypes.js';

/** 2025 and later models take the 2025 price tier; earlier models the pre-2025 tier (000 §5). */
export const PRICING_CUTOVER_YEAR = 2025;

/** The model-year choices of the booking forms (000 §5, 001 §5). */
export const MODEL_YEAR_CHOICES = [
  { value: 2025, label: '2025+ Models' },
  { value: 2024, label: '2024 & Earlier Models' },
] as const;

type Tiers = { base: PriceField; y2025: PriceField; pre2025: PriceField };

const tiersByVehicleType: Record<KnownVehicleType, Tiers> = {
  'Sedan/Hatch': { base: 'priceSedanHatch', y2025: 'priceSedanHatch2025', pre2025: 'priceSedanHatchPre2025' },
  'SUV 5 Seater': { base: 'priceSuv5', y2025: 'priceSuv52025', pre2025: 'priceSuv5Pre2025' },
  'SUV 7 Seater': { base: 'priceSuv7', y2025: 'priceSuv72025', pre2025: 'priceSuv7Pre2025' },
  UTE: { base: 'priceUte', y2025: 'priceUte2025', pre2025: 'priceUtePre2025' },
};

/** Any subset of the twelve prices; absent or non-numeric ones never win. */
export type PricedService = Partial<Record<PriceField, number | null | undefined>>;

const isKnown = (vehicleType: string): vehicleType is KnownVehicleType => Object.hasOwn(tiersByVehicleType, vehicleType);

/**
 * The shared price rule (000 §5), authoritative over the booking form's shorter summary: 0 without
 * a service or a known vehicle type, else the first positive price among the candidates in the
 * order the model year gives. Unit-agnostic: integer cents in, the same cents out.
 */
export function servicePrice(
  service: PricedService | null | undefined,
  vehicleType: string | null | undefined,
  modelYear?: number | null,
): number {
  if (!service || !vehicleType || !isKnown(vehicleType)) return 0;
  const { base, y2025, pre2025 } = tiersByVehicleType[vehicleType];
  const hasYear = modelYear != null && Number.isFinite(modelYear);
  const order = hasYear && modelYear < PRICING_CUTOVER_YEAR ? [pre2025, y2025, base] : [y2025, pre2025, base];
  for (const field of order) {
    const value = service[field];
    if (typeof value === 'number' && Number.isFinite(value) && value > 0) return value;
  }
  return 0;
}

/** The sum of the services' prices for one vehicle: a booking's total. */
export function servicesTotal(
  services: readonly (PricedService | null | undefined)[],
  vehicleType: string | null | undefined,
  modelYear?: number | null,
): number {
  return services.reduce<number>((sum, service) => sum + servicePrice(service, vehicleType, modelYear), 0);
}
