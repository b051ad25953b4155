import { ApiError } from './ApiError';

/**
 * Calls the REST API with cookies (spec 000 §7), sending `data` as JSON when given. Answers the
 * parsed JSON body (null when empty); a non-OK answer throws an `ApiError`.
 */
export async function apiRequest<T>(method: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE', url: string, data?: unknown): Promise<T> {
  const response = await fetch(url, {
    method,
    credentials: 'include',
    headers: data === undefined ? undefined : { 'Content-Type': 'application/json' },
    body: data === undefined ? undefined : JSON.stringify(data),
  });
  const text = await response.text();
  if (!response.ok) throw new ApiError(response.status, text || response.statusText);
  return (text ? JSON.parse(text) : null) as T;
}
