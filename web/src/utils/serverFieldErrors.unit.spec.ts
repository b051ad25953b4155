import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { describe, expect, it } from 'vitest';
import { serverFieldErrors } from './serverFieldErrors';

const refusal = (extensions: Record<string, unknown>) =>
  new CombinedGraphQLErrors({ errors: [{ message: 'Service name must be at least 2 characters', extensions }] });

describe('serverFieldErrors', () => {
  it("gives the first message for each field the server's input rules named", () => {
    const error = refusal({
      code: 'BAD_USER_INPUT',
      errors: [
        { path: 'name', message: 'Service name must be at least 2 characters' },
        { path: 'priceSuv5', message: 'Price must be a positive number' },
        { path: 'name', message: 'a second problem with the name' },
      ],
    });
    expect(serverFieldErrors(error)).toEqual({ name: 'Service name must be at least 2 characters', priceSuv5: 'Price must be a positive number' });
  });

  it('names nested fields by their whole path, without the argument name', () => {
    const error = refusal({
      errors: [
        { path: 'input.customer.email', message: 'Valid email is required' },
        { path: 'input.items.0.price', message: 'Price must be a positive number' },
      ],
    });
    expect(serverFieldErrors(error)).toEqual({ 'customer.email': 'Valid email is required', 'items.0.price': 'Price must be a positive number' });
  });

  it('gives nothing for a refusal without fields, malformed details or an error that is not GraphQL', () => {
    expect(serverFieldErrors(refusal({ code: 'CONFLICT' }))).toEqual({});
    expect(serverFieldErrors(refusal({ errors: [null, 'name', { path: 3, message: 'x' }, { path: 'name' }] }))).toEqual({});
    expect(serverFieldErrors(new Error('Failed to fetch'))).toEqual({});
  });
});
