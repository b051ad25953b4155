import { describe, expect, it } from 'vitest';
import { errorToast } from '@/ui/Toast/errorToast';
import { ApiError } from '@/utils/ApiError';
import { demoToasts } from './demoToasts';

describe("the demo page's failure toasts, through errorToast", () => {
  it("'Registration failed' carries the server's message", () => {
    const error = new ApiError(409, JSON.stringify({ message: 'That username is already taken' }));
    expect(errorToast(error, demoToasts.registrationFailed)).toEqual({
      title: 'Registration failed',
      description: 'That username is already taken',
      variant: 'destructive',
    });
  });

  it('says the server could not be reached when the request never arrived', () => {
    expect(errorToast(new TypeError('Failed to fetch'), demoToasts.loginFailed).description).toBe('Failed to connect to server. Please try again.');
    expect(errorToast(new TypeError('Failed to fetch'), demoToasts.signOutFailed)).toEqual({
      title: 'Error',
      description: 'Failed to connect to server. Please try again.',
      variant: 'destructive',
    });
  });

  it('falls back to its own words when the server said nothing readable', () => {
    expect(errorToast(new ApiError(401, ''), demoToasts.loginFailed).description).toBe('Invalid username or password');
    expect(errorToast(new ApiError(502, 'Bad Gateway'), demoToasts.registrationFailed).description).toBe('Please try again.');
    expect(errorToast(new ApiError(500, 'Internal Server Error'), demoToasts.signOutFailed).description).toBe('Failed to sign out. Please try again.');
  });
});
