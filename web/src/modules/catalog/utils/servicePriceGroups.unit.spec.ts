import { MODEL_YEAR_CHOICES, servicePrice } from '@detailing/schema/catalog/pricing';
import { BASE_PRICE_FIELDS, PRICE_2025_FIELDS, PRICE_FIELDS as SCHEMA_PRICE_FIELDS, PRICE_PRE_2025_FIELDS } from '@detailing/schema/catalog/serviceInput';
import { describe, expect, it } from 'vitest';
import { BASE_PRICES, PRICE_FIELDS, PRICE_GROUPS } from './servicePriceGroups';

describe('the price groups of the service form', () => {
  it("are schema's lists of price fields, in their order", () => {
    expect(PRICE_GROUPS.map((group) => group.prices.map((p) => p.field))).toEqual([[...BASE_PRICE_FIELDS], [...PRICE_2025_FIELDS], [...PRICE_PRE_2025_FIELDS]]);
    expect(PRICE_FIELDS).toEqual(SCHEMA_PRICE_FIELDS);
  });

  it('label each price with the vehicle type, and group it with the model years, the pricing rule charges it for', () => {
    const [, models2025, modelsPre2025] = PRICE_GROUPS;
    const yearOf = new Map([
      [models2025, MODEL_YEAR_CHOICES[0].value],
      [modelsPre2025, MODEL_YEAR_CHOICES[1].value],
    ]);
    for (const group of [models2025!, modelsPre2025!]) {
      for (const { field, vehicleType } of group.prices) {
        // Only this price set (and a base price below it): the rule must pick this one.
        const service = { priceSedanHatch: 1, priceSuv5: 1, priceSuv7: 1, priceUte: 1, [field]: 100 };
        expect(servicePrice(service, vehicleType, yearOf.get(group)), `${group.legend} ${vehicleType}`).toBe(100);
      }
    }
    for (const { field, vehicleType } of BASE_PRICES) expect(servicePrice({ [field]: 100 }, vehicleType, 2025), vehicleType).toBe(100);
  });

  it('require the base prices only', () => {
    expect(PRICE_GROUPS.map((group) => [group.legend, group.required])).toEqual([
      ['Base Prices', true],
      ['2025+ Models Prices', false],
      ['2024 & Earlier Models Prices', false],
    ]);
  });
});
