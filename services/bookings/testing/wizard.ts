import { offeredDays } from '../../../infra/testing/days.js';
import type { Clock } from '../../platform/clock.js';

/** A clock that reads `start` when the test file begins and then runs at real speed. */
export function clockFrom(start: string): Clock {
  const offset = Date.parse(start) - Date.now();
  return { now: () => new Date(Date.now() + offset).toISOString() };
}

/** A public booking as the wizard sends it (issue 13's contract), for `date` and the given services. */
export function wizardBooking(date: string, serviceIds: number[], overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    serviceIds,
    vehicleType: 'SUV 5 Seater',
    modelYear: 2025,
    date,
    time: '9:00 AM',
    fullName: 'Wendy Wizard',
    email: 'wendy@example.com',
    mobile: '0400 111 222',
    vehicleRego: 'wiz123',
    address: '1 Chapel St, Windsor VIC',
    notes: 'Side gate is open',
    termsAccepted: true,
    ...overrides,
  };
}

/** The `n`-th day (0 first) a public booking may take now: weekdays from tomorrow, in the default business time zone. */
export function offeredDate(n: number): string {
  return offeredDays()[n]!;
}
