import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { describe, expect, it } from 'vitest';
import type { InvoiceDraft_DraftFragment } from '@/gql/graphql';
import { DEFAULT_PRICING, draftForm, issueInput } from './generatorForm';
import { subtotalCents } from './lineMoney';
import { serverFieldErrors } from '@/utils/serverFieldErrors';

const defaults = { invoiceDate: '2026-11-26', dueDate: '2026-12-26' };

const draft = (patch: Partial<InvoiceDraft_DraftFragment> = {}): InvoiceDraft_DraftFragment => ({
  id: 'd1',
  version: 3,
  type: 'quote',
  invoiceDate: '2026-11-20',
  dueDate: '2026-12-20',
  customer: { id: 'c1', fullName: 'Ada Lovelace', email: 'ada@example.com', phone: '0412 345 678', address: null, vehicleRego: 'ADA1' },
  business: { businessName: 'Shine', businessAddress: '1 St', businessPhone: '03', businessEmail: 'a@b.co', businessAbn: '' },
  items: [
    { name: 'Polish', description: '', quantity: 0.3, price: 19.99, total: 6, serviceId: null },
    { name: 'Wash', description: 'Outside', quantity: 1, price: 50, total: 50, serviceId: 4 },
  ],
  subtotal: 56,
  notes: null,
  updatedAt: '2026-11-26T01:00:00Z',
  ...patch,
});

describe('a draft opened in the form', () => {
  it('keeps its type, dates, parties, lines and version, so a save or issue names what it stood on', () => {
    const form = draftForm(draft(), defaults, DEFAULT_PRICING);
    expect(form).toMatchObject({ type: 'quote', invoiceDate: '2026-11-20', dueDate: '2026-12-20', dueDateChosen: false, draft: { id: 'd1', version: 3 } });
    expect(form.billedTo).toMatchObject({ id: 'c1', fullName: 'Ada Lovelace', mobile: '0412 345 678', vehicleRego: 'ADA1' });
    expect(form.lines.map((l) => [l.name, l.quantity, l.price, l.serviceId])).toEqual([
      ['Polish', '0.3', '19.99', null],
      ['Wash', '1', '50.00', 4],
    ]);
    expect(subtotalCents(form.lines)).toBe(5600);
  });

  it('keeps its saved prices through a change of vehicle (the draft does not know which vehicle priced them)', () => {
    expect(draftForm(draft(), defaults, DEFAULT_PRICING).lines.every((l) => l.priceEdited)).toBe(true);
  });

  it('takes the defaults for missing dates, and counts a due date off the 30 days as chosen', () => {
    expect(draftForm(draft({ invoiceDate: null, dueDate: null }), defaults, DEFAULT_PRICING)).toMatchObject({ invoiceDate: '2026-11-26', dueDate: '2026-12-26' });
    expect(draftForm(draft({ dueDate: '2027-01-31' }), defaults, DEFAULT_PRICING).dueDateChosen).toBe(true);
  });

  it('goes back out as the same input it came from', () => {
    const input = issueInput(draftForm(draft({ customer: null }), defaults, DEFAULT_PRICING));
    expect(input).toMatchObject({ type: 'quote', customer: null, invoiceDate: '2026-11-20', dueDate: '2026-12-20' });
    expect(input.items).toEqual([
      { name: 'Polish', description: '', quantity: 0.3, price: 19.99, serviceId: null },
      { name: 'Wash', description: 'Outside', quantity: 1, price: 50, serviceId: 4 },
    ]);
  });
});

describe('the server’s field messages', () => {
  it('are read from extensions.errors by input path, the first per field', () => {
    const error = new CombinedGraphQLErrors({
      errors: [
        {
          message: 'Price must be a positive number',
          extensions: {
            code: 'BAD_USER_INPUT',
            errors: [
              { path: 'items.0.price', message: 'Price must be a positive number' },
              { path: 'items.0.price', message: 'second' },
              { path: 'customer.email', message: 'Customer email must be at most 254 characters' },
            ],
          },
        },
      ],
    });
    expect(serverFieldErrors(error)).toEqual({
      'items.0.price': 'Price must be a positive number',
      'customer.email': 'Customer email must be at most 254 characters',
    });
  });

  it('are none for a network failure or an error without them', () => {
    expect(serverFieldErrors(new Error('offline'))).toEqual({});
    expect(serverFieldErrors(new CombinedGraphQLErrors({ errors: [{ message: 'x' }] }))).toEqual({});
  });
});
