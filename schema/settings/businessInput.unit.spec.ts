import { describe, expect, it } from 'vitest';
import { SaveBusinessInfoInput } from './businessInput.js';

describe('SaveBusinessInfoInput', () => {
  it('gives only the fields sent, trimmed; an empty one clears its field', () => {
    expect(SaveBusinessInfoInput.parse({ businessName: ' Shine Co ', businessAbn: '', appDomain: null, other: 'ignored' })).toEqual({
      businessName: 'Shine Co',
      businessAbn: '',
    });
  });

  it.each([
    [{ businessName: '  ' }, 'Business name is required'],
    [{ businessEmail: 'not-an-email' }, 'Please enter a valid email'],
    [{ businessAddress: 'x'.repeat(501) }, 'Business address must be at most 500 characters'],
    [{ timeZone: 'Nowhere/Place' }, 'Time zone must be a time zone name such as Pacific/Auckland'],
    [{ timeZone: '+10:00' }, 'Time zone must be a time zone name such as Pacific/Auckland'],
    [{ timeZone: '' }, 'Time zone must be a time zone name such as Pacific/Auckland'],
    [{ timeZone: 'x'.repeat(61) }, 'Time zone must be at most 60 characters'],
  ])('refuses %o with its message', (input, message) => {
    const result = SaveBusinessInfoInput.safeParse(input);
    expect(result.success).toBe(false);
    expect(result.error!.issues[0]!.message).toBe(message);
  });

  it('takes a time zone by its IANA name, spelled as the time zone database spells it', () => {
    expect(SaveBusinessInfoInput.parse({ timeZone: ' pacific/auckland ' })).toEqual({ timeZone: 'Pacific/Auckland' });
    expect(SaveBusinessInfoInput.parse({ timeZone: 'UTC' })).toEqual({ timeZone: 'UTC' });
  });

  it('accepts an empty email (not every business lists one)', () => {
    expect(SaveBusinessInfoInput.parse({ businessEmail: '' })).toEqual({ businessEmail: '' });
  });
});
