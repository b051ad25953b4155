import type { Actor } from '../eventstore/EventStore.js';
import type { GrantedOn } from '../identity/portalProof.js';
import type { User } from '../identity/users.js';
import type { GraphqlIdempotency } from './idempotency.js';

/** A signed-in customer of the portal: their session, separate from any admin session. */
export interface CustomerPrincipal {
  /** The customer session (its id hash). */
  sessionId: string;
  /** Null only for a demo account that has not proven a registration yet. */
  customerId: string | null;
  /** The registration signed in with, normalised: upper case, no spaces. */
  vehicleRego: string | null;
  /** The demo account (`users.id`) of a username-and-password session. */
  accountId: string | null;
  /** What the session was granted on: a plate with the e-mail, or the business's one-time link. */
  grantedOn: GrantedOn;
}

/** What every resolver and REST handler knows about the caller. */
export interface RequestContext {
  /** The admin-side user (admin session cookie `sid`), or null. */
  user: User | null;
  /** The admin session (its id hash), or null for callers without one. */
  sessionId: string | null;
  /** The portal customer (customer session cookie `csid`), or null. Independent of `user`. */
  customer: CustomerPrincipal | null;
  /** The client's address: X-Forwarded-For only as far as TRUST_PROXY hops go. */
  ip: string;
  /** Where the request came to (`https://host`), for links sent out when no app domain is set. */
  origin?: string;
  /** A GraphQL request's Idempotency-Key (REST handles its own in `idempotentRequests`). */
  idempotency?: GraphqlIdempotency | null;
}

/**
 * Who the events of a request are recorded as. The portal's routes see no admin user (the route
 * table hands them the customer alone), so there the customer acts.
 */
export function actorOf(context: Pick<RequestContext, 'user' | 'customer'>): Actor {
  const { user, customer } = context;
  if (user) return { kind: user.role === 'customer' ? 'customer' : 'user', id: user.id, name: user.fullName ?? user.username };
  if (customer?.customerId) return { kind: 'customer', id: customer.customerId, name: null };
  return { kind: 'public', id: null, name: null };
}
