import { describe, it } from 'vitest';
import { CreateBookingInput, type BookingEvent } from '@detailing/schema';
import { given } from '../commands/deciderSpec.js';
import { type BookingCommand, bookingDecider } from './decider.js';

const at = '2026-11-21T09:00:00.000Z';
const input = CreateBookingInput.parse({
  firstName: 'Jo',
  lastName: 'Bloggs',
  email: 'jo@example.com',
  mobile: '0400 000 000',
  date: '2026-11-22',
  time: '09:30',
  vehicleType: 'SUV 5 Seater',
  modelYear: 2025,
  vehicleRego: 'abc123',
  serviceIds: [1, 2],
  status: 'approved',
});
const create = (source: 'admin' | 'public'): BookingCommand => ({ type: 'CreateBooking', bookingId: 'b1', input, source, at });
const created = (status: string): BookingEvent => ({
  type: 'BookingCreated',
  data: {
    bookingId: 'b1',
    fullName: 'Jo Bloggs',
    email: 'jo@example.com',
    mobile: '0400 000 000',
    address: null,
    date: '2026-11-22',
    time: '09:30',
    vehicleType: 'SUV 5 Seater',
    modelYear: 2025,
    vehicleRego: 'ABC123',
    serviceIds: [1, 2],
    notes: null,
    status,
    termsAccepted: false,
    termsAcceptedAt: null,
    source: 'admin',
  },
});

describe('CreateBooking', () => {
  it('records BookingCreated with the joined full name and the chosen status for admins', () => {
    given(bookingDecider, []).when(create('admin')).then([created('approved')]);
  });

  it('always creates public (wizard) bookings as pending, whatever status they ask for', () => {
    const event = created('pending');
    given(bookingDecider, []).when(create('public')).then([{ ...event, data: { ...event.data, source: 'public' } }]);
  });

  it('records when terms were accepted from the command time, not a clock of its own', () => {
    const command = { ...create('public'), input: { ...input, termsAccepted: true } };
    const event = created('pending');
    given(bookingDecider, [])
      .when(command)
      .then([{ ...event, data: { ...event.data, source: 'public', termsAccepted: true, termsAcceptedAt: at } }]);
  });

  it('refuses to create a booking that already exists', () => {
    given(bookingDecider, [created('pending')]).when(create('admin')).thenThrows('Booking already exists');
  });
});
