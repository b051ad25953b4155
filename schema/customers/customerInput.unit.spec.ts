import { describe, expect, it } from 'vitest';
import { CustomerInput } from './customerInput.js';

const valid = { fullName: 'Jo Bloggs', email: 'jo@example.com', mobile: '0412 345 678' };

describe('CustomerInput', () => {
  it('keeps the mobile as typed and adds its E.164 form (Australian unless prefixed)', () => {
    expect(CustomerInput.parse(valid)).toMatchObject({ mobile: '0412 345 678', mobileE164: '+61412345678' });
    expect(CustomerInput.parse({ ...valid, mobile: '+64 21 123 4567' }).mobileE164).toBe('+64211234567');
  });

  it('refuses what is not a phone number', () => {
    for (const mobile of ['0411', 'mobile', '12']) {
      expect(CustomerInput.safeParse({ ...valid, mobile }).error?.issues[0]?.message).toBe('Mobile number must be a valid phone number, such as 0412 345 678');
    }
  });

  it('requires full name, a valid e-mail and a mobile', () => {
    const issues = CustomerInput.safeParse({ fullName: ' ', email: 'nope', mobile: '' }).error?.issues.map((i) => i.message);
    expect(issues).toEqual(['Full name is required', 'Valid email is required', 'Mobile number is required']);
  });

  it('holds every field to its maximum length', () => {
    expect(CustomerInput.safeParse({ ...valid, notes: 'x'.repeat(5001) }).error?.issues[0]?.message).toBe('Notes must be at most 5000 characters');
    expect(CustomerInput.safeParse({ ...valid, vehicleRego: 'x'.repeat(21) }).error?.issues[0]?.message).toBe('Vehicle registration must be at most 20 characters');
  });
});
