import { describe, expect, it } from 'vitest';
import type { CustomerProfile, CustomerStreamEvent } from '@detailing/schema';
import { given } from '../commands/deciderSpec.js';
import { customerDecider, type CustomerState } from './customerDecider.js';
import { claimVerdict, emailClaimDecider } from './emailClaimDecider.js';

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

describe('customer decider: an e-mail change', () => {
  const requested = (email: string, requestId: string): CustomerStreamEvent => ({ type: 'CustomerEmailChangeRequested', data: { customerId: 'c1', email, requestId } });
  const changed = (email: string): CustomerStreamEvent => ({ type: 'CustomerEmailChanged', data: { customerId: 'c1', email } });
  const deleted: CustomerStreamEvent = { type: 'CustomerDeleted', data: { customerId: 'c1' } };

  it('records the request first, naming it', () => {
    given(customerDecider, [registered]).when({ type: 'RequestEmailChange', email: 'new@example.com', requestId: 'r1' }).then([requested('new@example.com', 'r1')]);
  });

  it('records no request for their own e-mail in any case, nor a second one for the e-mail already asked for', () => {
    given(customerDecider, [registered]).when({ type: 'RequestEmailChange', email: 'jo@EXAMPLE.com', requestId: 'r1' }).then([]);
    given(customerDecider, [registered, requested('new@example.com', 'r1')]).when({ type: 'RequestEmailChange', email: 'new@example.com', requestId: 'r2' }).then([]);
  });

  it('records a newer request for another e-mail over the pending one', () => {
    given(customerDecider, [registered, requested('new@example.com', 'r1')])
      .when({ type: 'RequestEmailChange', email: 'other@example.com', requestId: 'r2' })
      .then([requested('other@example.com', 'r2')]);
  });

  it('changes the e-mail for the pending request only', () => {
    given(customerDecider, [registered, requested('new@example.com', 'r1')]).when({ type: 'ChangeEmail', email: 'new@example.com', requestId: 'r1' }).then([changed('new@example.com')]);
  });

  it('refuses a change whose request was overtaken by a newer one, even for the same e-mail', () => {
    given(customerDecider, [registered, requested('new@example.com', 'r1'), requested('other@example.com', 'r2')])
      .when({ type: 'ChangeEmail', email: 'new@example.com', requestId: 'r1' })
      .thenThrows('This record was changed by someone else');
    given(customerDecider, [registered, requested('new@example.com', 'r1'), requested('other@example.com', 'r2'), requested('new@example.com', 'r3')])
      .when({ type: 'ChangeEmail', email: 'new@example.com', requestId: 'r1' })
      .thenThrows('This record was changed by someone else');
  });

  it('refuses a change nobody asked for', () => {
    given(customerDecider, [registered]).when({ type: 'ChangeEmail', email: 'new@example.com', requestId: 'r1' }).thenThrows('This record was changed by someone else');
  });

  it('changes the case of their own e-mail without a request (the claim is the same)', () => {
    given(customerDecider, [registered]).when({ type: 'ChangeEmail', email: 'jo@example.com', requestId: null }).then([changed('jo@example.com')]);
  });

  it('records nothing when the e-mail is theirs already (a retry, or finished by another process)', () => {
    given(customerDecider, [registered, requested('new@example.com', 'r1'), changed('new@example.com')])
      .when({ type: 'ChangeEmail', email: 'new@example.com', requestId: 'r1' })
      .then([]);
  });

  it('refuses to change the e-mail of a customer deleted or not there', () => {
    given(customerDecider, [registered, deleted]).when({ type: 'RequestEmailChange', email: 'new@example.com', requestId: 'r1' }).thenThrows('Customer not found');
    given(customerDecider, []).when({ type: 'ChangeEmail', email: 'new@example.com', requestId: 'r1' }).thenThrows('Customer not found');
  });

  it('remembers the e-mail before the change (its claim is released next), and a delete the new one', () => {
    const after = [registered, requested('new@example.com', 'r1'), changed('new@example.com')].reduce(customerDecider.evolve, customerDecider.initialState);
    expect(after).toMatchObject({ kind: 'active', profile: { email: 'new@example.com' }, previousEmail: 'Jo@Example.com', pendingEmail: null });
    expect(customerDecider.evolve(after, deleted)).toEqual({ kind: 'deleted', customerId: 'c1', email: 'new@example.com' });
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

  it('holds it for a change: again when theirs already (so a release decided before is refused), never when another holds it', () => {
    const claimed = [{ type: 'CustomerEmailClaimed' as const, data: { customerId: 'c1' } }];
    given(emailClaimDecider, []).when({ type: 'HoldEmail', customerId: 'c1' }).then(claimed);
    given(emailClaimDecider, claimed).when({ type: 'HoldEmail', customerId: 'c1' }).then(claimed);
    given(emailClaimDecider, claimed).when({ type: 'HoldEmail', customerId: 'c2' }).then([]);
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

describe('what a claim is worth (claimVerdict)', () => {
  const active = (over: Partial<Extract<CustomerState, { kind: 'active' }>> = {}): CustomerState => ({
    kind: 'active',
    customerId: 'c1',
    profile,
    pendingEmail: null,
    previousEmail: null,
    ...over,
  });

  it('holds a customer whose e-mail it is, in any case', () => {
    expect(claimVerdict(active(), ' jo@example.COM')).toBe('holds');
  });

  it('waits for a registration under way (the next claimer registers them)', () => {
    expect(claimVerdict({ kind: 'none' }, 'jo@example.com')).toBe('registering');
  });

  it('is a change under way when the holder asked for the e-mail', () => {
    expect(claimVerdict(active({ pendingEmail: { email: 'New@example.com', requestId: 'r1' } }), 'new@example.com')).toBe('changing');
  });

  it('is left behind by a deleted holder, and by one who neither has the e-mail nor asked for it', () => {
    expect(claimVerdict({ kind: 'deleted', customerId: 'c1', email: 'jo@example.com' }, 'jo@example.com')).toBe('leftBehind');
    expect(claimVerdict(active({ previousEmail: 'old@example.com' }), 'old@example.com')).toBe('leftBehind');
    expect(claimVerdict(active({ pendingEmail: { email: 'other@example.com', requestId: 'r2' } }), 'new@example.com')).toBe('leftBehind');
  });
});
