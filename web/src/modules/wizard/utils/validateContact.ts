import { bookingMessages } from '@detailing/schema/bookings/messages';
import type { ContactDetails, ContactErrors } from './wizardState';

// The shape the server's e-mail check accepts, near enough to catch typos before a round trip.
const EMAIL = /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/;

/** The server's checks the browser can make first, with the server's messages (lengths: maxLength). */
export function validateContact(contact: ContactDetails): ContactErrors {
  const errors: ContactErrors = {};
  if (!EMAIL.test(contact.email.trim())) errors.email = bookingMessages.emailInvalid;
  if (contact.mobile.trim() === '') errors.mobile = bookingMessages.mobileRequired;
  return errors;
}
