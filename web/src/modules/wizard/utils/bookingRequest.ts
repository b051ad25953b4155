import type { WizardBookingRequest } from '@/modules/wizard/api/submitBooking';
import type { WizardState } from './wizardState';

const blankToUndefined = (value: string) => (value.trim() === '' ? undefined : value.trim());

/** The POST body of a completed wizard, or null while a step is unfinished. */
export function bookingRequest(state: WizardState): WizardBookingRequest | null {
  const { vehicleType, modelYear, date, time, contact } = state;
  if (!vehicleType || modelYear === null || !date || !time || !state.termsAccepted || state.serviceIds.length === 0) return null;
  return {
    serviceIds: state.serviceIds,
    vehicleType,
    modelYear,
    date,
    time,
    fullName: contact.fullName.trim(),
    email: contact.email.trim(),
    mobile: contact.mobile.trim(),
    vehicleRego: contact.vehicleRego.trim().toUpperCase(),
    address: blankToUndefined(contact.address),
    notes: blankToUndefined(contact.notes),
    termsAccepted: true,
  };
}
