import { describe, expect, it } from 'vitest';
import { defaultDueDate, formatCents, lineTotalCents } from './format.js';
import { ChangeInvoiceStatusInput, IssueInvoiceInput } from './issueInvoice.js';

const valid = {
  invoiceNumber: '20005',
  type: 'invoice',
  invoiceDate: '2026-03-02',
  dueDate: '2026-04-01',
  customer: { id: 7, fullName: 'Jo Citizen', email: 'jo@example.com', phone: '0400111222', address: '1 Main St', vehicleRego: 'abc123' },
  items: [{ name: 'Wash', description: 'Outside', quantity: 2, price: 25.5, total: 999, serviceId: 1 }],
  subtotal: 999,
  tax: 0,
  total: 999,
  status: 'paid',
};

const messageOf = (input: unknown) => {
  const result = IssueInvoiceInput.safeParse(input);
  return result.success ? null : result.error.issues[0]!.message;
};

describe('IssueInvoiceInput (001 §5, §7)', () => {
  it("takes the generator's payload, computing each line's total in cents and ignoring client totals and status", () => {
    expect(IssueInvoiceInput.parse(valid)).toEqual({
      invoiceNumber: '20005',
      type: 'invoice',
      invoiceDate: '2026-03-02',
      dueDate: '2026-04-01',
      customer: { id: '7', name: 'Jo Citizen', email: 'jo@example.com', phone: '0400111222', address: '1 Main St', vehicleRego: 'ABC123' },
      items: [{ name: 'Wash', description: 'Outside', quantity: 2, unitPriceCents: 2550, totalCents: 5100, serviceId: 1 }],
      notes: null,
      business: {},
    });
  });

  it('accepts a customer as name and mobile too, and leaves absent dates and number to the server', () => {
    const parsed = IssueInvoiceInput.parse({ ...valid, invoiceNumber: '', invoiceDate: undefined, dueDate: null, customer: { name: 'Al', mobile: '0400' } });
    expect(parsed).toMatchObject({ invoiceNumber: null, invoiceDate: null, dueDate: null, customer: { name: 'Al', phone: '0400' } });
  });

  it.each([
    [{ customer: undefined }, 'Please select or create a customer'],
    [{ customer: null }, 'Please select or create a customer'],
    [{ customer: { fullName: '  ', email: 'x@example.com' } }, 'Please select or create a customer'],
    [{ customer: 'Jo' }, 'Please select or create a customer'],
    [{ items: [] }, 'Please add at least one item'],
    [{ items: undefined }, 'Please add at least one item'],
    [{ customer: undefined, items: [] }, 'Please select or create a customer'],
    [{ items: [{ name: 'Wash', quantity: -1, price: 10 }] }, 'Quantity must be 0 or more'],
    [{ items: [{ name: 'Wash', quantity: 1.25, price: 10 }] }, 'Quantity must be in steps of 0.1'],
    [{ items: [{ name: 'Wash', quantity: 1, price: -0.01 }] }, 'Price must be a positive number'],
    [{ items: [{ name: 'Wash', quantity: 1, price: 'ten' }] }, 'Price must be a positive number'],
    [{ type: 'receipt' }, "Type must be 'invoice' or 'quote'"],
    [{ type: undefined }, "Type must be 'invoice' or 'quote'"],
    [{ invoiceNumber: 'INV-1' }, 'Invoice number must contain only digits'],
    [{ invoiceNumber: '0' }, 'Invoice number must contain only digits'],
    [{ invoiceDate: '2026-02-30' }, 'Invalid date'],
    [{ dueDate: '01/04/2026' }, 'Invalid date'],
  ])('refuses %j with "%s"', (change, message) => {
    expect(messageOf({ ...valid, ...change })).toBe(message);
  });

  it('takes quantity in steps of 0.1 and a price to the cent, rounding the line total to the cent', () => {
    const parsed = IssueInvoiceInput.parse({ ...valid, items: [{ name: 'Polish', quantity: '1.5', price: '33.33' }, { name: 'Free', quantity: 0, price: 0 }] });
    expect(parsed.items).toEqual([
      { name: 'Polish', description: '', quantity: 1.5, unitPriceCents: 3333, totalCents: 5000, serviceId: null },
      { name: 'Free', description: '', quantity: 0, unitPriceCents: 0, totalCents: 0, serviceId: null },
    ]);
  });

  it('reads the type case-insensitively and numbers without leading zeros', () => {
    expect(IssueInvoiceInput.parse({ ...valid, type: 'QUOTE', invoiceNumber: 20010 })).toMatchObject({ type: 'quote', invoiceNumber: '20010' });
    expect(IssueInvoiceInput.parse({ ...valid, invoiceNumber: '020011' }).invoiceNumber).toBe('20011');
  });
});

describe('invoice rules', () => {
  it('dues an invoice 30 days after its date by default (001 §9)', () => {
    expect(defaultDueDate('2026-01-15')).toBe('2026-02-14');
    expect(defaultDueDate('2026-12-10')).toBe('2027-01-09');
  });

  it('formats money as USD, en-US, 2 decimals', () => {
    expect(formatCents(123450)).toBe('$1,234.50');
    expect(formatCents(0)).toBe('$0.00');
    expect(formatCents(5)).toBe('$0.05');
  });

  it('multiplies quantity by unit price exactly before rounding to the cent', () => {
    expect(lineTotalCents(0.1, 3)).toBe(0);
    expect(lineTotalCents(0.3, 1000)).toBe(300);
    expect(lineTotalCents(1.5, 3333)).toBe(5000);
    // 0.1 × 3 × $19.99: 0.1 * 3 is 0.30000000000000004 in floating point; the line is still $6.00 (5.997 rounded).
    expect(lineTotalCents(0.1 * 3, 1999)).toBe(600);
    expect(lineTotalCents(0.3, 1999)).toBe(600);
  });

  it('sums many lines in integer cents, with no drift', () => {
    const items = Array.from({ length: 100 }, () => ({ name: 'Tint', quantity: 0.1, price: 0.1 }));
    const parsed = IssueInvoiceInput.parse({ ...valid, items });
    // Each line is 0.1 × $0.10 = 1 cent; summed as floats in dollars, 100 of them would not be exactly $1.00.
    expect(parsed.items.every((line) => line.totalCents === 1 && Number.isInteger(line.unitPriceCents))).toBe(true);
    expect(parsed.items.reduce((sum, line) => sum + line.totalCents, 0)).toBe(100);
    expect(items.reduce((sum, line) => sum + line.quantity * line.price, 0)).not.toBe(1);
  });

  it('takes pending, paid or void as a status, and nothing else', () => {
    expect(ChangeInvoiceStatusInput.parse({ status: 'Paid' })).toEqual({ status: 'paid' });
    expect(ChangeInvoiceStatusInput.safeParse({ status: 'overdue' }).error?.issues[0]?.message).toBe('Status must be pending, paid or void');
    expect(ChangeInvoiceStatusInput.safeParse({}).error?.issues[0]?.message).toBe('Status must be pending, paid or void');
  });
});
