import { defaultSmsTemplates, SMS_TEMPLATE_IDS, textMessageMessages as m } from '@detailing/schema';
import { bookingSummary } from '../../infra/testing/fixtures/records.js';
import { describe, expect, it } from 'vitest';
import { reminderText } from './reminderText.js';

const template = defaultSmsTemplates.find((t) => t.id === SMS_TEMPLATE_IDS.bookingReminder)!;
const booking = bookingSummary({
  fullName: 'Rita Reminder',
  email: 'rita@example.com',
  status: 'approved',
  quote: {
    items: [
      { serviceId: 2, name: 'Interior Detail (as booked)', priceCents: 11_000, durationHours: 2 },
      { serviceId: 1, name: 'Wash', priceCents: 4_000, durationHours: 1 },
    ],
    totalCents: 15_000,
  },
});
const services = [
  // Today's catalog: dearer than when the booking was quoted.
  { id: 1, name: 'Wash', priceSuv7: 5_000, priceSuv7Pre2025: 4_550 },
  { id: 2, name: 'Interior Detail', priceSuv7: 12_000, priceSuv72025: 13_000 },
];

describe('the booking reminder text', () => {
  it('fills the template with the booking, the quoted total and the portal’s sign-in page at the App domain', () => {
    expect(reminderText({ booking, template, services, appDomain: 'shine.example' })).toEqual({
      to: '+61412345678',
      body: 'Hi Rita Reminder, a reminder of your Interior Detail, Wash on November 27th, 2026 at 1:30 PM. Total: $150.00. Your booking: https://shine.example/customer/login',
    });
    expect(reminderText({ booking, template, services, appDomain: ' https://shine.example/ ' })).toMatchObject({ body: expect.stringMatching(/Your booking: https:\/\/shine\.example\/customer\/login$/) });
  });

  it('totals a booking from before quotes by the shared price rule, and leaves the link empty without an App domain', () => {
    expect(reminderText({ booking: { ...booking, quote: null }, template, services, appDomain: '' })).toEqual({
      to: '+61412345678',
      body: 'Hi Rita Reminder, a reminder of your Interior Detail, Wash on November 27th, 2026 at 1:30 PM. Total: $175.50. Your booking: ',
    });
  });

  it.each([
    ['the template is off', { template: { ...template, enabled: false } }, m.reminderDisabled],
    ['there is no template', { template: null }, m.reminderDisabled],
    ['the customer has no mobile', { booking: { ...booking, mobile: ' ' } }, m.noMobile],
  ])('is skipped when %s', (_case, change, reason) => {
    expect(reminderText({ booking, template, services, appDomain: 'shine.example', ...change })).toEqual({ skip: reason });
  });
});
