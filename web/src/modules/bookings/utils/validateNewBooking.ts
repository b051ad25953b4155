import { bookingMessages } from '@detailing/schema/bookings/messages';

export interface NewBookingForm {
  firstName: string;
  lastName: string;
  email: string;
  mobile: string;
  address: string;
  vehicleType: string;
  modelYear: number | null;
  vehicleRego: string;
  serviceIds: number[];
  date: string;
  time: string;
  notes: string;
}

export type NewBookingErrors = Partial<Record<keyof NewBookingForm, string>>;

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** The new booking form's rules (000 §5), with the shared messages. */
export function validateNewBooking(form: NewBookingForm): NewBookingErrors {
  const errors: NewBookingErrors = {};
  if (!form.firstName.trim()) errors.firstName = bookingMessages.firstNameRequired;
  if (!form.lastName.trim()) errors.lastName = bookingMessages.lastNameRequired;
  if (!EMAIL.test(form.email.trim())) errors.email = bookingMessages.emailInvalid;
  if (!form.mobile.trim()) errors.mobile = bookingMessages.mobileRequired;
  if (!form.vehicleType) errors.vehicleType = bookingMessages.vehicleTypeRequired;
  if (form.modelYear == null) errors.modelYear = bookingMessages.modelYearRequired;
  else if (form.modelYear < 1990) errors.modelYear = bookingMessages.modelYearMin;
  else if (form.modelYear > 2030) errors.modelYear = bookingMessages.modelYearMax;
  if (form.serviceIds.length === 0) errors.serviceIds = bookingMessages.serviceIdsRequired;
  if (!form.date) errors.date = bookingMessages.dateRequired;
  if (!form.time) errors.time = bookingMessages.timeRequired;
  return errors;
}
