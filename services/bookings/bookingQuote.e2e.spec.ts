import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Temporal } from 'temporal-polyfill';
import { todayIn } from '@detailing/schema';
import { startApp } from '../../infra/app.js';
import { HttpSession, startTestApp, type TestApp } from '../../infra/testing/app.js';
import { until } from '../../infra/testing/until.js';
import { wizardBooking } from './testing/wizard.js';

// The quoted price holds: a booking records what its services cost when it was made, and a later
// change of the catalog's prices leaves it, its portal view and its invoice alone.

let app: TestApp;
let admin: HttpSession;
/** Two services of our own: UTE prices $130 and $260, Sedan/Hatch $100 each (no model-year tiers, so the base price holds for every year). */
let wash: number;
let polish: number;

const ZONE = 'Australia/Melbourne';
const inDays = (days: number) => Temporal.PlainDate.from(todayIn(ZONE)).add({ days }).toString();
const QUOTE_FIELDS = `quote { items { serviceId name priceCents durationHours } totalCents }`;

async function createService(name: string, priceUte: number): Promise<number> {
  const response = await admin.request('POST', '/api/services', { name, description: `${name}, by hand`, priceSedanHatch: 100, priceSuv5: 110, priceSuv7: 120, priceUte, durationHours: 1.5 });
  expect(response.status, response.text).toBe(201);
  return response.json.id;
}

async function setUtePrice(serviceId: number, priceUte: number) {
  const response = await admin.request('PUT', `/api/services/${serviceId}`, { priceUte });
  expect(response.status, response.text).toBe(200);
}

async function book(overrides: Record<string, unknown> = {}) {
  const response = await admin.request('POST', '/api/bookings', {
    fullName: 'Quinn Quoted',
    email: `quinn.${randomUUID()}@example.com`,
    mobile: '0400 000 000',
    date: inDays(14),
    time: '10:00',
    vehicleType: 'UTE',
    modelYear: 2024,
    vehicleRego: `Q${randomUUID().slice(0, 5)}`,
    serviceIds: [wash, polish],
    ...overrides,
  });
  expect(response.status).toBe(201);
  return response.json as { id: string; email: string; vehicleRego: string } & Record<string, unknown>;
}

const full = async (id: string) => (await admin.request('GET', `/api/bookings/${id}/full`)).json;

beforeAll(async () => {
  app = await startTestApp();
  admin = new HttpSession(app.url);
  await admin.login(app.adminUsername, app.adminPassword);
  wash = await createService('Quote wash', 130);
  polish = await createService('Quote polish', 260);
});
afterAll(() => app?.close());

const quoteAt = (washCents: number, polishCents: number) => ({
  items: [
    { serviceId: wash, name: 'Quote wash', priceCents: washCents, durationHours: 1.5 },
    { serviceId: polish, name: 'Quote polish', priceCents: polishCents, durationHours: 1.5 },
  ],
  totalCents: washCents + polishCents,
});

