import { bookingMessages } from '@detailing/schema/bookings/messages';
import { describe, expect, it } from 'vitest';
import { type NewBookingForm, validateNewBooking } from './validateNewBooking';

const valid: NewBookingForm = {
  firstName: 'Robin',
  lastName: 'Tester',
  email: 'robin@example.com',
  mobile: '0400 111 222',
  address: '',
  vehicleType: 'UTE',
  modelYear: 2024,
  vehicleRego: '',
  serviceIds: [1],
  date: '2030-01-02',
  time: '09:00',
  notes: '',
};

describe('validateNewBooking', () => {
  it('accepts a complete form, address, rego and notes being optional', () => {
    expect(validateNewBooking(valid)).toEqual({});
  });

  it('gives every required message of spec 000 §5 for an empty form', () => {
    const empty = { ...valid, firstName: '', lastName: '', email: '', mobile: '', vehicleType: '', modelYear: null, serviceIds: [], date: '', time: '' };
    expect(validateNewBooking(empty)).toEqual({
      firstName: bookingMessages.firstNameRequired,
      lastName: bookingMessages.lastNameRequired,
      email: bookingMessages.emailInvalid,
      mobile: bookingMessages.mobileRequired,
      vehicleType: bookingMessages.vehicleTypeRequired,
      modelYear: bookingMessages.modelYearRequired,
      serviceIds: bookingMessages.serviceIdsRequired,
      date: bookingMessages.dateRequired,
      time: bookingMessages.timeRequired,
    });
  });

  it('bounds the model year to 1990–2030 with the spec messages', () => {
    expect(validateNewBooking({ ...valid, modelYear: 1989 }).modelYear).toBe(bookingMessages.modelYearMin);
    expect(validateNewBooking({ ...valid, modelYear: 2031 }).modelYear).toBe(bookingMessages.modelYearMax);
  });
});
