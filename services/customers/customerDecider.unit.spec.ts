import { describe, it } from 'vitest';
import type { CustomerProfile, CustomerStreamEvent } from '@detailing/schema';
import { given } from '../commands/deciderSpec.js';
import { customerDecider } from './customerDecider.js';
import { emailClaimDecider } from './emailClaimDecider.js';

const profile: CustomerProfile = {
  fullName: 'Jo Bloggs',
  email: 'Jo@Example.com',
  mobile: '0412 345 678',
  mobileE164: '+61412345678',
  address: null,
  companyName: null,
  vehicleRego: 'abc 123',
  notes: null,
};
const registered: CustomerStreamEvent = { type: 'CustomerRegistered', data: { customerId: 'c1', ...profile } };

describe('customer decider', () => {
  it('registers a new customer with the profile as given', () => {
    given(customerDecider, []).when({ type: 'RegisterCustomer', customerId: 'c1', profile }).then([registered]);
  });

  it('registers nothing when the customer was registered meanwhile (the race for an e-mail)', () => {
    given(customerDecider, [registered]).when({ type: 'RegisterCustomer', customerId: 'c1', profile: { ...profile, fullName: 'Other' } }).then([]);
  });

  it('records only the fields that changed', () => {
    given(customerDecider, [registered])
      .when({ type: 'ChangeCustomerProfile', changes: { fullName: 'Jo Bloggs', notes: 'Gate code 1', mobile: '0412 345 678' } })
      .then([{ type: 'CustomerProfileChanged', data: { customerId: 'c1', changes: { notes: 'Gate code 1' } } }]);
  });

  it('records nothing for identical data', () => {
    given(customerDecider, [registered]).when({ type: 'ChangeCustomerProfile', changes: { fullName: 'Jo Bloggs' } }).then([]);
  });

  it('refuses to change or delete a customer that does not exist', () => {
    given(customerDecider, []).when({ type: 'ChangeCustomerProfile', changes: { fullName: 'X' } }).thenThrows('Customer not found');
    given(customerDecider, []).when({ type: 'DeleteCustomer' }).thenThrows('Customer not found');
  });

  it('deletes once; a repeated delete (a retry after a crash) records nothing', () => {
    given(customerDecider, [registered]).when({ type: 'DeleteCustomer' }).then([{ type: 'CustomerDeleted', data: { customerId: 'c1' } }]);
    given(customerDecider, [registered, { type: 'CustomerDeleted', data: { customerId: 'c1' } }]).when({ type: 'DeleteCustomer' }).then([]);
  });

  it('refuses to change a deleted customer', () => {
    given(customerDecider, [registered, { type: 'CustomerDeleted', data: { customerId: 'c1' } }])
      .when({ type: 'ChangeCustomerProfile', changes: { fullName: 'X' } })
      .thenThrows('Customer not found');
  });
});

describe('e-mail claim decider', () => {
  it('claims a free e-mail', () => {
    given(emailClaimDecider, []).when({ type: 'ClaimEmail', customerId: 'c1' }).then([{ type: 'CustomerEmailClaimed', data: { customerId: 'c1' } }]);
  });

  it('claims nothing when another customer holds it (the caller uses the holder)', () => {
    given(emailClaimDecider, [{ type: 'CustomerEmailClaimed', data: { customerId: 'c1' } }]).when({ type: 'ClaimEmail', customerId: 'c2' }).then([]);
  });

  it('lets the holder release it, and only the holder', () => {
    const claimed = [{ type: 'CustomerEmailClaimed' as const, data: { customerId: 'c1' } }];
    given(emailClaimDecider, claimed).when({ type: 'ReleaseEmail', customerId: 'c2' }).then([]);
    given(emailClaimDecider, claimed).when({ type: 'ReleaseEmail', customerId: 'c1' }).then([{ type: 'CustomerEmailReleased', data: { customerId: 'c1' } }]);
  });

  it('can be claimed again once released', () => {
    given(emailClaimDecider, [
      { type: 'CustomerEmailClaimed', data: { customerId: 'c1' } },
      { type: 'CustomerEmailReleased', data: { customerId: 'c1' } },
    ])
      .when({ type: 'ClaimEmail', customerId: 'c2' })
      .then([{ type: 'CustomerEmailClaimed', data: { customerId: 'c2' } }]);
  });
});
