import { readFile } from 'node:fs/promises';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { todayIn } from '@detailing/schema';
import { HttpSession, startTestApp, type TestApp } from '../../infra/testing/app.js';
import { createServices } from '../../infra/testing/catalog.js';
import { imageFixtures } from '../../infra/testing/fixtures/images/index.js';
import { until } from '../../infra/testing/until.js';
import { openSocket } from '../../infra/testing/websocket.js';

let app: TestApp;
let admin: HttpSession;
let serviceIds: number[];
const fixture = (name: keyof typeof imageFixtures) => readFile(imageFixtures[name]);
const dataUrl = async (name: keyof typeof imageFixtures, type: string) => `data:${type};base64,${(await fixture(name)).toString('base64')}`;
const eventCount = async () => Number((await app.db.sql`select count(*)::int as n from events`)[0]!.n);
const eventsOf = async (id: string) =>
  (await app.db.sql`select type from events where stream_id = ${`booking-${id}`} order by stream_version`).map((r) => r.type as string);

async function newBooking(overrides: Record<string, unknown> = {}) {
  const response = await admin.request('POST', '/api/bookings', {
    fullName: 'Jo Bloggs',
    email: 'jo@example.com',
    mobile: '0400 000 000',
    date: todayIn('Australia/Melbourne'),
    time: '09:30',
    vehicleType: 'SUV 5 Seater',
    modelYear: 2025,
    vehicleRego: 'jbl123',
    serviceIds,
    ...overrides,
  });
  expect(response.status).toBe(201);
  return response.json as { id: string } & Record<string, unknown>;
}

beforeAll(async () => {
  app = await startTestApp();
  admin = new HttpSession(app.url);
  await admin.login(app.adminUsername, app.adminPassword);
  serviceIds = await createServices(admin, 2);
});
afterAll(() => app?.close());

describe('editing a booking through PATCH /api/bookings/{id}', () => {
  it('changes only the details sent, records who did it, and keeps the earlier state readable as of a past instant', async () => {
    const booking = await newBooking({ address: '1 Chapel St' });
    const before = new Date().toISOString();
    // The edit must be stamped after `before`: wait until the clock has moved past it.
    await until(() => new Date().toISOString() > before, 'the clock to pass the instant read');
    const patched = await admin.request('PATCH', `/api/bookings/${booking.id}`, { mobile: '0499 999 999', notes: 'Ring first' });
    expect(patched.status).toBe(200);
    expect(patched.json).toMatchObject({ mobile: '0499 999 999', notes: 'Ring first', address: '1 Chapel St', fullName: 'Jo Bloggs' });

    const history = await admin.graphql(`query($id: ID!) { bookingHistory(id: $id) { type actor { kind name } changes { field from to } } }`, { id: booking.id });
    const update = history.json.data.bookingHistory[1];
    expect(update.type).toBe('BookingDetailsUpdated');
    expect(update.actor).toEqual({ kind: 'user', name: 'admin' });
    expect(update.changes).toEqual(
      expect.arrayContaining([
        { field: 'mobile', from: '"0400 000 000"', to: '"0499 999 999"' },
        { field: 'notes', from: 'null', to: '"Ring first"' },
      ]),
    );

    const past = await admin.graphql(`query($id: ID!, $asOf: String) { booking(id: $id, asOf: $asOf) { mobile notes } }`, { id: booking.id, asOf: before });
    expect(past.json.data.booking).toEqual({ mobile: '0400 000 000', notes: null });
  });

  it('completes a booking once when its status becomes completed, and refuses a status that is not configured', async () => {
    const booking = await newBooking();
    const completed = await admin.request('PATCH', `/api/bookings/${booking.id}`, { status: 'completed' });
    expect(completed.json.status).toBe('completed');
    await admin.request('PATCH', `/api/bookings/${booking.id}`, { status: 'aftercare' });
    await admin.request('PATCH', `/api/bookings/${booking.id}`, { status: 'completed' });
    expect((await eventsOf(booking.id)).filter((t) => t === 'BookingCompleted')).toHaveLength(1);

    // The booking's own stream: the completion's invoice and text land elsewhere, in the background.
    const before = (await eventsOf(booking.id)).length;
    const bad = await admin.request('PATCH', `/api/bookings/${booking.id}`, { status: 'teleported', mobile: '0411' });
    expect(bad.status).toBe(400);
    expect(bad.json.message).toBe('Invalid status');
    expect((await eventsOf(booking.id)).length).toBe(before);

    // Let the completion's reaction (invoice, then the text) finish before the next test counts events.
    await until(
      async () => (await app.db.sql`select 1 from events where stream_id = ${`text-message-booking-completed-${booking.id}`} limit 1`).length > 0,
      "the completion's text to be recorded",
    );
  });

  it('rejects unknown services and out-of-range model years with the spec messages and stores nothing', async () => {
    const booking = await newBooking();
    const before = await eventCount();
    const unknown = await admin.request('PATCH', `/api/bookings/${booking.id}`, { serviceIds: [999] });
    expect(unknown.status).toBe(400);
    expect(unknown.json.message).toBe('Unknown service: 999');
    for (const [modelYear, message] of [
      [1989, 'Model year must be 1990 or later'],
      [2031, 'Model year cannot be greater than 2030'],
    ] as const) {
      const response = await admin.request('PATCH', `/api/bookings/${booking.id}`, { modelYear });
      expect(response.status).toBe(400);
      expect(response.json.message).toBe(message);
    }
    const wrongTypes = await admin.request('PATCH', `/api/bookings/${booking.id}`, { serviceIds: 'one', termsAccepted: 'yes' });
    expect(wrongTypes.status).toBe(400);
    expect(await eventCount()).toBe(before);
  });

  it('answers 404 for a booking that does not exist', async () => {
    const response = await admin.request('PATCH', '/api/bookings/00000000-0000-0000-0000-000000000000', { notes: 'x' });
    expect(response.status).toBe(404);
    expect(response.json.message).toBe('Booking not found');
  });
});

