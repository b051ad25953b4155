import { formatCents } from '@detailing/schema/catalog/money';
import { formatDateLong, formatTime12h } from '@detailing/schema/settings/format';
import { renderTemplate, type SmsTemplateValues } from '@detailing/schema/settings/smsTemplateText';

/**
 * A sample booking, written as the texts write real ones (workers/bookings/confirmationText.ts):
 * the long date, the 12-hour time, dollars from cents. The portal text's link is as long as a real one.
 */
export const SMS_PREVIEW_VALUES: SmsTemplateValues = {
  customerName: 'Jane Citizen',
  serviceName: 'Premium Detail',
  date: formatDateLong('2026-04-29'),
  time: formatTime12h('09:00'),
  totalPrice: formatCents(24_900),
  link: `https://book.example.com/customer/login?token=${'x'.repeat(43)}`,
};

/** A template as its text would read for the sample booking, by the function that sends it. */
export const smsPreview = (message: string): string => renderTemplate(message, SMS_PREVIEW_VALUES);
