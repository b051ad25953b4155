import { describe, expect, it } from 'vitest';
import { MODEL_YEAR_CHOICES, PRICING_CUTOVER_YEAR, type PricedService, servicePrice, servicesTotal } from './pricing.js';

// Cents. Each tier of each vehicle type has its own value so a wrong pick shows.
const full: PricedService = {
  priceSedanHatch: 10_000,
  priceSedanHatch2025: 12_000,
  priceSedanHatchPre2025: 9_000,
  priceSuv5: 11_000,
  priceSuv52025: 13_000,
  priceSuv5Pre2025: 9_500,
  priceSuv7: 14_000,
  priceSuv72025: 16_000,
  priceSuv7Pre2025: 12_500,
  priceUte: 15_000,
  priceUte2025: 17_000,
  priceUtePre2025: 13_500,
};
const sedan = (base: number | null, y2025: number | null, pre2025: number | null): PricedService => ({
  priceSedanHatch: base,
  priceSedanHatch2025: y2025,
  priceSedanHatchPre2025: pre2025,
});

describe('the price choice rule (000 §5)', () => {
  it.each([
    // [case, service, vehicle type, model year, expected cents]
    ['2025 model takes the 2025 price', full, 'Sedan/Hatch', 2025, 12_000],
    ['a later model also takes the 2025 price', full, 'SUV 5 Seater', 2030, 13_000],
    ['2024 model takes the pre-2025 price', full, 'SUV 7 Seater', 2024, 12_500],
    ['an old model takes the pre-2025 price', full, 'UTE', 1990, 13_500],
    ['no year takes the 2025 price', full, 'UTE', undefined, 17_000],
    ['a null year counts as no year', full, 'Sedan/Hatch', null, 12_000],
    ['a NaN year counts as no year', full, 'Sedan/Hatch', Number.NaN, 12_000],
    ['2025 without a 2025 price falls back to pre-2025', sedan(10_000, 0, 9_000), 'Sedan/Hatch', 2025, 9_000],
    ['2025 with neither tier falls back to base', sedan(10_000, 0, 0), 'Sedan/Hatch', 2025, 10_000],
    ['2024 without a pre-2025 price falls back to 2025', sedan(10_000, 12_000, 0), 'Sedan/Hatch', 2024, 12_000],
    ['2024 with neither tier falls back to base', sedan(10_000, 0, 0), 'Sedan/Hatch', 2024, 10_000],
    ['no year without a 2025 price falls back to pre-2025', sedan(10_000, 0, 9_000), 'Sedan/Hatch', undefined, 9_000],
    ['no year with neither tier falls back to base', sedan(10_000, 0, 0), 'Sedan/Hatch', undefined, 10_000],
    ['negative prices are skipped like zero', sedan(10_000, -500, -1), 'Sedan/Hatch', 2025, 10_000],
    ['absent and null prices are skipped', sedan(10_000, null, null), 'Sedan/Hatch', 2024, 10_000],
    ['every price zero gives 0', sedan(0, 0, 0), 'Sedan/Hatch', 2025, 0],
    ['every price negative gives 0', sedan(-1, -2, -3), 'Sedan/Hatch', 2024, 0],
    ['a missing service gives 0', null, 'Sedan/Hatch', 2025, 0],
    ['an undefined service gives 0', undefined, 'UTE', 2025, 0],
    ['a missing vehicle type gives 0', full, null, 2025, 0],
    ['an empty vehicle type gives 0', full, '', 2025, 0],
    ['an unknown vehicle type gives 0', full, 'Van', 2025, 0],
    ['vehicle types are matched exactly', full, 'ute', 2025, 0],
    ['the placeholder vehicle type gives 0', full, 'CUSTOMER_PROFILE', 2025, 0],
  ] as const)('%s', (_case, service, vehicleType, modelYear, expected) => {
    expect(servicePrice(service, vehicleType, modelYear)).toBe(expected);
  });

  it('cuts over exactly between 2024 and 2025', () => {
    expect(PRICING_CUTOVER_YEAR).toBe(2025);
    expect(servicePrice(full, 'Sedan/Hatch', PRICING_CUTOVER_YEAR - 1)).toBe(9_000);
    expect(servicePrice(full, 'Sedan/Hatch', PRICING_CUTOVER_YEAR)).toBe(12_000);
  });

  it('offers the two model-year choices of the forms', () => {
    expect(MODEL_YEAR_CHOICES).toEqual([
      { value: 2025, label: '2025+ Models' },
      { value: 2024, label: '2024 & Earlier Models' },
    ]);
  });

  it('totals the chosen price of every service, counting missing ones as 0', () => {
    expect(servicesTotal([full, sedan(10_000, 0, 0), null], 'Sedan/Hatch', 2024)).toBe(9_000 + 10_000);
    expect(servicesTotal([], 'UTE', 2025)).toBe(0);
  });
});
