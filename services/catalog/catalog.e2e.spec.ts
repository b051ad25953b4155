import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { crc32 } from 'node:zlib';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { starterServices } from '@detailing/schema';
import { HttpSession, startTestApp, type TestApp } from '../../infra/testing/app.js';
import { SqlBlobStore } from '../blobs/SqlBlobStore.js';
import { createUser } from '../identity/users.js';
import { findServicesByIds, isConfiguredStatus } from './queries.js';

let app: TestApp;
let dataDir: string;
let admin: HttpSession;
let customer: HttpSession;
let anonymous: HttpSession;

const service = {
  name: 'Full Detail',
  description: 'Inside and out, hand finished',
  priceSedanHatch: 89.5,
  priceSuv5: 99,
  priceSuv7: 109.99,
  priceUte: 119,
  priceSedanHatch2025: 95,
  durationHours: 2.5,
};

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'catalog-e2e-'));
  app = await startTestApp({ env: { DATA_DIR: dataDir } });
  admin = new HttpSession(app.url);
  await admin.login(app.adminUsername, app.adminPassword);
  await createUser(app.db.sql, { username: 'carla', password: 'customer-pass', role: 'customer' });
  customer = new HttpSession(app.url);
  await customer.login('carla', 'customer-pass');
  anonymous = new HttpSession(app.url);
});
afterAll(async () => {
  await app?.close();
  await rm(dataDir, { recursive: true, force: true });
});

const eventCount = async () => Number((await app.db.sql`select count(*)::int as n from events`)[0]!.n);
const createService = async (body: Record<string, unknown> = {}) => {
  const response = await admin.request('POST', '/api/services', { ...service, ...body });
  expect(response.status).toBe(201);
  return response.json as { id: number; name: string; serviceImage: string | null };
};
const dataUrl = (bytes: Buffer, type = 'image/png') => `data:${type};base64,${bytes.toString('base64')}`;
const png = () => sharp({ create: { width: 8, height: 8, channels: 3, background: '#3366cc' } }).png().toBuffer();

/** A PNG whose header claims 20000×20000 pixels: a decompression bomb in a few bytes. */
function pixelFlood(): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(20_000, 0);
  header.writeUInt32BE(20_000, 4);
  header.set([8, 2, 0, 0, 0], 8);
  return Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), chunk('IHDR', header), chunk('IEND', Buffer.alloc(0))]);
}

describe('admin-only catalog paths', () => {
  const adminPaths: [string, string, unknown?][] = [
    ['GET', '/api/admin/services'],
    ['POST', '/api/services', service],
    ['PUT', '/api/services/1', { name: 'Renamed' }],
    ['DELETE', '/api/services/1'],
    ['GET', '/api/settings/statuses'],
    ['POST', '/api/settings/statuses', { statuses: [] }],
    ['GET', '/api/vehicle-types?all=true'],
    ['POST', '/api/vehicle-types', { name: 'Van' }],
    ['PUT', '/api/vehicle-types/ute', { isActive: false }],
    ['DELETE', '/api/vehicle-types/ute'],
  ];

  it.each(adminPaths)('%s %s answers 401 without a session and 403 to a customer, changing nothing', async (method, urlPath, body) => {
    const before = await eventCount();
    expect((await anonymous.request(method, urlPath, body)).status).toBe(401);
    expect((await customer.request(method, urlPath, body)).status).toBe(403);
    expect(await eventCount()).toBe(before);
  });
});

