import { z } from 'zod';
import { emailKey } from '../customers/customerInput.js';
import { mobileToE164, regoKey } from '../customers/phone.js';
import { defineEvent, type EventOf, type EventsOf } from '../eventDefinition.js';
import { DEFAULT_BOOKING_STATUS, isPlaceholderBooking } from './statuses.js';

/**
 * Which upcoming pending public bookings one person has, kept in one stream per e-mail, per
 * mobile and per plate, so a public booking can be counted against each with an expected
 * version: of two racing bookings, both cannot pass the bound. No personal data: the stream is
 * named by a pseudonym of the person's key, and its events name bookings and dates only.
 */
export const bookingPersonEventTypes = {
  /** The booking, a pending public booking, counts against the person (made, moved to them or to another date, or pending again). */
  PublicBookingHeld: defineEvent({ schema: z.object({ bookingId: z.string(), date: z.string() }) }),
  /** The booking no longer counts against the person (no longer pending, cancelled, deleted, or moved to another person). */
  PublicBookingHoldReleased: defineEvent({ schema: z.object({ bookingId: z.string() }) }),
} as const;

export type PublicBookingHeld = EventOf<typeof bookingPersonEventTypes, 'PublicBookingHeld'>;
export type PublicBookingHoldReleased = EventOf<typeof bookingPersonEventTypes, 'PublicBookingHoldReleased'>;
export type BookingPersonEvent = EventsOf<typeof bookingPersonEventTypes>;

/** The ways one person is recognised across bookings. */
export const PERSON_KEY_KINDS = ['email', 'mobile', 'rego'] as const;
export type PersonKeyKind = (typeof PERSON_KEY_KINDS)[number];

/** `text`: what the stream's pseudonym is made from (the kind, then the key), never a stream name itself. */
export interface PersonKey {
  kind: PersonKeyKind;
  text: string;
}

/** The stream of one person key, named by its pseudonym (`PersonalDataVault.pseudonym(key.text)`). */
export const bookingPersonStreamId = (kind: PersonKeyKind, pseudonym: string) => `booking-person-${kind}-${pseudonym}`;

/** A mobile as matched: E.164 when it is a phone number, else its digits (or the text, without spaces, when it has none). */
const mobileKey = (mobile: string): string => mobileToE164(mobile) ?? (mobile.replace(/\D/g, '') || mobile.replace(/\s+/g, '').toLowerCase());

/** The e-mail (lower-cased), the mobile (E.164) and the plate (`regoKey`) a booking counts against; none left empty. */
export function personKeys(b: { email: string; mobile: string; vehicleRego: string | null }): PersonKey[] {
  const keys: PersonKey[] = [];
  if (b.email.trim()) keys.push({ kind: 'email', text: `email:${emailKey(b.email)}` });
  if (b.mobile.trim()) keys.push({ kind: 'mobile', text: `mobile:${mobileKey(b.mobile)}` });
  if (b.vehicleRego?.trim()) keys.push({ kind: 'rego', text: `rego:${regoKey(b.vehicleRego)}` });
  return keys;
}

/** A booking counts against its person while it is a pending public booking (whether its date has passed is the stream's to say). */
export const holdsPerson = (b: { source: 'admin' | 'public'; status: string; vehicleType: string; date: string }): boolean =>
  b.source === 'public' && b.status === DEFAULT_BOOKING_STATUS && !isPlaceholderBooking(b);
