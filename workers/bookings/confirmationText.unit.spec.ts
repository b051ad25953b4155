import { defaultSmsTemplates, SMS_TEMPLATE_IDS, textMessageMessages as m } from '@detailing/schema';
import { bookingSummary } from '../../infra/testing/fixtures/records.js';
import { describe, expect, it } from 'vitest';
import { confirmationText } from './confirmationText.js';

const template = defaultSmsTemplates.find((t) => t.id === SMS_TEMPLATE_IDS.bookingConfirmed)!;
// From before quotes: the shared price rule totals it.
const booking = bookingSummary({ fullName: 'Wanda Wizard', email: 'wanda@example.com' });
const services = [
  // Cents; the pre-2025 SUV 7 price wins for a 2024 model, else the next tier (000 §5).
  { id: 1, name: 'Wash', priceSuv7: 5_000, priceSuv7Pre2025: 4_550 },
  { id: 2, name: 'Interior Detail', priceSuv7: 12_000, priceSuv72025: 13_000 },
];
const today = '2026-11-25';

describe('the booking confirmed text', () => {
  it('fills the template with the booking: names in booking order, long date, 12-hour time, the shared price rule total', () => {
    expect(confirmationText({ booking, template, services, today })).toEqual({
      to: '+61412345678',
      body: "Hi Wanda Wizard, thanks for booking with us! Your Interior Detail, Wash is confirmed for November 27th, 2026 at 1:30 PM. Total: $175.50. We'll see you then.",
    });
  });

  it.each([
    ['the template is turned off', { template: { ...template, enabled: false } }, m.confirmationDisabled],
    ['there is no such template', { template: null }, m.confirmationDisabled],
    ['the booking is gone', { booking: null }, m.bookingGone],
    ['the booking was cancelled', { booking: { ...booking, status: 'cancelled' } }, m.bookingCancelled],
    ["the booking's day has passed (a replay of old events)", { booking: { ...booking, date: '2026-11-24' } }, m.bookingDayPassed],
    ['the customer has no mobile', { booking: { ...booking, mobile: '  ' } }, m.noMobile],
  ])('is not sent when %s', (_case, change, reason) => {
    expect(confirmationText({ booking, template, services, today, ...change })).toEqual({ skip: reason });
  });

  it('is still sent on the booking day itself', () => {
    expect(confirmationText({ booking, template, services, today: booking.date })).toHaveProperty('body');
  });
});
