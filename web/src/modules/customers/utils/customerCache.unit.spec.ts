import { InMemoryCache } from '@apollo/client';
import { beforeEach, describe, expect, it } from 'vitest';
import { typePolicies } from '@/app/apollo/typePolicies';
import type { CustomersPageQuery as CustomersPageResult } from '@/gql/graphql';
import { CustomersPageQuery } from '@/modules/customers/graphql/CustomersPageQuery';
import { applyCustomerChange, removeCustomer } from './customerCache';

/** A customer with every field the screen selects, as the live feed sends it. */
function customer(id: string, fields: Record<string, unknown> = {}) {
  return {
    __typename: 'Customer' as const,
    id,
    version: 1,
    fullName: `Customer ${id}`,
    email: `${id}@example.com`,
    mobile: '0400 000 000',
    address: null,
    companyName: null,
    vehicleRego: null,
    totalBookings: 0,
    lastBooking: null,
    ...fields,
  };
}

const variables = { search: null, offset: 0, limit: 50 };
const change = (id: string, fields?: Record<string, unknown> | null) =>
  ({ __typename: 'CustomerChange' as const, id, customer: fields === null ? null : customer(id, fields) }) as never;

describe('customerCache', () => {
  let cache: InMemoryCache;
  const page = () => cache.readQuery({ query: CustomersPageQuery, variables }) as unknown as CustomersPageResult | null;
  const stored = (id: string) => cache.extract()[cache.identify({ __typename: 'Customer', id })!];
  const names = () => (page()?.customers.items ?? []).map((c) => (c as unknown as { fullName: string }).fullName);

  beforeEach(() => {
    cache = new InMemoryCache({ typePolicies });
    cache.writeQuery({
      query: CustomersPageQuery,
      variables,
      data: { customers: { __typename: 'CustomerPage', total: 2, items: [customer('a'), customer('b')] } } as never,
    });
  });

  it('writes a change to a customer on the page in place, with no need to read the list again', () => {
    expect(applyCustomerChange(cache, change('a', { fullName: 'Ada Renamed', version: 2 }))).toBe(false);
    expect(names()).toEqual(['Ada Renamed', 'Customer b']);
  });

  it('asks for the list again when a customer it has never seen arrives', () => {
    expect(applyCustomerChange(cache, change('c', {}))).toBe(true);
    expect(names()).toEqual(['Customer a', 'Customer b']);
  });

  it('drops a deleted customer from every cached page and asks for the list again', () => {
    expect(applyCustomerChange(cache, change('b', null))).toBe(true);
    expect(stored('b')).toBeUndefined();
    expect(names()).toEqual(['Customer a']);
  });

  it('removeCustomer forgets the customer everywhere', () => {
    expect(stored('a')).toBeDefined();
    removeCustomer(cache, 'a');
    expect(stored('a')).toBeUndefined();
    expect(names()).toEqual(['Customer b']);
  });
});
