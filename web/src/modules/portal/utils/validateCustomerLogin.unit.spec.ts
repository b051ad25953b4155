import { describe, expect, it } from 'vitest';
import { validateCustomerLogin } from './validateCustomerLogin';

describe('validateCustomerLogin (001 §5)', () => {
  it('requires a registration and a valid e-mail, in the spec words', () => {
    expect(validateCustomerLogin({ vehicleRego: '  ', email: 'not-an-email' })).toEqual({
      vehicleRego: 'Vehicle registration is required',
      email: 'Valid email is required',
    });
    expect(validateCustomerLogin({ vehicleRego: 'abc 123', email: '' }).email).toBe('Valid email is required');
  });

  it('accepts a registration typed any way and an e-mail with spaces around it', () => {
    expect(validateCustomerLogin({ vehicleRego: 'abc 123', email: ' Ada@Example.com ' })).toEqual({});
  });
});
