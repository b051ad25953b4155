import { formatCents } from '@detailing/schema/catalog/money';
import { formatDateLong, formatTime12h } from '@detailing/schema/settings/format';
import { renderTemplate, SMS_TEMPLATE_IDS, type SmsTemplateValues } from '@detailing/schema/settings/smsTemplateText';

const PORTAL_LOGIN = 'https://book.example.com/customer/login';

/**
 * A sample booking, written as the texts write real ones (workers/bookings/bookingText.ts): the
 * long date, the 12-hour time, dollars from cents. The portal sign-in text's link is as long as a
 * real one, with its one-time token; the reminder's is the sign-in page alone, as it sends it.
 */
export const SMS_PREVIEW_VALUES: SmsTemplateValues = {
  customerName: 'Jane Citizen',
  serviceName: 'Premium Detail',
  date: formatDateLong('2026-04-29'),
  time: formatTime12h('09:00'),
  totalPrice: formatCents(24_900),
  link: `${PORTAL_LOGIN}?token=${'x'.repeat(43)}`,
};

/** A template as its text would read for the sample booking, by the function that sends it. */
export const smsPreview = (message: string, templateId?: string): string =>
  renderTemplate(message, templateId === SMS_TEMPLATE_IDS.bookingReminder ? { ...SMS_PREVIEW_VALUES, link: PORTAL_LOGIN } : SMS_PREVIEW_VALUES);