describe('services', () => {
  const firstNew = starterServices.length + 1;
  let created: number;

  it("creates a service with 201, numbering on after the starter catalog's and answering in dollars with the defaults filled in", async () => {
    const first = await admin.request('POST', '/api/services', service);
    expect(first.status).toBe(201);
    created = first.json.id;
    expect(first.json).toEqual({
      id: firstNew,
      name: 'Full Detail',
      description: 'Inside and out, hand finished',
      priceSedanHatch: 89.5,
      priceSuv5: 99,
      priceSuv7: 109.99,
      priceUte: 119,
      priceSedanHatch2025: 95,
      priceSuv52025: 0,
      priceSuv72025: 0,
      priceUte2025: 0,
      priceSedanHatchPre2025: 0,
      priceSuv5Pre2025: 0,
      priceSuv7Pre2025: 0,
      priceUtePre2025: 0,
      durationHours: 2.5,
      active: true,
      showOnBookingForm: true,
      serviceImage: null,
      deleted: false,
      createdAt: expect.any(String),
      updatedAt: expect.any(String),
      version: 1,
    });
    expect((await createService({ name: 'Second' })).id).toBe(firstNew + 1);
    expect((await createService({ name: 'Third' })).id).toBe(firstNew + 2);
  });

  it('keeps prices as integer cents in the read model', async () => {
    const [record] = await findServicesByIds(app.db.sql, [created]);
    expect(record).toMatchObject({ priceSedanHatch: 8950, priceSuv7: 10999, priceSedanHatch2025: 9500 });
  });

  it("accepts the booking form's quick 'Add New Service' body with a 1 hour duration", async () => {
    const name = 'Ceramic Coat';
    const response = await admin.request('POST', '/api/services', {
      name,
      description: 'Custom service: ' + name,
      priceSedanHatch: 300,
      priceSuv5: 0,
      priceSuv7: 0,
      priceUte: 0,
      active: true,
    });
    expect(response.status).toBe(201);
    expect(response.json).toMatchObject({ name, description: 'Custom service: Ceramic Coat', priceSedanHatch: 300, durationHours: 1, showOnBookingForm: true });
  });

  it.each([
    [{ name: 'X' }, 'Service name must be at least 2 characters'],
    [{ description: 'Wax' }, 'Description must be at least 5 characters'],
    [{ priceSuv5: -1 }, 'Price must be a positive number'],
    [{ priceUte: 'lots' }, 'Price must be a positive number'],
    [{ priceSuv7Pre2025: -0.5 }, 'Price must be a positive number'],
    [{ durationHours: 0.2 }, 'Duration must be at least 15 minutes'],
    [{ durationHours: 9 }, 'Duration cannot exceed 8 hours'],
    [{ serviceImage: `data:image/jpeg;base64,${Buffer.from('just some text, named photo.jpg').toString('base64')}` }, 'Please upload only image files'],
    [{ serviceImage: 'data:image/png;base64,' + pixelFlood().toString('base64') }, 'Please upload only image files'],
    [{ serviceImage: '/api/blobs/' + 'a'.repeat(64) + '.png' }, 'Please upload only image files'],
  ])('rejects %j with 400 and "%s", storing nothing', async (change, message) => {
    const before = await eventCount();
    const response = await admin.request('POST', '/api/services', { ...service, ...change });
    expect(response.status).toBe(400);
    expect(response.json.message).toBe(message);
    expect(await eventCount()).toBe(before);
  });

  it('creates one service for a request retried with the same Idempotency-Key', async () => {
    const before = await eventCount();
    const headers = { 'idempotency-key': 'catalog-retry-1' };
    const first = await admin.request('POST', '/api/services', { ...service, name: 'Once' }, headers);
    const second = await admin.request('POST', '/api/services', { ...service, name: 'Once' }, headers);
    expect(second.json.id).toBe(first.json.id);
    expect(await eventCount()).toBe(before + 1);
  });

  it('updates only the fields sent with PUT', async () => {
    const created = await createService({ name: 'Interior Only' });
    const response = await admin.request('PUT', `/api/services/${created.id}`, { priceUte: 150.25, showOnBookingForm: false });
    expect(response.status).toBe(200);
    expect(response.json).toMatchObject({ id: created.id, name: 'Interior Only', priceUte: 150.25, priceSuv5: 99, showOnBookingForm: false });
  });

  it('rejects a bad edit with the spec message and changes nothing', async () => {
    const before = await eventCount();
    const response = await admin.request('PUT', '/api/services/1', { durationHours: 8.5 });
    expect(response).toMatchObject({ status: 400, json: { message: 'Duration cannot exceed 8 hours' } });
    expect(await eventCount()).toBe(before);
  });

  it.each(['999', 'abc', '1.5'])("answers PUT and DELETE /api/services/%s with 404 'Service not found'", async (id) => {
    const before = await eventCount();
    expect(await admin.request('PUT', `/api/services/${id}`, { name: 'Nope' })).toMatchObject({ status: 404, json: { message: 'Service not found' } });
    expect(await admin.request('DELETE', `/api/services/${id}`)).toMatchObject({ status: 404, json: { message: 'Service not found' } });
    expect(await eventCount()).toBe(before);
  });

  it('shows the public and customers only services offered on the booking form, with the public fields only', async () => {
    const inactive = await createService({ name: 'Seasonal Special', active: false });
    const hidden = await createService({ name: 'Fleet Wash', showOnBookingForm: false });
    const offered = await createService({ name: 'Offered Wash' });
    for (const session of [anonymous, customer]) {
      const list = await session.request('GET', '/api/services');
      expect(list.status).toBe(200);
      const ids = list.json.map((s: { id: number }) => s.id);
      expect(ids).toContain(offered.id);
      expect(ids).not.toContain(inactive.id);
      expect(ids).not.toContain(hidden.id);
      expect(list.json.find((s: { id: number }) => s.id === offered.id)).toEqual({
        id: offered.id,
        name: 'Offered Wash',
        description: service.description,
        priceSedanHatch: 89.5,
        priceSuv5: 99,
        priceSuv7: 109.99,
        priceUte: 119,
        priceSedanHatch2025: 95,
        priceSuv52025: 0,
        priceSuv72025: 0,
        priceUte2025: 0,
        priceSedanHatchPre2025: 0,
        priceSuv5Pre2025: 0,
        priceSuv7Pre2025: 0,
        priceUtePre2025: 0,
        durationHours: 2.5,
        active: true,
        showOnBookingForm: true,
        serviceImage: null,
      });
    }
  });

  it('gives an admin every service not deleted, with all fields, on GET /api/services as on /api/admin/services', async () => {
    const inactive = await createService({ name: 'Winter Special', active: false });
    const hidden = await createService({ name: 'Dealer Prep', showOnBookingForm: false });
    const list = await admin.request('GET', '/api/services');
    expect(list.status).toBe(200);
    expect(list.json).toEqual((await admin.request('GET', '/api/admin/services')).json);
    expect(list.json.find((s: { id: number }) => s.id === inactive.id)).toMatchObject({ name: 'Winter Special', active: false, deleted: false, createdAt: expect.any(String) });
    expect(list.json.find((s: { id: number }) => s.id === hidden.id)).toMatchObject({ name: 'Dealer Prep', showOnBookingForm: false });
  });

  it('deletes a service: gone from both lists, yet still found by id with its name for old bookings', async () => {
    const doomed = await createService({ name: 'Engine Bay Clean' });
    const response = await admin.request('DELETE', `/api/services/${doomed.id}`);
    expect(response).toMatchObject({ status: 200, json: { message: 'Service deleted' } });
    const ids = async (session: HttpSession, urlPath: string) => (await session.request('GET', urlPath)).json.map((s: { id: number }) => s.id);
    expect(await ids(anonymous, '/api/services')).not.toContain(doomed.id);
    expect(await ids(admin, '/api/admin/services')).not.toContain(doomed.id);
    expect(await findServicesByIds(app.db.sql, [doomed.id, 1])).toMatchObject([
      { id: 1, deleted: false },
      { id: doomed.id, name: 'Engine Bay Clean', deleted: true },
    ]);
    expect(await admin.request('DELETE', `/api/services/${doomed.id}`)).toMatchObject({ status: 404, json: { message: 'Service not found' } });
  });
});

