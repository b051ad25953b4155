import { describe, expect, it } from 'vitest';
import { validateLoginForm } from './validateLoginForm';

describe('validateLoginForm', () => {
  it('requires a username and a password with the spec messages', () => {
    expect(validateLoginForm({ username: ' ', password: '' })).toEqual({
      username: 'Username is required',
      password: 'Password is required',
    });
  });

  it('accepts any filled-in pair', () => {
    expect(validateLoginForm({ username: 'admin', password: 'x' })).toEqual({});
  });
});
