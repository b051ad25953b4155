import type { KnownVehicleType } from '@detailing/schema/catalog/knownVehicleTypes';
import type { PriceLine } from '@/modules/wizard/utils/priceSummary';

/** The body of a public `POST /api/bookings` (issue 13 contract). */
export interface WizardBookingRequest {
  serviceIds: number[];
  vehicleType: KnownVehicleType;
  modelYear: number;
  date: string;
  time: string;
  fullName: string;
  email: string;
  mobile: string;
  vehicleRego: string;
  address?: string;
  notes?: string;
  termsAccepted: true;
}

/** The price the server recorded with the booking (its quote), line by line in integer cents. */
export interface RecordedQuote {
  lines: PriceLine[];
  totalCents: number;
}

export type SubmitOutcome =
  /** `quote`: null when the answer carries none readable (the confirmation then shows no prices). */
  | { kind: 'created'; id: string; quote: RecordedQuote | null }
  | { kind: 'dayTaken'; message: string }
  /** 400: the server named fields; 429 and others: a message at most. */
  | { kind: 'refused'; message?: string; errors: { path: string; message: string }[] }
  | { kind: 'failed' };

interface ErrorJson {
  message?: unknown;
  code?: unknown;
  errors?: { path?: unknown; message?: unknown }[];
}

const text = (value: unknown) => (typeof value === 'string' && value !== '' ? value : undefined);

/** How often an answer "the same key is still being processed" is waited out before giving up. */
const IN_FLIGHT_TRIES = 5;
const MAX_WAIT_MS = 2_000;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Sends the booking once under `idempotencyKey` (a retry with the same key gets the first answer,
 * services/api/idempotency.ts), without cookies: a wizard booking is always the public kind. While
 * an earlier request with the key still runs (409 with Retry-After and no DAY_TAKEN code), it asks
 * again after the wait the server names, to get that request's answer.
 */
export async function submitBooking(body: WizardBookingRequest, idempotencyKey: string): Promise<SubmitOutcome> {
  for (let attempt = 1; ; attempt++) {
    let response: Response;
    try {
      response = await fetch('/api/bookings', {
        method: 'POST',
        credentials: 'omit',
        headers: { 'Content-Type': 'application/json', 'Idempotency-Key': idempotencyKey },
        body: JSON.stringify(body),
      });
    } catch {
      return { kind: 'failed' };
    }
    const json = (await response.json().catch(() => null)) as (ErrorJson & { id?: unknown; quote?: unknown }) | null;
    const retryAfter = Number(response.headers.get('Retry-After'));
    if (response.status === 409 && json?.code !== 'DAY_TAKEN' && Number.isFinite(retryAfter) && retryAfter >= 0 && attempt < IN_FLIGHT_TRIES) {
      await sleep(Math.min(retryAfter * 1000, MAX_WAIT_MS));
      continue;
    }
    return outcomeOf(response.status, json);
  }
}

const cents = (value: unknown): value is number => typeof value === 'number' && Number.isInteger(value);

/** The answer's `quote { items { serviceId name priceCents } totalCents }`, or null if it is not one. */
function quoteOf(value: unknown): RecordedQuote | null {
  const quote = value as { items?: unknown; totalCents?: unknown } | null | undefined;
  if (!quote || !Array.isArray(quote.items) || !cents(quote.totalCents)) return null;
  const lines: PriceLine[] = [];
  for (const item of quote.items as { serviceId?: unknown; name?: unknown; priceCents?: unknown }[]) {
    if (typeof item?.serviceId !== 'number' || typeof item.name !== 'string' || !cents(item.priceCents)) return null;
    lines.push({ id: item.serviceId, name: item.name, cents: item.priceCents });
  }
  return { lines, totalCents: quote.totalCents };
}

function outcomeOf(status: number, json: (ErrorJson & { id?: unknown; quote?: unknown }) | null): SubmitOutcome {
  if (status === 201 && json && (typeof json.id === 'string' || typeof json.id === 'number')) return { kind: 'created', id: String(json.id), quote: quoteOf(json.quote) };
  if (status === 409 && json?.code === 'DAY_TAKEN') return { kind: 'dayTaken', message: text(json.message) ?? '' };
  if (status === 400 || status === 429) {
    const errors = (json?.errors ?? []).flatMap((e) => (text(e.path) && text(e.message) ? [{ path: e.path as string, message: e.message as string }] : []));
    return { kind: 'refused', message: text(json?.message), errors };
  }
  return { kind: 'failed' };
}
