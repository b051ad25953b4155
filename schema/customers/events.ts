import { z } from 'zod';
import { defineEvent, type EventOf, type EventsOf } from '../eventDefinition.js';

/**
 * Facts about customers. A customer's stream is `customer-<id>`; each e-mail has a claim stream
 * named by the e-mail's pseudonym, which makes e-mail unique case-insensitively without races.
 * Every personal field is a plain string (or null) so that, once erased, it reads as ERASED.
 */
const profile = z.object({
  fullName: z.string(),
  /** As typed; matched case-insensitively. */
  email: z.string(),
  /** As typed. */
  mobile: z.string(),
  /** The mobile as E.164 (Australian unless prefixed); null when it is not a valid number (old bookings). */
  mobileE164: z.string().nullable(),
  address: z.string().nullable(),
  companyName: z.string().nullable(),
  /** As typed; matched upper case without spaces. */
  vehicleRego: z.string().nullable(),
  notes: z.string().nullable(),
});
export type CustomerProfile = z.output<typeof profile>;
export type CustomerProfileField = keyof CustomerProfile;

const changes = profile.omit({ email: true }).partial();
export type CustomerProfileChanges = z.output<typeof changes>;

// Sealed under the customer stream's key; erasing the customer makes them read ERASED.
const personalProfile = ['fullName', 'email', 'mobile', 'mobileE164', 'address', 'companyName', 'vehicleRego', 'notes'];

export const customerEventTypes = {
  CustomerRegistered: defineEvent({ schema: profile.extend({ customerId: z.string() }), personal: personalProfile }),
  /** Only the fields that changed, with their new values; the e-mail changes by its own events (below). */
  CustomerProfileChanged: defineEvent({
    schema: z.object({ customerId: z.string(), changes }),
    personal: personalProfile.filter((f) => f !== 'email').map((f) => `changes.${f}`),
  }),
  /**
   * The customer (through the portal) asked for this e-mail. It comes before the e-mail's claim
   * is taken for them, so a claim whose holder neither has the e-mail nor asked for it is one a
   * crash left behind, and may be released.
   */
  CustomerEmailChangeRequested: defineEvent({
    /** `requestId` names this request: only a claim taken after it may finish it. */
    schema: z.object({ customerId: z.string(), email: z.string(), requestId: z.string() }),
    personal: ['email'],
  }),
  /** The customer's e-mail is now this one: its claim is theirs; the old e-mail's claim is released next. */
  CustomerEmailChanged: defineEvent({ schema: z.object({ customerId: z.string(), email: z.string() }), personal: ['email'] }),
  CustomerDeleted: defineEvent({ schema: z.object({ customerId: z.string() }) }),
  CustomerEmailClaimed: defineEvent({ schema: z.object({ customerId: z.string() }) }),
  CustomerEmailReleased: defineEvent({ schema: z.object({ customerId: z.string() }) }),
} as const;

type Of<K extends keyof typeof customerEventTypes> = EventOf<typeof customerEventTypes, K>;
export type CustomerRegistered = Of<'CustomerRegistered'>;
export type CustomerProfileChanged = Of<'CustomerProfileChanged'>;
export type CustomerEmailChangeRequested = Of<'CustomerEmailChangeRequested'>;
export type CustomerEmailChanged = Of<'CustomerEmailChanged'>;
export type CustomerDeleted = Of<'CustomerDeleted'>;
export type CustomerEmailClaimed = Of<'CustomerEmailClaimed'>;
export type CustomerEmailReleased = Of<'CustomerEmailReleased'>;
export type CustomerEvent = EventsOf<typeof customerEventTypes>;
export type CustomerStreamEvent =
  | CustomerRegistered
  | CustomerProfileChanged
  | CustomerEmailChangeRequested
  | CustomerEmailChanged
  | CustomerDeleted;
export type CustomerEmailEvent = CustomerEmailClaimed | CustomerEmailReleased;

export const CUSTOMER_STREAM_PREFIX = 'customer-';
export const customerStreamId = (customerId: string) => `customer-${customerId}`;
/** `pseudonym`: the vault's pseudonym of the lower-cased e-mail, so the stream name reveals nothing. */
export const customerEmailStreamId = (pseudonym: string) => `customer-email-${pseudonym}`;
