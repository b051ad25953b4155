import { Temporal } from 'temporal-polyfill';
import { MODEL_YEAR_CHOICES } from '../catalog/pricing.js';
import { KNOWN_VEHICLE_TYPES } from '../catalog/vehicleTypes.js';
import { parsePlainTime } from './dates.js';

/** The wizard offers the days from tomorrow through today + 30 (001 §9), in the business time zone. */
export const WIZARD_DAYS_AHEAD = 30;

/** 18 slots every 30 minutes from 8:00 AM to 4:30 PM (001 §9), as the wizard shows them. */
export const WIZARD_TIME_SLOTS: readonly string[] = Array.from({ length: 18 }, (_, i) => {
  const minutes = 8 * 60 + 30 * i;
  const hour = Math.floor(minutes / 60);
  return `${((hour + 11) % 12) + 1}:${String(minutes % 60).padStart(2, '0')} ${hour < 12 ? 'AM' : 'PM'}`;
});

/** The slots as bookings store times: canonical `HH:mm` (what `parsePlainTime` makes of '9:00 AM'). */
const slotTimes = new Set(WIZARD_TIME_SLOTS.map((label) => parsePlainTime(label)!));

/** The public may book the four vehicle types the price rule knows, for the two model-year choices. */
export const WIZARD_VEHICLE_TYPES: readonly string[] = KNOWN_VEHICLE_TYPES;
export const WIZARD_MODEL_YEARS: readonly number[] = MODEL_YEAR_CHOICES.map((c) => c.value);

/** The calendar date of `instant` (ISO 8601) in `timeZone`: the business's "today". */
export function businessToday(instant: string, timeZone: string): string {
  return Temporal.Instant.from(instant).toZonedDateTimeISO(timeZone).toPlainDate().toString();
}

/** Every date the wizard may offer after `today`, busy or not: the weekdays of the next 30 days. */
export function wizardDates(today: string): string[] {
  const start = Temporal.PlainDate.from(today);
  const dates: string[] = [];
  for (let ahead = 1; ahead <= WIZARD_DAYS_AHEAD; ahead++) {
    const date = start.add({ days: ahead });
    if (date.dayOfWeek <= 5) dates.push(date.toString());
  }
  return dates;
}

/** `date` (canonical `yyyy-MM-dd`) is a weekday within tomorrow..today + 30. */
export const isWizardDate = (date: string, today: string): boolean => wizardDates(today).includes(date);

/** `time` (canonical `HH:mm`) is one of the 18 slots. */
export const isWizardTime = (time: string): boolean => slotTimes.has(time);
