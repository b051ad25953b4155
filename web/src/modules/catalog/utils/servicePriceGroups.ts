import { MODEL_YEAR_CHOICES } from '@detailing/schema/catalog/pricing';
import type { PriceField } from '@detailing/schema/catalog/serviceInput';
import type { KnownVehicleType } from '@detailing/schema/catalog/vehicleTypes';

// Copies of schema's lists (serviceInput.ts, vehicleTypes.ts): those modules bring zod into the
// bundle, and zod's compiled parsers need eval, which the page's policy refuses. A unit test holds
// these to schema's.
export const VEHICLE_TYPES = ['Sedan/Hatch', 'SUV 5 Seater', 'SUV 7 Seater', 'UTE'] as const satisfies readonly KnownVehicleType[];
const BASE_FIELDS = ['priceSedanHatch', 'priceSuv5', 'priceSuv7', 'priceUte'] as const satisfies readonly PriceField[];
const FIELDS_2025 = ['priceSedanHatch2025', 'priceSuv52025', 'priceSuv72025', 'priceUte2025'] as const satisfies readonly PriceField[];
const FIELDS_PRE_2025 = ['priceSedanHatchPre2025', 'priceSuv5Pre2025', 'priceSuv7Pre2025', 'priceUtePre2025'] as const satisfies readonly PriceField[];

export interface PriceGroup {
  legend: string;
  hint?: string;
  /** Base prices must be given; the model-year ones default to 0 (001 §3). */
  required: boolean;
  /** Each price with the vehicle type it is for; the field lists are in vehicle-type order. */
  prices: { field: PriceField; vehicleType: KnownVehicleType }[];
}

const withVehicleTypes = <F extends PriceField>(fields: readonly F[]) => fields.map((field, i) => ({ field, vehicleType: VEHICLE_TYPES[i]! }));

/** The base prices a service card shows, labelled by vehicle type (001 §2). */
export const BASE_PRICES = withVehicleTypes(BASE_FIELDS);

const [models2025, modelsPre2025] = MODEL_YEAR_CHOICES;
const fallbackHint = 'At 0, bookings use the other model tier, then the base price.';

/** The twelve prices as the form groups them: the base set, then one set per model-year tier (001 §3). */
export const PRICE_GROUPS: readonly PriceGroup[] = [
  { legend: 'Base Prices', required: true, prices: BASE_PRICES },
  { legend: `${models2025.label} Prices`, hint: fallbackHint, required: false, prices: withVehicleTypes(FIELDS_2025) },
  { legend: `${modelsPre2025.label} Prices`, hint: fallbackHint, required: false, prices: withVehicleTypes(FIELDS_PRE_2025) },
];

/** All twelve price fields, in the groups' order. */
export const PRICE_FIELDS: readonly PriceField[] = PRICE_GROUPS.flatMap((group) => group.prices.map((p) => p.field));