describe('the quoted price of a booking', () => {
  it('is recorded at creation and holds through a catalog price change and a change of date, time, notes or status', async () => {
    const booking = await book();
    expect(booking).toMatchObject({ quote: quoteAt(13_000, 26_000), quotedTotal: 390 });

    await setUtePrice(wash, 150);
    try {
      const moved = await admin.request('PATCH', `/api/bookings/${booking.id}`, { date: inDays(15), time: '11:30', notes: 'Ring first', status: 'approved' });
      expect(moved.status).toBe(200);
      expect(moved.json).toMatchObject({ date: inDays(15), quote: quoteAt(13_000, 26_000), quotedTotal: 390 });

      // Every way a booking is read says the same: REST's record, its list, GraphQL's booking and list.
      expect(await full(booking.id)).toMatchObject({ quote: quoteAt(13_000, 26_000), quotedTotal: 390 });
      const listed = ((await admin.request('GET', '/api/bookings')).json as { id: string }[]).find((b) => b.id === booking.id);
      expect(listed).toMatchObject({ quote: quoteAt(13_000, 26_000), quotedTotal: 390 });
      expect((listed as unknown as { services: { price: number }[] }).services.map((s) => s.price)).toEqual([130, 260]);
      const graphql = await admin.graphql(`query($id: ID!) { booking(id: $id) { ${QUOTE_FIELDS} services { price } } bookings { id ${QUOTE_FIELDS} } }`, { id: booking.id });
      expect(graphql.json.errors).toBeUndefined();
      expect(graphql.json.data.booking).toEqual({ quote: quoteAt(13_000, 26_000), services: [{ price: 130 }, { price: 260 }] });
      expect(graphql.json.data.bookings.find((b: { id: string }) => b.id === booking.id).quote).toEqual(quoteAt(13_000, 26_000));
    } finally {
      await setUtePrice(wash, 130);
    }
  });

  it('is re-quoted at today’s catalog when the services, the vehicle type or the model year change, and the history shows it', async () => {
    const booking = await book({ serviceIds: [wash] });
    await setUtePrice(wash, 140);
    try {
      const more = await admin.request('PATCH', `/api/bookings/${booking.id}`, { serviceIds: [wash, polish] });
      expect(more.json).toMatchObject({ quote: quoteAt(14_000, 26_000), quotedTotal: 400 });
      const sedan = await admin.request('PATCH', `/api/bookings/${booking.id}`, { vehicleType: 'Sedan/Hatch' });
      expect(sedan.json).toMatchObject({ quote: quoteAt(10_000, 10_000), quotedTotal: 200 });

      const history = await admin.graphql(`query($id: ID!) { bookingHistory(id: $id) { type changes { field } } }`, { id: booking.id });
      const fields = history.json.data.bookingHistory.map((entry: { changes: { field: string }[] }) => entry.changes.map((c) => c.field));
      expect(fields[1]).toEqual(expect.arrayContaining(['serviceIds', 'quote']));
      expect(fields[2]).toEqual(expect.arrayContaining(['vehicleType', 'quote']));
    } finally {
      await setUtePrice(wash, 130);
    }
  });

  it('is what the completion invoice bills, not today’s catalog', async () => {
    const booking = await book();
    await setUtePrice(polish, 300);
    try {
      await admin.request('PATCH', `/api/bookings/${booking.id}`, { status: 'completed' });
      const invoice = await until(async () => {
        const all = (await admin.request('GET', '/api/invoices')).json as { bookingId: string | null; items: { name: string; price: number; total: number }[]; totalAmount: number }[];
        return all.find((i) => i.bookingId === booking.id);
      }, "the completed booking's invoice");
      expect(invoice.items.map((i) => [i.name, i.price, i.total])).toEqual([
        ['Quote wash', 130, 130],
        ['Quote polish', 260, 260],
      ]);
      expect(invoice.totalAmount).toBe(390);
    } finally {
      await setUtePrice(polish, 260);
    }
  });

  it('is what the customer’s portal shows', async () => {
    const booking = await book();
    await setUtePrice(wash, 999);
    try {
      const portal = new HttpSession(app.url);
      const signIn = await portal.request('POST', '/api/customer/login', { vehicleRego: booking.vehicleRego, email: booking.email });
      expect(signIn.status).toBe(200);
      const mine = (await portal.request('GET', '/api/customer/bookings')).json as { id: string; totalPrice: number; services: { name: string; price: number }[] }[];
      const shown = mine.find((b) => b.id === booking.id)!;
      expect(shown.totalPrice).toBe(390);
      expect(shown.services.map((s) => [s.name, s.price])).toEqual([
        ['Quote wash', 130],
        ['Quote polish', 260],
      ]);
    } finally {
      await setUtePrice(wash, 130);
    }
  });

  it('comes back with a wizard booking, for its confirmation to show', async () => {
    const visitor = new HttpSession(app.url);
    const availability = (await visitor.request('GET', '/api/bookings/availability')).json as { dates: string[] };
    const free = availability.dates.at(-1)!;
    const response = await visitor.request('POST', '/api/bookings', wizardBooking(free, [wash], { vehicleType: 'UTE', modelYear: 2024, email: `wiz.${randomUUID()}@example.com` }));
    expect(response.status, response.text).toBe(201);
    expect(response.json).toMatchObject({ quote: { items: [{ serviceId: wash, name: 'Quote wash', priceCents: 13_000, durationHours: 1.5 }], totalCents: 13_000 }, quotedTotal: 130 });
  });
});

describe('the quote backfill of bookings from before quotes', () => {
  /** A booking as the product wrote it before quotes: BookingCreated at version 2, stored plain, at `occurredAt`. */
  async function legacyBooking(serviceIds: number[], occurredAt: string): Promise<string> {
    const bookingId = randomUUID();
    const data = {
      bookingId,
      customerId: null,
      fullName: 'Olive Older',
      email: `olive.${bookingId}@example.com`,
      mobile: '0412 345 678',
      address: null,
      date: inDays(20),
      time: '09:00',
      vehicleType: 'UTE',
      modelYear: 2024,
      vehicleRego: null,
      serviceIds,
      notes: null,
      status: 'approved',
      termsAccepted: false,
      termsAcceptedAt: null,
      source: 'admin',
    };
    const metadata = { commandId: `legacy-${bookingId}`, actor: { kind: 'user', id: null, name: 'admin' }, correlationId: `legacy-${bookingId}`, causationId: null, occurredAt, schemaVersion: 2 };
    await app.db.sql`
      insert into events (event_id, stream_id, stream_version, type, data, metadata)
      values (${randomUUID()}, ${`booking-${bookingId}`}, 1, 'BookingCreated', ${app.db.sql.json(data)}, ${app.db.sql.json(metadata)})`;
    return bookingId;
  }

  it('prices each at the catalog as it stood when it was made, once, however many processes start together', async () => {
    const madeAt = new Date().toISOString();
    await until(() => new Date().toISOString() > madeAt, 'the clock to pass the booking’s instant');
    const old = await legacyBooking([wash, polish], madeAt);
    // The catalog's prices change after the booking was made, before the backfill runs.
    await setUtePrice(wash, 175);
    try {
      await until(async () => (await full(old)).id === old, 'the legacy booking in the read model');
      // Read before the backfill: no quote recorded yet, the shared rule at today's catalog shows it.
      // (This process's own start ran the backfill before the booking existed.)
      const before = await full(old);
      expect(before).toMatchObject({ quote: null, quotedTotal: null });

      // Two API processes start together on the same database; each runs the backfill.
      const starts = [0, 1].map(() => startApp(app.config, { roles: ['api'], db: app.db, log: () => {} }));
      const processes = await Promise.all(starts);
      try {
        await until(async () => (await full(old)).quote, 'the backfilled quote');
        expect(await full(old)).toMatchObject({ quote: quoteAt(13_000, 26_000), quotedTotal: 390 });
        const recorded = await app.db.sql`select count(*)::int as n from events where stream_id = ${`booking-${old}`} and type = 'BookingQuoteRecorded'`;
        expect(recorded[0]!.n).toBe(1);
      } finally {
        await Promise.all(processes.map((p) => p.close()));
      }
    } finally {
      await setUtePrice(wash, 130);
    }
  });
});
