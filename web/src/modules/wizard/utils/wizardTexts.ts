import { bookingMessages } from '@detailing/schema/bookings/messages';

/** The wizard's user-facing texts (001 §2, §5, §8), for the page and its tests alike. */
export const wizardTexts = {
  title: 'Book Your Service',
  steps: { 1: 'Select Your Services', 2: 'Vehicle Details', 3: 'Choose Date & Time', 4: 'Your Information' },
  stepOf: (step: number) => `Step ${step} of 4`,
  from: 'From $',
  continue: 'Continue',
  back: 'Back',
  confirm: 'Confirm Booking',
  submitting: 'Booking…',
  vehicleType: 'Vehicle Type',
  modelYear: 'Model Year',
  priceSummary: 'Price Summary',
  total: 'Total',
  date: 'Date',
  time: 'Time',
  noDates: 'No dates are available in the next 30 days. Please contact us directly.',
  loading: 'Loading…',
  loadFailed: 'Unable to load the booking form. Please try again.',
  retry: 'Try again',
  noServices: 'No services are available for online booking right now.',
  fields: {
    fullName: 'Full Name',
    email: 'Email',
    mobile: 'Mobile',
    vehicleRego: 'Vehicle Registration',
    address: 'Address (optional)',
    notes: 'Notes (optional)',
  },
  bookingSummary: 'Booking Summary',
  quotedPrice: 'Your Quoted Price',
  services: 'Services',
  vehicle: 'Vehicle',
  when: 'Date & Time',
  // 001 §5: agrees to terms, confirms accuracy, understands pricing may vary.
  terms:
    'I agree to the terms and conditions, confirm that the information provided is accurate, and understand that pricing may vary based on vehicle condition and additional services.',
  confirmedTitle: 'Booking Confirmed!',
  confirmedText: "Your booking has been created successfully. We'll contact you soon.",
  reference: 'Booking Reference',
  contactPromise: 'We will contact you within 24 hours to confirm your booking.',
  failedTitle: 'Booking Failed',
  // Also the server's answer to a person past the public bookings bound: one text, in schema/.
  failedText: bookingMessages.bookingFailed,
} as const;
