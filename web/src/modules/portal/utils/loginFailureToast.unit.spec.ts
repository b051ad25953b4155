import { describe, expect, it } from 'vitest';
import { ApiError } from '@/utils/ApiError';
import { loginFailureToast, loginFieldErrors } from './loginFailureToast';

const refused = (status: number, body: unknown) => new ApiError(status, JSON.stringify(body));

describe('loginFailureToast (001 §8 "Customer login")', () => {
  it("shows 'Login failed' with the server's message, such as too many attempts", () => {
    expect(loginFailureToast(refused(401, { message: 'Invalid vehicle registration or email' }))).toEqual({
      title: 'Login failed',
      description: 'Invalid vehicle registration or email',
      variant: 'destructive',
    });
    expect(loginFailureToast(refused(429, { message: 'Too many login attempts. Please try again in a minute.' })).description).toBe(
      'Too many login attempts. Please try again in a minute.',
    );
  });

  it('falls back to the spec text when the refusal has no message', () => {
    expect(loginFailureToast(new ApiError(401, 'Unauthorized')).description).toBe('Invalid vehicle registration or email');
  });

  it("says 'Failed to connect to server. Please try again.' when there is no answer or a broken one", () => {
    for (const error of [new TypeError('Failed to fetch'), refused(502, { message: 'upstream down' })]) {
      expect(loginFailureToast(error)).toEqual({ title: 'Error', description: 'Failed to connect to server. Please try again.', variant: 'destructive' });
    }
  });
});

describe('loginFieldErrors', () => {
  it("reads a 400's field errors by field, ignoring anything else", () => {
    const error = refused(400, {
      message: 'Invalid input',
      errors: [
        { path: 'vehicleRego', message: 'Vehicle registration must be at most 20 characters' },
        { path: 'other', message: 'x' },
      ],
    });
    expect(loginFieldErrors(error)).toEqual({ vehicleRego: 'Vehicle registration must be at most 20 characters' });
    expect(loginFieldErrors(refused(401, { message: 'no' }))).toEqual({});
    expect(loginFieldErrors(new ApiError(400, 'not json'))).toEqual({});
  });
});
