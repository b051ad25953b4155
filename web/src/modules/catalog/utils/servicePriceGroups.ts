import { MODEL_YEAR_CHOICES } from '@detailing/schema/catalog/pricing';
import { KNOWN_VEHICLE_TYPES, type KnownVehicleType } from '@detailing/schema/catalog/knownVehicleTypes';
import { BASE_PRICE_FIELDS, PRICE_2025_FIELDS, PRICE_PRE_2025_FIELDS, type PriceField } from '@detailing/schema/catalog/priceFields';

export interface PriceGroup {
  legend: string;
  hint?: string;
  /** Base prices must be given; the model-year ones default to 0 (001 §3). */
  required: boolean;
  /** Each price with the vehicle type it is for; the field lists are in vehicle-type order. */
  prices: { field: PriceField; vehicleType: KnownVehicleType }[];
}

const withVehicleTypes = <F extends PriceField>(fields: readonly F[]) => fields.map((field, i) => ({ field, vehicleType: KNOWN_VEHICLE_TYPES[i]! }));

/** The base prices a service card shows, labelled by vehicle type (001 §2). */
export const BASE_PRICES = withVehicleTypes(BASE_PRICE_FIELDS);

const [models2025, modelsPre2025] = MODEL_YEAR_CHOICES;
const fallbackHint = 'At 0, bookings use the other model tier, then the base price.';

/** The twelve prices as the form groups them: the base set, then one set per model-year tier (001 §3). */
export const PRICE_GROUPS: readonly PriceGroup[] = [
  { legend: 'Base Prices', required: true, prices: BASE_PRICES },
  { legend: `${models2025.label} Prices`, hint: fallbackHint, required: false, prices: withVehicleTypes(PRICE_2025_FIELDS) },
  { legend: `${modelsPre2025.label} Prices`, hint: fallbackHint, required: false, prices: withVehicleTypes(PRICE_PRE_2025_FIELDS) },
];

/** All twelve price fields, in the groups' order. */
export const PRICE_FIELDS: readonly PriceField[] = PRICE_GROUPS.flatMap((group) => group.prices.map((p) => p.field));
