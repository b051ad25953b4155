import { describe, expect, it } from 'vitest';
import { hasErrors, registrationBody, validateDemoLogin, validateDemoRegistration, validateVehicleRego } from './validateDemoForms';

const valid = { username: 'ada', password: 'secret', fullName: 'Ad', email: 'ada@example.com', phone: '', address: '' };

describe('validateDemoRegistration', () => {
  it('accepts the shortest valid registration, with phone and address left empty', () => {
    expect(validateDemoRegistration(valid)).toEqual({});
  });

  it('gives every §5 message for an empty form', () => {
    expect(validateDemoRegistration({ ...valid, username: '', password: '', fullName: '', email: '' })).toEqual({
      username: 'Username must be at least 3 characters',
      password: 'Password must be at least 6 characters',
      fullName: 'Full name is required',
      email: 'Please enter a valid email',
    });
  });

  it.each([
    ['username', ' ab ', 'Username must be at least 3 characters'],
    ['password', '12345', 'Password must be at least 6 characters'],
    ['fullName', ' A  ', 'Full name is required'],
    ['email', 'ada@example', 'Please enter a valid email'],
    ['email', 'ada example.com', 'Please enter a valid email'],
  ] as const)('refuses %s %j with its message', (field, value, message) => {
    expect(validateDemoRegistration({ ...valid, [field]: value })).toEqual({ [field]: message });
  });

  it('counts spaces inside a password', () => {
    expect(validateDemoRegistration({ ...valid, password: '  ab  ' })).toEqual({});
  });
});

describe('validateDemoLogin', () => {
  it('requires a username and a password', () => {
    expect(validateDemoLogin({ username: '  ', password: '' })).toEqual({ username: 'Username is required', password: 'Password is required' });
    expect(validateDemoLogin({ username: 'ada', password: ' ' })).toEqual({});
  });
});

describe('validateVehicleRego', () => {
  it('requires a registration', () => {
    expect(validateVehicleRego(' ')).toBe('Vehicle registration is required');
    expect(validateVehicleRego('abc 123')).toBeUndefined();
  });
});

describe('registrationBody', () => {
  it('trims text, keeps the password as typed and leaves blank optional fields out', () => {
    expect(registrationBody({ ...valid, username: ' ada ', password: ' pass word ', email: ' ada@example.com ', phone: '  ', address: ' 1 Main St ' })).toEqual({
      username: 'ada',
      password: ' pass word ',
      fullName: 'Ad',
      email: 'ada@example.com',
      address: '1 Main St',
    });
  });
});

describe('hasErrors', () => {
  it('is true only when some field has a message', () => {
    expect(hasErrors({})).toBe(false);
    expect(hasErrors({ username: undefined })).toBe(false);
    expect(hasErrors({ username: 'x' })).toBe(true);
  });
});
