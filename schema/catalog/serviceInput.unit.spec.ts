import { describe, expect, it } from 'vitest';
import { CreateServiceInput, UpdateServiceInput } from './serviceInput.js';

const valid = {
  name: 'Full Detail',
  description: 'Inside and out',
  priceSedanHatch: 89.5,
  priceSuv5: 99,
  priceSuv7: 109.99,
  priceUte: 119,
};

const messages = (input: unknown) => {
  const result = CreateServiceInput.safeParse(input);
  return result.success ? [] : result.error.issues.map((i) => i.message);
};

describe('the service form rules (001 §5)', () => {
  it.each([
    ['name', 'A', 'Service name must be at least 2 characters'],
    ['name', '  A  ', 'Service name must be at least 2 characters'],
    ['name', undefined, 'Service name must be at least 2 characters'],
    ['description', 'Wash', 'Description must be at least 5 characters'],
    ['description', undefined, 'Description must be at least 5 characters'],
    ['priceSedanHatch', -0.01, 'Price must be a positive number'],
    ['priceSuv5', 'abc', 'Price must be a positive number'],
    ['priceSuv7', undefined, 'Price must be a positive number'],
    ['priceUte', null, 'Price must be a positive number'],
    ['priceUte2025', -1, 'Price must be a positive number'],
    ['priceSuv5Pre2025', 'ten', 'Price must be a positive number'],
    ['durationHours', 0.2, 'Duration must be at least 15 minutes'],
    ['durationHours', 0, 'Duration must be at least 15 minutes'],
    ['durationHours', 8.25, 'Duration cannot exceed 8 hours'],
    ['durationHours', 'long', 'Duration must be at least 15 minutes'],
    ['durationHours', 1.1, 'Duration must be in steps of 15 minutes'],
    ['serviceImage', 'https://example.com/a.png', 'Please upload only image files'],
  ])('rejects %s = %j with "%s"', (field, value, message) => {
    expect(messages({ ...valid, [field]: value })).toEqual([message]);
  });

  it('keeps prices as integer cents, rounding to the cent', () => {
    const parsed = CreateServiceInput.parse({ ...valid, priceSuv5: '99.999', priceUte2025: 0.1 + 0.2 });
    expect(parsed).toMatchObject({ priceSedanHatch: 8950, priceSuv5: 10000, priceSuv7: 10999, priceUte: 11900, priceUte2025: 30 });
  });

  it('defaults the 2025 and pre-2025 prices to 0, duration to 1 hour, and both toggles to true', () => {
    expect(CreateServiceInput.parse(valid)).toEqual({
      ...valid,
      priceSedanHatch: 8950,
      priceSuv5: 9900,
      priceSuv7: 10999,
      priceUte: 11900,
      priceSedanHatch2025: 0,
      priceSuv52025: 0,
      priceSuv72025: 0,
      priceUte2025: 0,
      priceSedanHatchPre2025: 0,
      priceSuv5Pre2025: 0,
      priceSuv7Pre2025: 0,
      priceUtePre2025: 0,
      durationHours: 1,
      active: true,
      showOnBookingForm: true,
      serviceImage: null,
    });
  });

  it('accepts the boundary durations 0.25 and 8 hours and a free (0) price', () => {
    expect(messages({ ...valid, durationHours: 0.25, priceUte: 0 })).toEqual([]);
    expect(messages({ ...valid, durationHours: 8 })).toEqual([]);
  });

  it("accepts the booking form's quick 'Add New Service' body", () => {
    const quick = { name: 'Tint', description: 'Custom service: Tint', priceSedanHatch: 50, priceSuv5: 0, priceSuv7: 0, priceUte: 0, active: true };
    expect(messages(quick)).toEqual([]);
  });

  it('reports every problem of an empty form at once', () => {
    expect(messages({})).toEqual([
      'Service name must be at least 2 characters',
      'Description must be at least 5 characters',
      'Price must be a positive number',
      'Price must be a positive number',
      'Price must be a positive number',
      'Price must be a positive number',
    ]);
  });

  it('changes on an edit only the fields sent, each checked by the same rule', () => {
    expect(UpdateServiceInput.parse({ active: false })).toEqual({ active: false });
    expect(UpdateServiceInput.parse({ priceUte: 10, serviceImage: '' })).toEqual({ priceUte: 1000, serviceImage: null });
    expect(UpdateServiceInput.safeParse({ name: 'X' }).error?.issues[0]?.message).toBe('Service name must be at least 2 characters');
  });
});
