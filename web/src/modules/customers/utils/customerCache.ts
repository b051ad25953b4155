import type { ApolloCache } from '@apollo/client';
import { getFragmentData, graphql } from '@/gql';
import type { CustomerChangedSubscription } from '@/gql/graphql';
/** What a live change carries: everything a customer card shows. */
export const CustomerCache_customer = graphql(`
  fragment CustomerCache_customer on Customer {
    id
    ...CustomerCard_customer
  }
`);

const CustomerKnown = graphql(`
  fragment CustomerKnown on Customer {
    id
  }
`);

type CustomerChange = CustomerChangedSubscription['customerChanged'];

const customerRef = (cache: ApolloCache, id: string) => cache.identify({ __typename: 'Customer', id });

/** Forgets a deleted customer everywhere: every cached page, dialog and search result drops them. */
export function removeCustomer(cache: ApolloCache, id: string): void {
  cache.evict({ id: customerRef(cache, id) });
  cache.gc();
}

/**
 * Writes one live change into the normalised cache. A change to a customer already shown updates
 * every card in place; answers true when the list itself must be read again (a customer deleted,
 * or one this page has never seen: new, or moved onto it).
 */
export function applyCustomerChange(cache: ApolloCache, change: CustomerChange): boolean {
  if (!change.customer) {
    removeCustomer(cache, change.id);
    return true;
  }
  const id = customerRef(cache, change.id);
  const known = cache.readFragment({ id, fragment: CustomerKnown }) !== null;
  cache.writeFragment({
    id,
    fragment: CustomerCache_customer,
    fragmentName: 'CustomerCache_customer',
    data: getFragmentData(CustomerCache_customer, change.customer),
  });
  return !known;
}
