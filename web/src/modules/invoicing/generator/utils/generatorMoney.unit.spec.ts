import { formatCents } from '@detailing/schema/catalog/money';
import { describe, expect, it } from 'vitest';
import type { ServicePricing_ServiceFragment } from '@/gql/graphql';
import { DEFAULT_PRICING, issueInput, newForm, withInvoiceDate } from './generatorForm';
import { lineCents, subtotalCents } from './lineMoney';
import { customLine, repriceLines, serviceLine } from './servicePricing';

const service = (id: number, prices: Partial<ServicePricing_ServiceFragment>): ServicePricing_ServiceFragment => ({
  id,
  name: `Service ${id}`,
  description: `Description ${id}`,
  active: true,
  priceSedanHatch: 0,
  priceSuv5: 0,
  priceSuv7: 0,
  priceUte: 0,
  priceSedanHatch2025: 0,
  priceSuv52025: 0,
  priceSuv72025: 0,
  priceUte2025: 0,
  priceSedanHatchPre2025: 0,
  priceSuv5Pre2025: 0,
  priceSuv7Pre2025: 0,
  priceUtePre2025: 0,
  ...prices,
});

const line = (quantity: string, price: string) => ({ quantity, price });

describe('the generator’s money', () => {
  it('computes a line total in cents: 0.3 × $19.99 is $6.00 (5.997 rounded to the cent)', () => {
    expect(lineCents(line('0.3', '19.99'))).toBe(600);
    expect(lineCents(line('2', '89.50'))).toBe(17900);
    expect(lineCents(line('1.5', '0.01'))).toBe(2);
  });

  it('sums many lines without float drift: a thousand lines of 0.1 × $0.10 come to exactly $10.00', () => {
    const lines = Array.from({ length: 1000 }, () => line('0.1', '0.10'));
    expect(lines.reduce((sum, l) => sum + Number(l.quantity) * Number(l.price), 0)).not.toBe(10);
    expect(subtotalCents(lines)).toBe(1000);
    expect(formatCents(subtotalCents(lines))).toBe('$10.00');
  });

  it('sums $0.10 + $0.20 to $0.30, not 0.30000000000000004', () => {
    expect(subtotalCents([line('1', '0.1'), line('1', '0.2')])).toBe(30);
  });

  it('counts a blank or half-typed field as 0 rather than NaN', () => {
    expect(lineCents(line('', '19.99'))).toBe(0);
    expect(lineCents(line('1', ''))).toBe(0);
    expect(lineCents(line('abc', '5'))).toBe(0);
    expect(subtotalCents([])).toBe(0);
  });
});

describe('pricing service lines by vehicle', () => {
  const wash = service(1, { priceSedanHatch: 50, priceSuv7: 70, priceSuv72025: 75.5, priceSuv7Pre2025: 65.25 });

  it('prices a new service line by the shared rule for the chosen vehicle type and model year', () => {
    expect(serviceLine('a', wash, DEFAULT_PRICING).price).toBe('50.00');
    expect(serviceLine('a', wash, { vehicleType: 'SUV 7 Seater', modelYear: 2025 }).price).toBe('75.50');
    expect(serviceLine('a', wash, { vehicleType: 'SUV 7 Seater', modelYear: 2024 }).price).toBe('65.25');
  });

  it('reprices service lines on a change of vehicle, but keeps hand-typed prices and custom lines', () => {
    const untouched = serviceLine('a', wash, DEFAULT_PRICING);
    const handPriced = { ...serviceLine('b', wash, DEFAULT_PRICING), price: '42.00', priceEdited: true };
    const custom = { ...customLine('c'), name: 'Pet hair', price: '30' };
    const repriced = repriceLines([untouched, handPriced, custom], [wash], { vehicleType: 'SUV 7 Seater', modelYear: 2024 });
    expect(repriced.map((l) => l.price)).toEqual(['65.25', '42.00', '30']);
    expect(subtotalCents(repriced)).toBe(6525 + 4200 + 3000);
  });

  it('leaves a line whose service is no longer offered as it is', () => {
    const gone = serviceLine('a', service(9, { priceSedanHatch: 20 }), DEFAULT_PRICING);
    expect(repriceLines([gone], [wash], { vehicleType: 'UTE', modelYear: 2025 })[0]!.price).toBe('20.00');
  });
});

describe('the form’s dates and input', () => {
  const business = { businessName: 'Shine', businessAddress: '1 St', businessPhone: '03', businessEmail: 'a@b.co', businessAbn: '1' };
  const form = newForm('invoice', { invoiceDate: '2026-11-26', dueDate: '2026-12-26' }, business);

  it('moves an untouched due date with the invoice date, and leaves a chosen one', () => {
    expect(withInvoiceDate(form, '2027-02-01').dueDate).toBe('2027-03-03');
    expect(withInvoiceDate({ ...form, dueDate: '2027-01-15', dueDateChosen: true }, '2027-02-01').dueDate).toBe('2027-01-15');
    expect(withInvoiceDate(form, '2027-02').dueDate).toBe('2026-12-26');
  });

  it('sends dollars as typed and no totals: the server computes them', () => {
    const input = issueInput({ ...form, lines: [{ ...customLine('x'), name: 'Polish', quantity: '0.3', price: '19.99' }] });
    expect(input.items).toEqual([{ name: 'Polish', description: '', quantity: 0.3, price: 19.99, serviceId: null }]);
    expect(input.customer).toBeNull();
    expect(input.type).toBe('invoice');
  });
});
