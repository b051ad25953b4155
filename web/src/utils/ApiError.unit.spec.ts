import { describe, expect, it } from 'vitest';
import { ApiError } from './ApiError';

describe('ApiError', () => {
  it('reads "status: body" as spec 000 §7 words it', () => {
    expect(new ApiError(500, 'Internal Server Error').message).toBe('500: Internal Server Error');
  });

  it('offers the message field of a JSON body', () => {
    const error = new ApiError(429, JSON.stringify({ message: 'Too many login attempts. Please try again in a minute.' }));
    expect(error.serverMessage).toBe('Too many login attempts. Please try again in a minute.');
  });

  it('has no server message when the body is not JSON with a message', () => {
    expect(new ApiError(502, 'Bad Gateway').serverMessage).toBeUndefined();
    expect(new ApiError(400, '{"error":"x"}').serverMessage).toBeUndefined();
  });
});