describe('service images', () => {
  it('stores an uploaded image in the blob store, re-encoded without metadata, and serves it publicly at its URL', async () => {
    const created = await createService({ name: 'Pictured', serviceImage: dataUrl(await png()) });
    expect(created.serviceImage).toMatch(/^\/api\/blobs\/[0-9a-f]{64}\.jpg$/);
    const blobId = created.serviceImage!.split('/').pop()!;
    // On PostgreSQL the blobs are in the database every replica shares, not in this process's data directory.
    expect(await readdir(dataDir)).not.toContain('blobs');
    const stored = (await new SqlBlobStore(app.db).get(blobId))!.bytes;
    expect(stored.subarray(0, 3)).toEqual(Buffer.from([0xff, 0xd8, 0xff]));
    const event = await app.db.sql`select data from events where type = 'ServiceCreated' and data->>'name' = 'Pictured'`;
    expect(event[0]!.data.serviceImageBlobId).toBe(blobId);
    const served = await fetch(app.url + created.serviceImage);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/jpeg');
    expect(served.headers.get('x-content-type-options')).toBe('nosniff');
    expect(served.headers.get('etag')).toBe(`"${blobId}"`);
    expect(Buffer.from(await served.arrayBuffer()).equals(stored)).toBe(true);
    // Its id is its content: a browser that has it is told so without the bytes.
    const unchanged = await fetch(app.url + created.serviceImage, { headers: { 'if-none-match': `"${blobId}"` } });
    expect(unchanged.status).toBe(304);
    expect(unchanged.headers.get('etag')).toBe(`"${blobId}"`);
    expect((await unchanged.arrayBuffer()).byteLength).toBe(0);
    const other = await fetch(app.url + created.serviceImage, { headers: { 'if-none-match': `"${'0'.repeat(64)}.jpg"` } });
    expect(other.status).toBe(200);
    // An id nothing shows is the same 404, conditional or not.
    const unknown = `/api/blobs/${'b'.repeat(64)}.jpg`;
    expect((await fetch(app.url + unknown)).status).toBe(404);
    expect((await fetch(app.url + unknown, { headers: { 'if-none-match': `"${'b'.repeat(64)}.jpg"` } })).status).toBe(404);
  });

  it('refuses an image with a payload appended after its end, and stores nothing', async () => {
    const before = (await app.db.sql`select count(*)::int as n from events`)[0]!.n;
    const withPayload = Buffer.concat([await png(), Buffer.from('<?php system($_GET["c"]); ?>')]);
    const response = await admin.request('POST', '/api/services', { ...service, name: 'Smuggler', serviceImage: dataUrl(withPayload) });
    expect(response.status).toBe(400);
    expect(response.json.message).toBe('File contains data after the end of the image');
    expect((await app.db.sql`select count(*)::int as n from events`)[0]!.n).toBe(before);
  });

  it('judges by content: JPEG bytes declared as PNG and WebP declared as JPEG are both accepted as the images they are', async () => {
    const jpeg = await sharp({ create: { width: 4, height: 4, channels: 3, background: '#cc0000' } }).jpeg().toBuffer();
    expect((await createService({ name: 'Mislabelled', serviceImage: dataUrl(jpeg, 'image/png') })).serviceImage).toMatch(/\.jpg$/);
    const webp = await sharp({ create: { width: 4, height: 4, channels: 3, background: '#00cc00' } }).webp().toBuffer();
    expect((await createService({ name: 'Modern Format', serviceImage: dataUrl(webp, 'image/jpeg') })).serviceImage).toMatch(/\.jpg$/);
  });

  it('keeps the image when an edit sends back its URL, and removes it when sent empty', async () => {
    const created = await createService({ name: 'Kept', serviceImage: dataUrl(await png()) });
    const kept = await admin.request('PUT', `/api/services/${created.id}`, { name: 'Kept Still', serviceImage: created.serviceImage });
    expect(kept.json).toMatchObject({ name: 'Kept Still', serviceImage: created.serviceImage });
    const removed = await admin.request('PUT', `/api/services/${created.id}`, { serviceImage: '' });
    expect(removed.json.serviceImage).toBeNull();
  });
});

