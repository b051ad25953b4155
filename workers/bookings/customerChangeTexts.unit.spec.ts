import { defaultSmsTemplates, SMS_TEMPLATE_IDS, textMessageMessages as m } from '@detailing/schema';
import { bookingSummary } from '../../infra/testing/fixtures/records.js';
import type { Actor, RecordedEvent } from '@detailing/services/eventstore/EventStore';
import { describe, expect, it } from 'vitest';
import { cancellationText } from './cancellationText.js';
import { textOnCustomerChange } from './customerChangeTexts.js';

const customer: Actor = { kind: 'customer', id: 'c1', name: null };
const staff: Actor = { kind: 'user', id: 'u1', name: 'Admin' };
const event = (type: string, data: Record<string, unknown>, actor: Actor): RecordedEvent => ({
  eventId: 'e9',
  streamId: 'booking-b1',
  streamVersion: 4,
  globalPosition: 70,
  type,
  data: { bookingId: 'b1', ...data },
  metadata: { actor } as RecordedEvent['metadata'],
});

describe("the texts on a customer's own change", () => {
  it('asks for the confirmation of the new start when the customer moves their booking, its id derived from the event', () => {
    expect(textOnCustomerChange.jobsFor(event('BookingDetailsUpdated', { changes: { date: '2026-12-01', time: '10:00' } }, customer))).toEqual([
      { queue: 'sms', name: 'send-reschedule-confirmation-sms', id: 'sms-booking-rescheduled-e9', data: { bookingId: 'b1', causationEventId: 'e9' } },
    ]);
  });

  it('asks for the cancellation text when the customer cancels', () => {
    expect(textOnCustomerChange.jobsFor(event('BookingStatusChanged', { from: 'approved', to: 'cancelled' }, customer))).toEqual([
      { queue: 'sms', name: 'send-cancellation-sms', id: 'sms-booking-cancelled-e9', data: { bookingId: 'b1', causationEventId: 'e9' } },
    ]);
  });

  it.each([
    ['staff move a booking', event('BookingDetailsUpdated', { changes: { date: '2026-12-01', time: '10:00' } }, staff)],
    ['staff cancel a booking', event('BookingStatusChanged', { from: 'pending', to: 'cancelled' }, staff)],
    ['the system cancels one', event('BookingStatusChanged', { from: 'pending', to: 'cancelled' }, { kind: 'system', id: 'worker', name: 'Worker' })],
    ['a customer event changes no start', event('BookingDetailsUpdated', { changes: { notes: 'x' } }, customer)],
    ['a customer event changes another status', event('BookingStatusChanged', { from: 'pending', to: 'approved' }, customer)],
  ])('asks for none when %s', (_case, e) => {
    expect(textOnCustomerChange.jobsFor(e)).toEqual([]);
  });
});

const template = defaultSmsTemplates.find((t) => t.id === SMS_TEMPLATE_IDS.bookingCancelled)!;
const booking = bookingSummary({ fullName: 'Cora Customer', email: 'cora@example.com', status: 'cancelled' });
const services = [
  { id: 1, name: 'Wash', priceSuv7: 5_000, priceSuv7Pre2025: 4_550 },
  { id: 2, name: 'Interior Detail', priceSuv7: 12_000, priceSuv72025: 13_000 },
];

describe('the booking cancelled text', () => {
  it("fills the default template, GSM-7 only, with the booking's names, long date and 12-hour time", () => {
    expect(template).toMatchObject({ name: 'Booking cancelled', description: 'Sent to the customer when they cancel their booking.', enabled: true });
    expect(cancellationText({ booking, template, services })).toEqual({
      to: '+61412345678',
      body: 'Hi Cora Customer, your Interior Detail, Wash on November 27th, 2026 at 1:30 PM has been cancelled as you asked. We hope to see you again soon.',
    });
  });

  it('gives the recorded total in {{totalPrice}}, else the shared price rule', () => {
    const priced = { ...template, message: 'Total {{totalPrice}}' };
    expect(cancellationText({ booking, template: priced, services })).toMatchObject({ body: 'Total $175.50' });
    const quote = { items: [{ serviceId: 1, name: 'Wash', priceCents: 9_900, durationHours: 1 }], totalCents: 9_900 };
    expect(cancellationText({ booking: { ...booking, quote }, template: priced, services })).toMatchObject({ body: 'Total $99.00' });
  });

  it.each([
    ['the template is turned off', { template: { ...template, enabled: false } }, m.cancellationDisabled],
    ['there is no such template', { template: null }, m.cancellationDisabled],
    ['the booking is gone', { booking: null }, m.bookingGone],
    ['the booking is no longer cancelled', { booking: { ...booking, status: 'pending' } }, m.notCancelled],
    ['the customer has no mobile', { booking: { ...booking, mobile: ' ' } }, m.noMobile],
  ])('is not sent when %s', (_case, change, reason) => {
    expect(cancellationText({ booking, template, services, ...change })).toEqual({ skip: reason });
  });
});
