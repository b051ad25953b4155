/** The spec's user-facing texts for bookings (000 §5, §8); forms and server both use these. */
export const bookingMessages = {
  serviceIdsRequired: 'At least one service is required',
  vehicleTypeRequired: 'Vehicle type is required',
  modelYearRequired: 'Model year is required',
  modelYearMin: 'Model year must be 1990 or later',
  modelYearMax: 'Model year cannot be greater than 2030',
  firstNameRequired: 'First name is required',
  lastNameRequired: 'Last name is required',
  emailInvalid: 'Valid email is required',
  mobileRequired: 'Mobile number is required',
  dateRequired: 'Date is required',
  timeRequired: 'Time is required',
  dateInvalid: 'Invalid date',
  timeInvalid: 'Invalid time format (use HH:MM)',
  statusInvalid: 'Invalid status',
  notFound: 'Booking not found',
  alreadyExists: 'Booking already exists',
} as const;