describe('booking statuses', () => {
  const defaults = [
    { id: 'pending', name: 'Pending', label: 'Pending', description: '' },
    { id: 'approved', name: 'Approved', label: 'Approved', description: '' },
    { id: 'ready_for_pickup', name: 'Ready for Pickup', label: 'Ready for Pickup', description: '' },
    { id: 'completed', name: 'Completed', label: 'Completed', description: '' },
    { id: 'aftercare', name: 'Aftercare', label: 'Aftercare', description: '' },
    { id: 'cancelled', name: 'Cancelled', label: 'Cancelled', description: '' },
    { id: 'create_paid_invoice', name: 'Create Paid Invoice', label: 'Create Paid Invoice', description: '' },
  ];

  it('lists the seven statuses of 000 §4, saved by the starter catalog', async () => {
    expect(await admin.request('GET', '/api/settings/statuses')).toMatchObject({ status: 200, json: defaults });
  });

  it.each([
    ['a status has no label', [...defaults, { id: 'waiting', name: 'Waiting' }], 'Please fill in all required fields'],
    ['a status id is blank', [...defaults, { id: '  ', name: 'Blank', label: 'Blank' }], 'Please fill in all required fields'],
    ['an id repeats', [...defaults, { id: 'approved', name: 'Again', label: 'Again' }], 'Status ID already exists'],
    ["'completed' is missing", defaults.filter((s) => s.id !== 'completed'), 'Cannot delete essential system statuses'],
    ["'pending' is missing", defaults.filter((s) => s.id !== 'pending'), 'Cannot delete essential system statuses'],
  ])('rejects a list where %s with 400 and the spec message, storing nothing', async (_case, statuses, message) => {
    const before = await eventCount();
    const response = await admin.request('POST', '/api/settings/statuses', { statuses });
    expect(response).toMatchObject({ status: 400, json: { message } });
    expect(await eventCount()).toBe(before);
  });

  it('replaces the list; the bookings context then accepts the new status and refuses a removed one', async () => {
    const statuses = [
      ...defaults.filter((s) => s.id !== 'aftercare'),
      { id: 'waiting_parts', name: 'Waiting Parts', label: 'Waiting for Parts', description: 'Parts on order' },
    ];
    const saved = await admin.request('POST', '/api/settings/statuses', { statuses });
    expect(saved).toMatchObject({ status: 200, json: statuses });
    // The list is saved as one: each status carries the list's version (the starter catalog saved version 1).
    expect((await admin.request('GET', '/api/settings/statuses')).json).toEqual(statuses.map((s) => ({ ...s, version: 2 })));
    expect(await isConfiguredStatus(app.db.sql, 'waiting_parts')).toBe(true);
    expect(await isConfiguredStatus(app.db.sql, 'aftercare')).toBe(false);
  });
});

