import { describe, expect, it } from 'vitest';
import { ApiError } from '@/utils/ApiError';
import { fieldErrors } from './fieldErrors';

describe('fieldErrors', () => {
  it("reads each field's first message from a 400", () => {
    const body = JSON.stringify({
      message: 'Username must be at least 3 characters',
      errors: [
        { path: 'username', message: 'Username must be at least 3 characters' },
        { path: ['email'], message: 'Please enter a valid email' },
        { path: 'username', message: 'second message' },
      ],
    });
    expect(fieldErrors(new ApiError(400, body))).toEqual({ username: 'Username must be at least 3 characters', email: 'Please enter a valid email' });
  });

  it('finds nothing in other refusals, bodies that are not JSON or other errors', () => {
    expect(fieldErrors(new ApiError(409, JSON.stringify({ errors: [{ path: 'username', message: 'x' }] })))).toEqual({});
    expect(fieldErrors(new ApiError(400, 'Bad Request'))).toEqual({});
    expect(fieldErrors(new ApiError(400, JSON.stringify({ errors: 'nope' })))).toEqual({});
    expect(fieldErrors(new TypeError('Failed to fetch'))).toEqual({});
  });
});
