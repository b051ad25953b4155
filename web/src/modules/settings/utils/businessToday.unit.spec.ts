import { afterEach, describe, expect, it } from 'vitest';
import { DEFAULT_TIME_ZONE } from '@detailing/schema/settings/timeZone';
import { businessTimeZone, businessToday, rememberBusinessTimeZone } from './businessToday';

afterEach(() => rememberBusinessTimeZone(DEFAULT_TIME_ZONE));

describe('the business day in the web app', () => {
  // 10:30 on 1 March in UTC: already 2 March at UTC+14, still 28 February at UTC-11.
  const instant = new Date('2027-03-01T10:30:00Z');

  it('is reckoned in the default zone until the server names the setting', () => {
    expect(businessTimeZone()).toBe(DEFAULT_TIME_ZONE);
    expect(businessToday(instant)).toBe('2027-03-01');
  });

  it('follows the zone the server gives', () => {
    rememberBusinessTimeZone('Pacific/Kiritimati');
    expect(businessToday(instant)).toBe('2027-03-02');
    rememberBusinessTimeZone('Pacific/Pago_Pago');
    expect(businessToday(instant)).toBe('2027-02-28');
  });
});
