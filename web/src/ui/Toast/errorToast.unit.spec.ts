import { CombinedGraphQLErrors, ServerError } from '@apollo/client/errors';
import { describe, expect, it } from 'vitest';
import { ApiError } from '@/utils/ApiError';
import { isConflict } from '@/utils/errorDetail';
import { errorToast } from './errorToast';

const graphqlError = (message: string, code?: string) =>
  new CombinedGraphQLErrors({ data: null, errors: [{ message, extensions: code ? { code } : undefined }] });
const serverError = (status: number, body: string) =>
  new ServerError('Response not successful', { response: new Response(body, { status }), bodyText: body });
const saveFailed = { title: 'Save failed', description: (e: { message: string }) => e.message.slice(0, 100) };

describe('errorToast', () => {
  it("gives the screen's fixed description for any failure, destructive", () => {
    const text = { title: 'Error', description: 'Failed to delete booking. Please try again.' };
    for (const error of [graphqlError('Booking not found', 'NOT_FOUND'), serverError(502, 'Bad Gateway'), new TypeError('Failed to fetch')]) {
      expect(errorToast(error, text)).toEqual({ title: 'Error', description: 'Failed to delete booking. Please try again.', variant: 'destructive' });
    }
  });

  it("describes a GraphQL error by the server's message", () => {
    expect(errorToast(graphqlError('Model year must be 1990 or later', 'BAD_USER_INPUT'), saveFailed).description).toBe(
      'Model year must be 1990 or later',
    );
  });

  it('describes an HTTP refusal by its JSON message, else as status and body (000 §7)', () => {
    expect(errorToast(serverError(413, JSON.stringify({ message: 'Request body is too large' })), saveFailed).description).toBe(
      'Request body is too large',
    );
    expect(errorToast(serverError(502, 'Bad Gateway'), saveFailed).description).toBe('502: Bad Gateway');
    expect(errorToast(new ApiError(500, 'Internal Server Error'), saveFailed).description).toBe('500: Internal Server Error');
    expect(errorToast(new ApiError(429, JSON.stringify({ message: 'Too many attempts' })), saveFailed).description).toBe('Too many attempts');
  });

  it("describes a network failure by the browser's words", () => {
    expect(errorToast(new TypeError('Failed to fetch'), saveFailed).description).toBe('Failed to fetch');
  });

  it('cuts a long server message where the text asks (Save failed: 100 characters)', () => {
    expect(errorToast(graphqlError('x'.repeat(300)), saveFailed).description).toHaveLength(100);
  });
});

describe('isConflict', () => {
  it('knows a stale save by its GraphQL code or its REST status', () => {
    expect(isConflict(graphqlError('Changed elsewhere', 'CONFLICT'))).toBe(true);
    expect(isConflict(new ApiError(409, '{"message":"Changed elsewhere"}'))).toBe(true);
    expect(isConflict(graphqlError('Bad input', 'BAD_USER_INPUT'))).toBe(false);
    expect(isConflict(new TypeError('Failed to fetch'))).toBe(false);
  });
});
