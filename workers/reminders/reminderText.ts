import { PORTAL_LOGIN_PATH, portalOrigin, type SmsTemplate, textMessageMessages as m } from '@detailing/schema';
import type { BookingSummary } from '@detailing/services/bookings/published';
import type { OutgoingText } from '../customers/sendTextOnce.js';
import { bookingText, type NamedService } from '../bookings/bookingText.js';

/**
 * The 'booking reminder' text, or why none is sent. Its variables are every booking text's, and
 * `{{link}}` the customer portal's sign-in page at the App domain (empty while no App domain is
 * set): no one-time sign-in link, since a reminder may be read long after it arrives.
 */
export function reminderText(input: { booking: BookingSummary; template: SmsTemplate | null; services: readonly NamedService[]; appDomain: string }): OutgoingText | { skip: string } {
  const { booking, template, services, appDomain } = input;
  if (!template?.enabled) return { skip: m.reminderDisabled };
  if (!booking.mobile.trim()) return { skip: m.noMobile };
  const origin = portalOrigin(appDomain);
  return bookingText(booking, template, services, { link: origin ? `${origin}${PORTAL_LOGIN_PATH}` : '' });
}
