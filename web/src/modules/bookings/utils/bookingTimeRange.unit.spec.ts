import { addHours as serverAddHours, todayIn } from '@detailing/schema/settings/timeZone';
import { Temporal } from 'temporal-polyfill';
import { describe, expect, it } from 'vitest';
import { businessToday } from '@/modules/settings/utils/businessToday';
import { addHours, bookingDurationHours } from './bookingTimeRange';

describe("the web's copies of the server's time rules", () => {
  it('end a booking where the server ends it, clamped to 23:59', () => {
    for (const time of ['00:00', '04:30', '09:00', '13:15', '21:45', '23:59']) {
      for (const hours of [0.5, 1, 1.25, 2, 3, 5, 12, 30]) expect(addHours(time, hours), `${time} + ${hours}`).toBe(serverAddHours(time, hours));
    }
  });

  it('add the services up, one hour when there are none', () => {
    expect(bookingDurationHours([{ durationHours: 1 }, { durationHours: 2.5 }])).toBe(3.5);
    expect(bookingDurationHours([])).toBe(1);
  });

  it('count today in the business time zone as the server does, across midnight and daylight saving', () => {
    for (const instant of ['2030-03-03T13:30:00Z', '2030-03-03T12:59:00Z', '2030-04-06T15:30:00Z', '2030-10-05T16:30:00Z', '2030-12-31T23:00:00Z']) {
      for (const zone of ['Australia/Melbourne', 'Australia/Perth', 'UTC']) {
        expect(businessToday(new Date(instant), zone), `${instant} in ${zone}`).toBe(todayIn(zone, Temporal.Instant.from(instant)));
      }
    }
  });
});
