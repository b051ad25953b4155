import { describe, expect, it } from 'vitest';
import { ApiError } from '@/utils/ApiError';
import { errorDetail } from '@/utils/errorDetail';
import { loginFailureMessage as fromDetail } from './loginFailureMessage';

const loginFailureMessage = (error: unknown) => fromDetail(errorDetail(error));

describe('loginFailureMessage', () => {
  it('shows the server message for a refused login, such as too many attempts', () => {
    const error = new ApiError(429, JSON.stringify({ message: 'Too many login attempts. Please try again in a minute.' }));
    expect(loginFailureMessage(error)).toBe('Too many login attempts. Please try again in a minute.');
  });

  it('falls back to the spec text when there is no server message', () => {
    expect(loginFailureMessage(new ApiError(401, 'Unauthorized'))).toBe('Invalid username or password');
    expect(loginFailureMessage(new TypeError('Failed to fetch'))).toBe('Invalid username or password');
  });

  it('does not show a server error body as the reason', () => {
    expect(loginFailureMessage(new ApiError(500, JSON.stringify({ message: 'db down' })))).toBe(
      'Invalid username or password',
    );
  });
});
