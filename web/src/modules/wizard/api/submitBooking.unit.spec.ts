import { afterEach, describe, expect, it, vi } from 'vitest';
import { submitBooking, type WizardBookingRequest } from './submitBooking';

const body: WizardBookingRequest = {
  serviceIds: [1],
  vehicleType: 'UTE',
  modelYear: 2025,
  date: '2026-11-27',
  time: '9:00 AM',
  fullName: 'Ada Lovelace',
  email: 'ada@example.com',
  mobile: '0412 345 678',
  vehicleRego: 'ADA001',
  termsAccepted: true,
};

function answer(status: number, json?: unknown) {
  const fetch = vi.fn(async () => new Response(json === undefined ? 'oops' : JSON.stringify(json), { status }));
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

afterEach(() => vi.unstubAllGlobals());

describe("the wizard's POST /api/bookings", () => {
  it('sends JSON with the idempotency key and no cookies, and reads the reference of a 201', async () => {
    const fetch = answer(201, { id: 'b-1', status: 'pending' });
    await expect(submitBooking(body, 'key-1')).resolves.toEqual({ kind: 'created', id: 'b-1', quote: null });
    const [url, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/bookings');
    expect(init).toMatchObject({ method: 'POST', credentials: 'omit', headers: { 'Content-Type': 'application/json', 'Idempotency-Key': 'key-1' } });
    expect(JSON.parse(init.body as string)).toEqual(body);
  });

  it('reads the quote the server recorded, and no quote from an answer that is not one', async () => {
    const quote = { items: [{ serviceId: 1, name: 'Wash', priceCents: 4_550, durationHours: 1 }], totalCents: 4_550 };
    answer(201, { id: 'b-1', quote });
    await expect(submitBooking(body, 'k')).resolves.toEqual({ kind: 'created', id: 'b-1', quote: { lines: [{ id: 1, name: 'Wash', cents: 4_550 }], totalCents: 4_550 } });
    answer(201, { id: 'b-1', quote: { items: [{ serviceId: 1, name: 'Wash', priceCents: 45.5 }], totalCents: 45.5 } });
    await expect(submitBooking(body, 'k')).resolves.toEqual({ kind: 'created', id: 'b-1', quote: null });
  });

  it("tells a taken day (409 DAY_TAKEN, the server's message) from a refusal naming fields (400) and a limit (429)", async () => {
    answer(409, { message: 'Sorry, that day has just been booked. Please choose another date.', code: 'DAY_TAKEN' });
    await expect(submitBooking(body, 'k')).resolves.toEqual({ kind: 'dayTaken', message: 'Sorry, that day has just been booked. Please choose another date.' });
    answer(400, { message: 'Valid email is required', errors: [{ path: 'email', message: 'Valid email is required' }, { path: 7 }] });
    await expect(submitBooking(body, 'k')).resolves.toEqual({ kind: 'refused', message: 'Valid email is required', errors: [{ path: 'email', message: 'Valid email is required' }] });
    answer(429, { message: 'Too many bookings' });
    await expect(submitBooking(body, 'k')).resolves.toEqual({ kind: 'refused', message: 'Too many bookings', errors: [] });
  });

  it('calls anything else a failure: a 409 of another kind, a 500, a body that is not JSON, no connection', async () => {
    answer(409, { message: 'Conflict', code: 'CONFLICT' });
    await expect(submitBooking(body, 'k')).resolves.toEqual({ kind: 'failed' });
    answer(500);
    await expect(submitBooking(body, 'k')).resolves.toEqual({ kind: 'failed' });
    answer(201);
    await expect(submitBooking(body, 'k')).resolves.toEqual({ kind: 'failed' });
    vi.stubGlobal('fetch', vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))));
    await expect(submitBooking(body, 'k')).resolves.toEqual({ kind: 'failed' });
  });

  it('waits out "this key is still being processed" (409 with Retry-After) and returns the first request\'s answer', async () => {
    const replies = [
      new Response(JSON.stringify({ message: 'A request with this Idempotency-Key is still being processed. Please retry shortly.' }), { status: 409, headers: { 'Retry-After': '0' } }),
      new Response(JSON.stringify({ id: 'b-2' }), { status: 201 }),
    ];
    const fetch = vi.fn(async () => replies.shift()!);
    vi.stubGlobal('fetch', fetch);
    await expect(submitBooking(body, 'same-key')).resolves.toEqual({ kind: 'created', id: 'b-2', quote: null });
    expect(fetch).toHaveBeenCalledTimes(2);
    expect((fetch.mock.calls[1] as unknown as [string, RequestInit])[1].headers).toMatchObject({ 'Idempotency-Key': 'same-key' });
  });

  it('gives up as failed when the key stays in flight', async () => {
    const fetch = vi.fn(async () => new Response(JSON.stringify({ message: 'still' }), { status: 409, headers: { 'Retry-After': '0' } }));
    vi.stubGlobal('fetch', fetch);
    await expect(submitBooking(body, 'k')).resolves.toEqual({ kind: 'failed' });
    expect(fetch).toHaveBeenCalledTimes(5);
  });
});
