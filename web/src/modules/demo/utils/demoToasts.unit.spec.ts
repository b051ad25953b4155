import { describe, expect, it } from 'vitest';
import { ApiError } from '@/utils/ApiError';
import { demoFailureToast } from './demoFailureToast';
import { demoToasts } from './demoToasts';

describe('demoFailureToast', () => {
  it("'Registration failed' carries the server's message", () => {
    const error = new ApiError(409, JSON.stringify({ message: 'That username is already taken' }));
    expect(demoFailureToast(error, demoToasts.registrationFailed)).toEqual({
      title: 'Registration failed',
      description: 'That username is already taken',
      variant: 'destructive',
    });
  });

  it('says the server could not be reached when the request never arrived', () => {
    expect(demoFailureToast(new TypeError('Failed to fetch'), demoToasts.loginFailed).description).toBe('Failed to connect to server. Please try again.');
  });

  it('falls back to its own words when the server said nothing readable', () => {
    expect(demoFailureToast(new ApiError(401, ''), demoToasts.loginFailed).description).toBe('Invalid username or password');
    expect(demoFailureToast(new ApiError(502, 'Bad Gateway'), demoToasts.registrationFailed).description).toBe('Please try again.');
  });
});