describe('photos', () => {
  it('stores real images (JPEG, PNG, HEIC) cleaned of metadata, reports every other file as failed, and serves them only to admins', async () => {
    const booking = await newBooking();
    const before = await eventCount();
    const response = await admin.upload(
      `/api/bookings/${booking.id}/photos`,
      [
        { field: 'photos', name: 'front.jpg', bytes: await fixture('orientedGpsJpeg') },
        { field: 'photos', name: 'side.png', bytes: await fixture('transparentPng') },
        { field: 'photos', name: 'iphone.heic', bytes: await fixture('heic') },
        { field: 'photos', name: 'photo.jpg', bytes: await fixture('textNamedJpg') },
        { field: 'photos', name: 'shell.jpg', bytes: await fixture('phpAppendedJpeg') },
        { field: 'photos', name: 'huge.png', bytes: await fixture('pixelFloodPng') },
      ],
      { photoType: 'before' },
    );
    expect(response.status).toBe(200);
    expect(response.json.uploaded).toHaveLength(3);
    expect(response.json.failed.map((f: { filename: string }) => f.filename)).toEqual(['photo.jpg', 'shell.jpg', 'huge.png']);
    expect(response.json.failed[0].reason).toBe('Invalid file type ... Please upload JPG, JPEG, PNG, or HEIC image files only.');
    expect(await eventCount()).toBe(before + 1);

    const listed = await admin.request('GET', `/api/bookings/${booking.id}/photos/before`);
    expect(listed.json.photos).toHaveLength(3);
    expect(listed.json.photos[0]).toEqual({ url: expect.stringMatching(/^\/api\/nas-photo\?path=/), path: expect.stringMatching(/^\/customer-cars\//) });

    const image = await admin.fetchBytes(listed.json.photos[0].url);
    expect(image.status).toBe(200);
    expect(image.headers.get('content-type')).toBe('image/jpeg');
    expect(image.headers.get('x-content-type-options')).toBe('nosniff');
    expect((await sharp(image.bytes).metadata()).exif).toBeUndefined();
    const thumbnail = await admin.fetchBytes(`${listed.json.photos[0].url}&size=thumbnail`);
    expect(thumbnail.status).toBe(200);

    // Its ETag is its blob id, the same on every replica; one the caller has is answered 304, without the bytes.
    const blobId = listed.json.photos[0].path.split('/').pop();
    expect(image.headers.get('etag')).toBe(`"${blobId}"`);
    expect(image.headers.get('cache-control')).toBe('no-store');
    const unchanged = await admin.request('GET', listed.json.photos[0].url, undefined, { 'if-none-match': `"${blobId}"` });
    expect(unchanged.status).toBe(304);
    expect(unchanged.text).toBe('');
    expect(unchanged.headers.get('etag')).toBe(`"${blobId}"`);
    expect(unchanged.headers.get('x-content-type-options')).toBe('nosniff');
    expect((await admin.request('GET', listed.json.photos[0].url, undefined, { 'if-none-match': '"something else"' })).status).toBe(200);

    // Nobody but an admin or the owning customer: the same 404 as a photo that does not exist, knowing its ETag or not.
    const anonymous = await new HttpSession(app.url).fetchBytes(listed.json.photos[0].url);
    expect(anonymous.status).toBe(404);
    expect((await new HttpSession(app.url).request('GET', listed.json.photos[0].url, undefined, { 'if-none-match': `"${blobId}"` })).status).toBe(404);
    const missing = listed.json.photos[0].url.replace(blobId.slice(0, 64), 'd'.repeat(64));
    expect((await admin.request('GET', missing, undefined, { 'if-none-match': `"${'d'.repeat(64)}.jpg"` })).status).toBe(404);

    const retried = await admin.upload(`/api/bookings/${booking.id}/photos`, [{ field: 'photos', name: 'front.jpg', bytes: await fixture('orientedGpsJpeg') }], {
      photoType: 'before',
    });
    expect(retried.status).toBe(200);
    expect((await admin.request('GET', `/api/bookings/${booking.id}/photos/before`)).json.photos).toHaveLength(3);
  });

  it('answers 400 with the reason when no file of an upload is a real image, and stores nothing', async () => {
    const booking = await newBooking();
    const before = await eventCount();
    const response = await admin.upload(`/api/bookings/${booking.id}/photos`, [{ field: 'photos', name: 'photo.jpg', bytes: await fixture('textNamedJpg') }], {
      photoType: 'before',
    });
    expect(response.status).toBe(400);
    expect(response.json).toMatchObject({ message: 'Invalid file type ... Please upload JPG, JPEG, PNG, or HEIC image files only.', uploaded: [] });
    expect(await eventCount()).toBe(before);
    const wrongType = await admin.upload(`/api/bookings/${booking.id}/photos`, [{ field: 'photos', name: 'a.png', bytes: await fixture('transparentPng') }], {
      photoType: 'sideways',
    });
    expect(wrongType.status).toBe(400);
    expect(wrongType.json.message).toBe('photoType must be before or after');
  });

  it('refuses more than 10 photos at once with the spec message and stores nothing', async () => {
    const booking = await newBooking();
    const before = await eventCount();
    const bytes = await fixture('transparentPng');
    const files = Array.from({ length: 11 }, (_, i) => ({ field: 'photos', name: `p${i}.png`, bytes }));
    const response = await admin.upload(`/api/bookings/${booking.id}/photos`, files, { photoType: 'after' });
    expect(response.status).toBe(400);
    expect(response.json.message).toBe('Too many photos. Please select 10 photos or fewer at a time...');
    expect(await eventCount()).toBe(before);
  });

  it('removes a photo when the photos tab saves a list without it; the removed photo can no longer be read', async () => {
    const booking = await newBooking();
    const uploaded = await admin.upload(
      `/api/bookings/${booking.id}/photos`,
      [
        { field: 'photos', name: 'a.png', bytes: await fixture('transparentPng') },
        { field: 'photos', name: 'b.webp', bytes: await fixture('webp') },
      ],
      { photoType: 'after' },
    );
    const [keep, drop] = uploaded.json.uploaded as { path: string; url: string }[];
    const saved = await admin.request('PATCH', `/api/bookings/${booking.id}`, { afterPhotos: JSON.stringify([keep!.path]) });
    expect(saved.json.afterPhotos.map((p: { path: string }) => p.path)).toEqual([keep!.path]);
    expect((await admin.fetchBytes(drop!.url)).status).toBe(404);
    const unknown = await admin.request('PATCH', `/api/bookings/${booking.id}`, { afterPhotos: JSON.stringify(['/customer-cars/x/after/y']) });
    expect(unknown.status).toBe(400);
  });

  it.each([
    ['/etc/passwd'],
    ['/customer-cars/../../etc/passwd'],
    ['/customer-cars/00000000-0000-0000-0000-000000000000/before/../../x.jpg'],
    ['customer-cars/a/b/c'],
  ])('refuses the photo path %s with 400', async (path) => {
    const response = await admin.request('GET', `/api/nas-photo?path=${encodeURIComponent(path)}`);
    expect(response.status).toBe(400);
    expect(response.json.message).toBe('Invalid photo path');
  });
});

describe('the courtesy car agreement', () => {
  it('stores licence images and the drawn signature as private images and records the typed name and acceptance time', async () => {
    const booking = await newBooking();
    const saved = await admin.request('PATCH', `/api/bookings/${booking.id}`, {
      licenseFrontPhoto: await dataUrl('orientedGpsJpeg', 'image/jpeg'),
      licenseBackPhoto: await dataUrl('transparentPng', 'image/png'),
      digitalSignature: 'Josephine Bloggs',
      signatureCanvas: await dataUrl('signaturePng', 'image/png'),
      termsAccepted: true,
      termsAcceptedAt: '2001-01-01T00:00:00.000Z',
    });
    expect(saved.status).toBe(200);
    expect(saved.json).toMatchObject({
      digitalSignature: 'Josephine Bloggs',
      termsAccepted: true,
      licenseFrontPhoto: `/api/bookings/${booking.id}/licence/front`,
      signatureCanvas: `/api/bookings/${booking.id}/signature`,
    });
    expect(Date.parse(saved.json.termsAcceptedAt)).toBeGreaterThan(Date.parse('2026-01-01'));

    for (const url of [saved.json.licenseFrontPhoto, saved.json.licenseBackPhoto, saved.json.signatureCanvas]) {
      const image = await admin.fetchBytes(url);
      expect(image.status).toBe(200);
      expect(image.headers.get('cache-control')).toBe('no-store');
      expect(image.headers.get('x-content-type-options')).toBe('nosniff');
      expect((await new HttpSession(app.url).fetchBytes(url)).status).toBe(401);
    }
    const full = await admin.request('GET', `/api/bookings/${booking.id}/full`);
    expect(JSON.stringify(full.json)).not.toMatch(/data:image/);
    const events = await app.db.sql`select data::text as data from events where stream_id = ${`booking-${booking.id}`}`;
    expect(events.map((e) => e.data as string).join()).not.toMatch(/base64/);
  });

  it('accepts a licence photo far larger than the usual 1 MB request body, and never serves it as a public blob', async () => {
    const booking = await newBooking();
    const noise = await sharp(Buffer.from(Array.from({ length: 1200 * 900 * 3 }, (_, i) => (i * 7919) % 251)), { raw: { width: 1200, height: 900, channels: 3 } })
      .jpeg({ quality: 100 })
      .toBuffer();
    expect(noise.length).toBeGreaterThan(1024 * 1024);
    const saved = await admin.request('PATCH', `/api/bookings/${booking.id}`, { licenseFrontPhoto: `data:image/jpeg;base64,${noise.toString('base64')}` });
    expect(saved.status).toBe(200);
    const [row] = await app.db.sql`select licence_front_blob from bookings where id = ${booking.id}`;
    expect((await admin.fetchBytes(`/api/blobs/${row!.licence_front_blob}`)).status).toBe(404);
    // Nor does naming it as an ETag tell that it is stored: the same 404, never a 304.
    const conditional = await admin.request('GET', `/api/blobs/${row!.licence_front_blob}`, undefined, { 'if-none-match': `"${row!.licence_front_blob}"` });
    expect(conditional.status).toBe(404);
  });

  it("refuses a licence file that is not an image with the spec message and stores nothing", async () => {
    const booking = await newBooking();
    const before = await eventCount();
    const response = await admin.request('PATCH', `/api/bookings/${booking.id}`, {
      licenseFrontPhoto: `data:image/jpeg;base64,${Buffer.from('this is not an image at all').toString('base64')}`,
    });
    expect(response.status).toBe(400);
    expect(response.json.message).toBe("Please upload only images for driver's license");
    expect(await eventCount()).toBe(before);
  });
});

describe('deleting a booking', () => {
  it('removes it from every list, tells live clients whose booking went, and keeps its history for auditors', async () => {
    const booking = await newBooking({ fullName: 'Dee Leted' });
    const socket = await openSocket(`${app.url.replace('http', 'ws')}/ws`, { cookie: admin.cookie, origin: app.url });
    const message = new Promise<{ type: string; data: { id: string; fullName: string } }>((resolve) =>
      socket.on('message', (raw) => {
        const parsed = JSON.parse(String(raw));
        if (parsed.type === 'booking_deleted') resolve(parsed);
      }),
    );
    expect((await admin.request('DELETE', `/api/bookings/${booking.id}`)).status).toBe(200);
    expect(await message).toMatchObject({ type: 'booking_deleted', data: { id: booking.id, fullName: 'Dee Leted' } });
    socket.close();

    const list = await admin.request('GET', '/api/bookings');
    expect(list.json.map((b: { id: string }) => b.id)).not.toContain(booking.id);
    expect((await admin.request('GET', `/api/bookings/${booking.id}/full`)).status).toBe(404);
    expect((await admin.request('DELETE', `/api/bookings/${booking.id}`)).status).toBe(404);
    const history = await admin.graphql(`query($id: ID!) { bookingHistory(id: $id) { type } }`, { id: booking.id });
    expect(history.json.data.bookingHistory.map((e: { type: string }) => e.type)).toEqual(['BookingCreated', 'BookingDeleted']);
  });
});

describe('reads for the dashboard, calendar and customer search', () => {
  it("counts today's bookings in the business time zone and gives zero report figures unless both dates are set", async () => {
    const summary = await admin.graphql(`{ dashboardSummary { todaysBookings weeklyRevenue newCustomers } todaysBookings { id } }`);
    expect(summary.json.data.dashboardSummary.todaysBookings).toBe(summary.json.data.todaysBookings.length);
    expect(summary.json.data.dashboardSummary.todaysBookings).toBeGreaterThan(0);
    const today = todayIn('Australia/Melbourne');
    const report = await admin.graphql(`query($s: String, $e: String) { dashboardReport(startDate: $s, endDate: $e) { totalRevenue totalBookings newCustomers } }`, {
      s: today,
      e: today,
    });
    expect(report.json.data.dashboardReport.totalBookings).toBe(summary.json.data.dashboardSummary.todaysBookings);
    const halfOpen = await admin.graphql(`query($s: String) { dashboardReport(startDate: $s) { totalRevenue totalBookings newCustomers } }`, { s: today });
    expect(halfOpen.json.data.dashboardReport).toEqual({ totalRevenue: 0, totalBookings: 0, newCustomers: 0 });
  });

  it('gives calendar bookings end times from service durations', async () => {
    const booking = await newBooking({ date: '2027-03-01', time: '08:00' });
    const calendar = await admin.graphql(`{ calendarBookings(from: "2027-03-01", to: "2027-03-01") { id endTime durationHours services { name } } }`);
    expect(calendar.json.data.calendarBookings).toEqual([
      { id: booking.id, endTime: '11:00', durationHours: 3, services: [{ name: 'Detail package 1' }, { name: 'Detail package 2' }] },
    ]);
  });

  it('never counts a placeholder booking (date 1900-01-01) as a booking: not listed, not in ranges, no customer from it alone', async () => {
    const placeholder = await newBooking({ date: '1900-01-01', fullName: 'Pia Placeholder', email: 'pia@example.com' });
    const list = await admin.request('GET', '/api/bookings');
    expect(list.json.map((b: { id: string }) => b.id)).not.toContain(placeholder.id);
    const range = await admin.graphql(`{ calendarBookings(from: "1899-01-01", to: "1901-01-01") { id } dashboardReport(startDate: "1899-01-01", endDate: "1901-01-01") { totalBookings } }`);
    expect(range.json.data.calendarBookings).toEqual([]);
    expect(range.json.data.dashboardReport.totalBookings).toBe(0);
    expect((await admin.request('GET', '/api/customers?search=Pia')).json).toEqual([]);
  });

  it('finds customers known from bookings by name, email, mobile or registration, from 2 characters', async () => {
    await newBooking({ fullName: 'Zed Searchable', email: 'zed@example.com', vehicleRego: 'ZZZ999' });
    const one = await admin.request('GET', '/api/customers?search=Z');
    expect(one.json).toEqual([]);
    for (const search of ['Zed', 'zed@ex', 'zzz9']) {
      const found = await admin.request('GET', `/api/customers?search=${encodeURIComponent(search)}`);
      expect(found.json.map((c: { email: string }) => c.email)).toEqual(['zed@example.com']);
    }
    expect((await admin.request('GET', '/api/customers')).json.length).toBeGreaterThan(1);
  });
});
