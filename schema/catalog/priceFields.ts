/**
 * A service's twelve prices (001 §3): the base set, the 2025-model set and the pre-2025 set, each
 * in vehicle-type order. Without zod, so browser code can import them.
 */
export const BASE_PRICE_FIELDS = ['priceSedanHatch', 'priceSuv5', 'priceSuv7', 'priceUte'] as const;
export const PRICE_2025_FIELDS = ['priceSedanHatch2025', 'priceSuv52025', 'priceSuv72025', 'priceUte2025'] as const;
export const PRICE_PRE_2025_FIELDS = ['priceSedanHatchPre2025', 'priceSuv5Pre2025', 'priceSuv7Pre2025', 'priceUtePre2025'] as const;
export const PRICE_FIELDS = [...BASE_PRICE_FIELDS, ...PRICE_2025_FIELDS, ...PRICE_PRE_2025_FIELDS] as const;
export type PriceField = (typeof PRICE_FIELDS)[number];
