import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type BookingCreated,
  type BookingEvent,
  bookingStreamId,
  CALENDAR_FEED_STREAM,
  type CalendarFeedEvent,
  type CatalogEvent,
  defaultBusinessSettings,
  SERVICES_STREAM,
  type ServiceFields,
} from '@detailing/schema';
import type { SqlEventStore } from '@detailing/services/eventstore/SqlEventStore';
import type { Database } from '@detailing/services/platform/database';
import { type ProjectorHarness, projectorHarness } from '../testing/projectorHarness.js';
import { calendarProjector } from './calendarProjector.js';

let harness: ProjectorHarness;
let db: Database;

beforeAll(async () => {
  harness = await projectorHarness([calendarProjector]);
  db = harness.db;
});
afterAll(() => harness?.close());

type Given = BookingEvent | CatalogEvent | CalendarFeedEvent | { type: 'CustomerDeleted'; data: { customerId: string } };
const given = (streamId: string, events: Given[]) => harness.given(streamId, events);

const service = (serviceId: number, name: string, durationHours: number): CatalogEvent => ({
  type: 'ServiceCreated',
  data: {
    serviceId,
    name,
    description: '',
    priceSedanHatch: 0,
    priceSuv5: 0,
    priceSuv7: 0,
    priceUte: 0,
    priceSedanHatch2025: 0,
    priceSuv52025: 0,
    priceSuv72025: 0,
    priceUte2025: 0,
    priceSedanHatchPre2025: 0,
    priceSuv5Pre2025: 0,
    priceSuv7Pre2025: 0,
    priceUtePre2025: 0,
    durationHours,
    active: true,
    showOnBookingForm: true,
    serviceImageBlobId: null,
  } satisfies ServiceFields & { serviceId: number },
});
const created = (bookingId: string, overrides: Partial<BookingCreated['data']> = {}): BookingEvent => ({
  type: 'BookingCreated',
  data: {
    bookingId,
    quote: null,
    fullName: 'Jo Citizen',
    email: 'jo@example.com',
    mobile: '0400111222',
    address: '1 Main St',
    date: '2026-03-05',
    time: '10:00',
    vehicleType: 'SEDAN/HATCH',
    modelYear: 2020,
    vehicleRego: 'ABC123',
    serviceIds: [1, 2],
    notes: null,
    status: 'pending',
    termsAccepted: false,
    termsAcceptedAt: null,
    source: 'admin',
    customerId: 'cust-1',
    ...overrides,
  },
});
const updated = (bookingId: string, changes: Record<string, unknown>): BookingEvent => ({ type: 'BookingDetailsUpdated', data: { bookingId, changes } }) as BookingEvent;

const row = async (id: string) => {
  const [r] = await db.sql`select * from calendar_events where booking_id = ${id}`;
  return r;
};
const allRows = async () =>
  JSON.stringify(await db.sql`select * from calendar_events order by booking_id`) +
  JSON.stringify(await db.sql`select * from calendar_services order by id`) +
  JSON.stringify(await db.sql`select * from calendar_feeds`) +
  JSON.stringify(await db.sql`select * from calendar_meta`);