describe('vehicle types', () => {
  it('lists the four of the spec to anyone, created by the starter catalog under their fixed ids', async () => {
    const response = await anonymous.request('GET', '/api/vehicle-types');
    expect(response.status).toBe(200);
    const created = expect.stringMatching(/^\d{4}-\d\d-\d\dT/);
    expect(response.json).toEqual([
      { id: 'sedan-hatch', name: 'Sedan/Hatch', description: null, isActive: true, createdAt: created, version: 1 },
      { id: 'suv-5-seater', name: 'SUV 5 Seater', description: null, isActive: true, createdAt: created, version: 1 },
      { id: 'suv-7-seater', name: 'SUV 7 Seater', description: null, isActive: true, createdAt: created, version: 1 },
      { id: 'ute', name: 'UTE', description: null, isActive: true, createdAt: created, version: 1 },
    ]);
  });

  it('adds a type as active with its creation time, and refuses a short or taken name', async () => {
    const created = await admin.request('POST', '/api/vehicle-types', { name: 'Van', description: 'Commercial vans', isActive: false });
    expect(created).toMatchObject({ status: 201, json: { id: expect.any(String), name: 'Van', description: 'Commercial vans', isActive: true, createdAt: expect.any(String) } });
    const before = await eventCount();
    expect(await admin.request('POST', '/api/vehicle-types', { name: 'V' })).toMatchObject({
      status: 400,
      json: { message: 'Vehicle type name must be at least 2 characters' },
    });
    expect(await admin.request('POST', '/api/vehicle-types', { name: ' van ' })).toMatchObject({
      status: 409,
      json: { message: 'A vehicle type with this name already exists' },
    });
    expect(await eventCount()).toBe(before);
  });

  it('edits and deactivates: inactive types leave the public list but stay in the admin one', async () => {
    const response = await admin.request('PUT', '/api/vehicle-types/suv-7-seater', { description: 'Seven seats', isActive: false });
    expect(response.json).toMatchObject({ id: 'suv-7-seater', name: 'SUV 7 Seater', description: 'Seven seats', isActive: false });
    const publicNames = (await anonymous.request('GET', '/api/vehicle-types')).json.map((t: { name: string }) => t.name);
    expect(publicNames).not.toContain('SUV 7 Seater');
    const all = (await admin.request('GET', '/api/vehicle-types?all=true')).json.map((t: { name: string }) => t.name);
    expect(all).toEqual(['Sedan/Hatch', 'SUV 5 Seater', 'SUV 7 Seater', 'UTE', 'Van']);
  });

  it("deletes a type; it is then gone everywhere and further edits get 404 'Vehicle type not found'", async () => {
    const van = (await admin.request('GET', '/api/vehicle-types?all=true')).json.find((t: { name: string }) => t.name === 'Van') as { id: string };
    expect(await admin.request('DELETE', `/api/vehicle-types/${van.id}`)).toMatchObject({ status: 200, json: { message: 'Vehicle type deleted' } });
    const all = (await admin.request('GET', '/api/vehicle-types?all=true')).json.map((t: { id: string }) => t.id);
    expect(all).not.toContain(van.id);
    expect(await admin.request('PUT', `/api/vehicle-types/${van.id}`, { name: 'Vans' })).toMatchObject({ status: 404, json: { message: 'Vehicle type not found' } });
    expect(await admin.request('DELETE', `/api/vehicle-types/${van.id}`)).toMatchObject({ status: 404 });
  });
});

