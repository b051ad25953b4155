import {
  bookingMessages as m,
  businessToday,
  type CreateBookingInput,
  isWizardDate,
  isWizardTime,
  WIZARD_MODEL_YEARS,
  WIZARD_VEHICLE_TYPES,
} from '@detailing/schema';
import { ValidationError } from '../platform/errors.js';

/**
 * What a public (wizard) booking must be beyond any booking's rules (001 §5, §9): a weekday from
 * tomorrow through today + 30 in the business time zone, one of the 18 slots, one of the four
 * vehicle types and two model years, a registration, and the terms accepted. Pure: `at` is the
 * command's instant. Whether the day is free is the day stream's to say (bookingDayDecider).
 */
export function checkPublicBooking(input: CreateBookingInput, at: string, timeZone: string): void {
  const errors: { path: string; message: string }[] = [];
  if (!isWizardDate(input.date, businessToday(at, timeZone))) errors.push({ path: 'date', message: m.dateNotOffered });
  if (!isWizardTime(input.time)) errors.push({ path: 'time', message: m.timeNotOffered });
  if (!WIZARD_VEHICLE_TYPES.includes(input.vehicleType)) errors.push({ path: 'vehicleType', message: m.unknownVehicleType });
  if (!WIZARD_MODEL_YEARS.includes(input.modelYear)) errors.push({ path: 'modelYear', message: m.modelYearNotOffered });
  if (!input.vehicleRego) errors.push({ path: 'vehicleRego', message: m.vehicleRegoRequired });
  if (input.termsAccepted !== true) errors.push({ path: 'termsAccepted', message: m.termsRequired });
  if (errors.length) throw new ValidationError(errors[0]!.message, errors);
}