describe('calendar events read model', () => {
  beforeAll(async () => {
    await given(SERVICES_STREAM, [service(1, 'Wash', 1.5), service(2, 'Polish', 0.75)]);
  });

  it('holds a created booking: first name, services text, length, status, sequence 0', async () => {
    await given(bookingStreamId('b1'), [created('b1')]);
    expect(await row('b1')).toMatchObject({
      date: '2026-03-05',
      time: '10:00',
      services_text: 'Wash, Polish',
      duration_minutes: 135,
      status: 'pending',
      vehicle_type: 'SEDAN/HATCH',
      model_year: 2020,
      rego: 'ABC123',
      first_name: 'Jo',
      sequence: 0,
    });
    // Contact details are never copied here.
    expect(JSON.stringify(await row('b1'))).not.toMatch(/jo@example.com|0400111222|Main St|Citizen/);
  });

  it('is 2 hours when no service matches', async () => {
    await given(bookingStreamId('b2'), [created('b2', { serviceIds: [99] })]);
    expect(await row('b2')).toMatchObject({ services_text: '', duration_minutes: 120 });
    await given(bookingStreamId('b2'), [updated('b2', { serviceIds: [] })]);
    expect(await row('b2')).toMatchObject({ services_text: '', duration_minutes: 120, sequence: 1 });
  });

  it('raises SEQUENCE and last-modified on every change of the booking: details, date, services, status', async () => {
    const before = await row('b1');
    const at1 = await given(bookingStreamId('b1'), [updated('b1', { date: '2026-03-06', time: '11:30' })]);
    expect(await row('b1')).toMatchObject({ date: '2026-03-06', time: '11:30', sequence: 1 });
    expect((await row('b1'))!.last_modified.toISOString()).toBe(at1);
    expect((await row('b1'))!.last_modified.getTime()).toBeGreaterThan(before!.last_modified.getTime());
    await given(bookingStreamId('b1'), [updated('b1', { serviceIds: [2] })]);
    expect(await row('b1')).toMatchObject({ services_text: 'Polish', duration_minutes: 45, sequence: 2 });
    await given(bookingStreamId('b1'), [{ type: 'BookingStatusChanged', data: { bookingId: 'b1', from: 'pending', to: 'approved' } }]);
    expect(await row('b1')).toMatchObject({ status: 'approved', sequence: 3 });
    await given(bookingStreamId('b1'), [updated('b1', { fullName: 'Sam Other', vehicleRego: null, modelYear: null })]);
    expect(await row('b1')).toMatchObject({ first_name: 'Sam', rego: null, model_year: null, sequence: 4, date: '2026-03-06' });
  });

  it('gives every booking with a service its new name and length, with a higher SEQUENCE, when the service changes', async () => {
    const b1 = (await row('b1'))!.sequence;
    await given(SERVICES_STREAM, [{ type: 'ServiceUpdated', data: { serviceId: 2, changes: { name: 'Machine Polish', durationHours: 2 } } }]);
    expect(await row('b1')).toMatchObject({ services_text: 'Machine Polish', duration_minutes: 120, sequence: b1 + 1 });
    // A price change shows nowhere in the calendar: nothing moves.
    await given(SERVICES_STREAM, [{ type: 'ServiceUpdated', data: { serviceId: 2, changes: { priceUte: 100 } } }]);
    expect(await row('b1')).toMatchObject({ sequence: b1 + 1 });
  });

  it('removes a deleted booking', async () => {
    await given(bookingStreamId('b3'), [created('b3')]);
    await given(bookingStreamId('b3'), [{ type: 'BookingDeleted', data: { bookingId: 'b3' } }]);
    expect(await row('b3')).toBeUndefined();
  });

  it('keeps no name of a deleted customer: their bookings go', async () => {
    await given(bookingStreamId('b4'), [created('b4', { customerId: null, fullName: 'Erin Erased' })]);
    await given(bookingStreamId('b4'), [{ type: 'BookingAssignedToCustomer', data: { bookingId: 'b4', customerId: 'cust-4' } }]);
    await given('customer-cust-4', [{ type: 'CustomerDeleted', data: { customerId: 'cust-4' } }]);
    expect(await row('b4')).toBeUndefined();
    expect(await allRows()).not.toContain('Erin');
  });

  it('raises the revision, and keeps the business name, time zone and status labels, for the ETag and the render', async () => {
    const [before] = await db.sql`select revision from calendar_meta`;
    await given('settings-business', [{ type: 'BusinessInfoSaved', data: { ...defaultBusinessSettings, businessName: 'Shine Co', timeZone: 'Pacific/Auckland' } }] as never);
    const [after] = await db.sql`select * from calendar_meta`;
    expect(Number(after!.revision)).toBeGreaterThan(Number(before!.revision));
    expect(after).toMatchObject({ business_name: 'Shine Co', time_zone: 'Pacific/Auckland' });
  });
});

describe('calendar feeds read model', () => {
  const feedCreated = (feedKey: string, tokenHash: string): CalendarFeedEvent => ({
    type: 'CalendarFeedCreated',
    data: { feedKey, tokenHash, urlHint: 'x7Qa', includeStatuses: ['pending', 'approved'], includeContactDetails: false },
  });

  it('holds one live feed by its token hash; a new one replaces it, a sync moves its version, a revoke removes it', async () => {
    await given(CALENDAR_FEED_STREAM, [feedCreated('f1', 'h1')]);
    expect(await db.sql`select feed_key, token_hash, version from calendar_feeds`).toEqual([{ feed_key: 'f1', token_hash: 'h1', version: 1 }]);
    const at = await given(CALENDAR_FEED_STREAM, [{ type: 'CalendarFeedSynced', data: { feedKey: 'f1' } }]);
    const [synced] = await db.sql`select version, synced_at from calendar_feeds`;
    expect(synced!.version).toBe(2);
    expect(synced!.synced_at.toISOString()).toBe(at);
    await given(CALENDAR_FEED_STREAM, [{ type: 'CalendarFeedRevoked', data: { feedKey: 'f1' } }, feedCreated('f2', 'h2')]);
    expect(await db.sql`select feed_key, token_hash from calendar_feeds`).toEqual([{ feed_key: 'f2', token_hash: 'h2' }]);
    await given(CALENDAR_FEED_STREAM, [{ type: 'CalendarFeedRevoked', data: { feedKey: 'f2' } }]);
    expect(await db.sql`select * from calendar_feeds`).toEqual([]);
    await given(CALENDAR_FEED_STREAM, [feedCreated('f3', 'h3')]);
  });
});

describe('rebuilding', () => {
  it('gives the same rows as live, also after an erasure of personal data', async () => {
    const live = await allRows();
    await harness.runner.rebuild('calendar');
    expect(await allRows()).toEqual(live);
    await given(bookingStreamId('b5'), [created('b5', { fullName: 'Pat Private' })]);
    expect(await row('b5')).toMatchObject({ first_name: 'Pat', rego: 'ABC123' });
    await (harness.store as SqlEventStore).vault.erase([bookingStreamId('b5')]);
    await harness.runner.rebuild('calendar');
    const erased = await row('b5');
    expect(JSON.stringify(erased)).not.toContain('Pat');
    expect(erased).toMatchObject({ first_name: '', rego: null });
  });
});
