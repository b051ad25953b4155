import { ownRecordMessages as m, regoKey } from '@detailing/schema';
import type { CustomerPrincipal } from '../api/context.js';
import { DomainError } from '../platform/errors.js';

/** Longer than any registration (20): compared without normalising, it is not theirs. */
const LONGEST = 64;

/**
 * The portal's one rule for `vehicleRego` (001 §6): a customer sees only their own vehicle's
 * records. Absent (or blank) means the session's registration; anything else must be it,
 * compared upper case without spaces, or the call is refused (403) with nothing else said.
 */
export function checkOwnVehicle(principal: Pick<CustomerPrincipal, 'vehicleRego'>, given: unknown): void {
  if (given === undefined || given === null || given === '') return;
  const key = typeof given === 'string' && given.length <= LONGEST ? regoKey(given) : null;
  if (key === '') return;
  if (key === null || principal.vehicleRego === null || key !== principal.vehicleRego) throw new DomainError('FORBIDDEN', m.notYourVehicle);
}

/** The customer a `customer`-role call is made for (the role guarantees one). */
export function customerIdOf(principal: Pick<CustomerPrincipal, 'customerId'> | null): string {
  if (!principal?.customerId) throw new Error("Only the 'customer' role may call this: the route or operation is declared wrong");
  return principal.customerId;
}