describe('GraphQL catalog', () => {
  const fields = 'id name priceSedanHatch priceSuv52025 durationHours active showOnBookingForm serviceImage deleted';

  it('creates, reads, updates and deletes a service, in dollars', async () => {
    const created = await admin.graphql(`mutation ($input: ServiceInput!) { createService(input: $input) { ${fields} } }`, {
      input: { name: 'Paint Correction', description: 'Two-stage polish', priceSedanHatch: 450, priceSuv5: 500, priceSuv7: 550, priceUte: 520, priceSuv52025: 525.5 },
    });
    expect(created.json.errors).toBeUndefined();
    const id = created.json.data.createService.id;
    expect(created.json.data.createService).toMatchObject({ name: 'Paint Correction', priceSuv52025: 525.5, durationHours: 1, active: true });

    const updated = await admin.graphql(`mutation ($id: Int!) { updateService(id: $id, input: { active: false }) { id active name } }`, { id });
    expect(updated.json.data.updateService).toEqual({ id, active: false, name: 'Paint Correction' });

    const listed = await admin.graphql(`{ all: services(includeInactive: true) { id } active: services { id } }`);
    expect(listed.json.data.all).toContainEqual({ id });
    expect(listed.json.data.active).not.toContainEqual({ id });

    expect((await admin.graphql(`mutation ($id: Int!) { deleteService(id: $id) }`, { id })).json.data.deleteService).toBe(id);
    const afterDelete = await admin.graphql(`query ($id: Int!) { service(id: $id) { name deleted } }`, { id });
    expect(afterDelete.json.data.service).toEqual({ name: 'Paint Correction', deleted: true });
    expect((await anonymous.graphql(`query ($id: Int!) { service(id: $id) { name } }`, { id })).json.data.service).toBeNull();
  });

  it('lists for the public only services offered on the booking form; for an admin every active one, or every one with includeInactive', async () => {
    const inactive = await createService({ name: 'Gql Inactive', active: false });
    const hidden = await createService({ name: 'Gql Hidden', showOnBookingForm: false });
    const ids = async (session: HttpSession, query: string) => {
      const response = await session.graphql(query);
      expect(response.json.errors).toBeUndefined();
      return response.json.data.services.map((s: { id: number }) => s.id);
    };
    for (const session of [anonymous, customer]) {
      const offered = await ids(session, '{ services { id } }');
      expect(offered).toContain(1);
      expect(offered).not.toContain(inactive.id);
      expect(offered).not.toContain(hidden.id);
      const one = await session.graphql('query ($id: Int!) { service(id: $id) { id } }', { id: hidden.id });
      expect(one.json.data.service).toBeNull();
    }
    const active = await ids(admin, '{ services { id } }');
    expect(active).toContain(hidden.id);
    expect(active).not.toContain(inactive.id);
    expect(await ids(admin, '{ services(includeInactive: true) { id } }')).toEqual(expect.arrayContaining([hidden.id, inactive.id]));
  });

  it.each(['deleted', 'createdAt', 'updatedAt'])('refuses the bookkeeping field %s to the public (UNAUTHENTICATED) and customers (FORBIDDEN)', async (field) => {
    const query = `{ services { id ${field} } }`;
    expect((await anonymous.graphql(query)).json.errors[0].extensions.code).toBe('UNAUTHENTICATED');
    expect((await customer.graphql(query)).json.errors[0].extensions.code).toBe('FORBIDDEN');
    const asAdmin = await admin.graphql(query);
    expect(asAdmin.json.errors).toBeUndefined();
    expect(asAdmin.json.data.services[0]).toHaveProperty(field);
  });

  it('answers a bad service with BAD_USER_INPUT and the spec message, storing nothing', async () => {
    const before = await eventCount();
    const response = await admin.graphql(`mutation { createService(input: { name: "Ok name", description: "Long enough", priceSedanHatch: -5, priceSuv5: 1, priceSuv7: 1, priceUte: 1 }) { id } }`);
    expect(response.json.errors[0]).toMatchObject({ message: 'Price must be a positive number', extensions: { code: 'BAD_USER_INPUT' } });
    expect(await eventCount()).toBe(before);
  });

  it('refuses admin operations without a session (UNAUTHENTICATED) and to a customer (FORBIDDEN)', async () => {
    const operations = [
      `{ services(includeInactive: true) { id } }`,
      `{ vehicleTypes(includeInactive: true) { id } }`,
      `{ bookingStatuses { id } }`,
      `mutation { createService(input: { name: "Nope" }) { id } }`,
      `mutation { updateService(id: 1, input: { name: "Nope" }) { id } }`,
      `mutation { deleteService(id: 1) }`,
      `mutation { createVehicleType(input: { name: "Bus" }) { id } }`,
      `mutation { updateVehicleType(id: "sedan-hatch", input: { isActive: false }) { id } }`,
      `mutation { deleteVehicleType(id: "sedan-hatch") }`,
      `mutation { saveBookingStatuses(statuses: []) { id } }`,
    ];
    const before = await eventCount();
    for (const operation of operations) {
      expect((await anonymous.graphql(operation)).json.errors[0].extensions.code, operation).toBe('UNAUTHENTICATED');
      expect((await customer.graphql(operation)).json.errors[0].extensions.code, operation).toBe('FORBIDDEN');
    }
    expect(await eventCount()).toBe(before);
  });

  it('manages vehicle types', async () => {
    const created = await admin.graphql(`mutation { createVehicleType(input: { name: "Motorbike" }) { id name isActive description } }`);
    const { id } = created.json.data.createVehicleType;
    expect(created.json.data.createVehicleType).toMatchObject({ name: 'Motorbike', isActive: true, description: null });
    const updated = await admin.graphql(`mutation ($id: ID!) { updateVehicleType(id: $id, input: { name: "Motorcycle" }) { name } }`, { id });
    expect(updated.json.data.updateVehicleType.name).toBe('Motorcycle');
    expect((await anonymous.graphql(`{ vehicleTypes { name } }`)).json.data.vehicleTypes).toContainEqual({ name: 'Motorcycle' });
    expect((await admin.graphql(`mutation ($id: ID!) { deleteVehicleType(id: $id) }`, { id })).json.data.deleteVehicleType).toBe(id);
    const short = await admin.graphql(`mutation { createVehicleType(input: { name: "M" }) { id } }`);
    expect(short.json.errors[0].message).toBe('Vehicle type name must be at least 2 characters');
  });

  it('reads and saves booking statuses', async () => {
    const current = (await admin.graphql(`{ bookingStatuses { id name label description } }`)).json.data.bookingStatuses;
    const saved = await admin.graphql(`mutation ($statuses: [BookingStatusInput!]!) { saveBookingStatuses(statuses: $statuses) { id label } }`, {
      statuses: [...current, { id: 'detailing', name: 'Detailing', label: 'In the Bay' }],
    });
    expect(saved.json.data.saveBookingStatuses.at(-1)).toEqual({ id: 'detailing', label: 'In the Bay' });
    const essential = await admin.graphql(`mutation { saveBookingStatuses(statuses: [{ id: "pending", name: "Pending", label: "Pending" }]) { id } }`);
    expect(essential.json.errors[0].message).toBe('Cannot delete essential system statuses');
  });
});

describe('catalog read models', () => {
  it.each(['services', 'vehicleTypes', 'bookingStatuses'])('rebuilding %s from the events gives the same rows as the live one', async (name) => {
    const table = { services: 'services', vehicleTypes: 'vehicle_types', bookingStatuses: 'booking_statuses' }[name]!;
    const rows = () => app.db.sql`select * from ${app.db.sql(table)} order by id`;
    const live = await rows();
    await app.runner.rebuild(name);
    expect(await rows()).toEqual(live);
  });
});
