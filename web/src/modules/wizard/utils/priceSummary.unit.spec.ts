import { describe, expect, it } from 'vitest';
import type { WizardService } from '@/modules/wizard/api/fetchWizardServices';
import { priceSummary } from './priceSummary';

const wash: WizardService = { id: 1, name: 'Wash', description: '', prices: { priceSedanHatch: 5000, priceSuv7: 7000, priceSuv72025: 7550, priceSuv7Pre2025: 0 } };
const polish: WizardService = { id: 2, name: 'Polish', description: '', prices: { priceSedanHatch: 10001, priceUte: 12000, priceUtePre2025: 11000 } };

describe('the running price summary (000 "Price choice")', () => {
  it('prices each chosen service by vehicle type and model year, in integer cents, and sums them', () => {
    expect(priceSummary([wash, polish], [1, 2], 'SUV 7 Seater', 2025)).toEqual({
      lines: [
        { id: 1, name: 'Wash', cents: 7550 },
        { id: 2, name: 'Polish', cents: 0 },
      ],
      totalCents: 7550,
    });
    // Earlier models: the pre-2025 price, else the 2025 price, else the base price.
    expect(priceSummary([wash, polish], [1, 2], 'SUV 7 Seater', 2024).totalCents).toBe(7550);
    expect(priceSummary([wash, polish], [2], 'UTE', 2024).totalCents).toBe(11000);
    expect(priceSummary([wash, polish], [2], 'UTE', 2025).totalCents).toBe(11000);
    expect(priceSummary([wash, polish], [1, 2], 'Sedan/Hatch', 2025).totalCents).toBe(15001);
  });

  it('is 0 without a vehicle type, and skips a chosen service no longer offered', () => {
    expect(priceSummary([wash], [1], null, null).totalCents).toBe(0);
    expect(priceSummary([wash], [1, 9], 'Sedan/Hatch', 2025).lines.map((l) => l.id)).toEqual([1]);
  });
});
