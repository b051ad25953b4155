import { randomBytes } from 'node:crypto';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { todayIn } from '@detailing/schema';
import { FileBlobStore } from '@detailing/services/blobs/FileBlobStore';
import { HttpSession } from './testing/app.js';
import { createServices } from './testing/catalog.js';
import { type ProductProcess, startProductProcess } from './testing/productProcess.js';
import { freshPostgres, redisUrl } from './testing/services.js';

// Issue 29, "blobs every replica can read": two `npm start` processes on one PostgreSQL, each
// with its own data directory, serve each other's photos, because on PostgreSQL the blobs are in
// the database. Erasing a customer through one frees their photos for both.

const ADMIN_PASSWORD = 'blobs-admin-pass-1';

let pg: Awaited<ReturnType<typeof freshPostgres>>;
let a: ProductProcess;
let b: ProductProcess;
let adminA: HttpSession;
let adminB: HttpSession;
let serviceIds: number[];
let dataDirA: string;
/** A blob an earlier single-process installation left in A's data directory. */
let leftOnDisk: { id: string; bytes: Buffer };
const dirs: string[] = [];

const blobRows = async (id: string) => (await pg.db.sql`select 1 from blobs where id = ${id}`).length;

beforeAll(async () => {
  pg = await freshPostgres();
  const dataDir = () => mkdtemp(path.join(tmpdir(), 'detailing-blobs-')).then((dir) => (dirs.push(dir), dir));
  dataDirA = await dataDir();
  const bytes = await sharp({ create: { width: 4, height: 4, channels: 3, background: '#aa3300' } }).png().toBuffer();
  leftOnDisk = { id: (await new FileBlobStore(path.join(dataDirA, 'blobs')).put(bytes, 'image/png')).id, bytes };
  const shared = {
    DATABASE_URL: pg.url,
    REDIS_URL: await redisUrl(),
    QUEUE_PREFIX: `blobs-${randomBytes(4).toString('hex')}`,
    ADMIN_PASSWORD,
    SETTINGS_ENCRYPTION_KEY: randomBytes(32).toString('base64'),
  };
  a = await startProductProcess({ ...shared, DATA_DIR: dataDirA });
  b = await startProductProcess({ ...shared, DATA_DIR: await dataDir() });
  adminA = new HttpSession(a.url);
  expect((await adminA.login('admin', ADMIN_PASSWORD)).status).toBe(200);
  adminB = new HttpSession(b.url);
  expect((await adminB.login('admin', ADMIN_PASSWORD)).status).toBe(200);
  serviceIds = await createServices(adminA, 1);
}, 180_000);

afterAll(async () => {
  await a?.stop('SIGTERM');
  await b?.stop('SIGTERM');
  await pg?.drop();
  for (const dir of dirs) await rm(dir, { recursive: true, force: true });
});

describe('two product processes with their own data directories on one PostgreSQL', { timeout: 120_000 }, () => {
  it('copied the blob files A kept on disk into the database when it started, and put the folder aside', async () => {
    expect(await blobRows(leftOnDisk.id)).toBe(1);
    expect((await readdir(dataDirA)).filter((name) => name.startsWith('blobs'))).toEqual(['blobs.migrated']);
  });

  it('serves through B a before-photo uploaded through A, and neither serves it once the customer is erased through A', async () => {
    const created = await adminA.request('POST', '/api/bookings', {
      fullName: 'Sha Red',
      email: 'shared.blobs@example.com',
      mobile: '0412 555 029',
      date: todayIn('Australia/Melbourne'),
      time: '10:00',
      vehicleType: 'Sedan/Hatch',
      modelYear: 2024,
      serviceIds,
    });
    expect(created.status, created.text).toBe(201);
    const bookingId = created.json.id as string;
    const photo = await sharp({ create: { width: 64, height: 48, channels: 3, background: '#3366cc' } }).jpeg().toBuffer();
    const uploaded = await adminA.upload(`/api/bookings/${bookingId}/photos`, [{ field: 'photos', name: 'before.jpg', bytes: photo }], { photoType: 'before' });
    expect(uploaded.status, uploaded.text).toBe(200);
    expect(uploaded.json.uploaded).toHaveLength(1);

    const listed = await adminA.request('GET', `/api/bookings/${bookingId}/photos/before`);
    const url = listed.json.photos[0].url as string;
    const blobId = (listed.json.photos[0].path as string).split('/').pop()!;
    const fromA = await adminA.fetchBytes(url);
    expect(fromA.status).toBe(200);
    const fromB = await adminB.fetchBytes(url);
    expect(fromB.status).toBe(200);
    expect(fromB.headers.get('content-type')).toBe('image/jpeg');
    expect(fromB.headers.get('etag')).toBe(`"${blobId}"`);
    expect(fromB.bytes.equals(fromA.bytes)).toBe(true);
    expect(await blobRows(blobId)).toBe(1);

    const customerId = (await adminA.request('GET', `/api/bookings/${bookingId}/full`)).json.customerId as string;
    // An erasure whose last transaction fails (the database refuses its ledger row, as a crash
    // before the commit would lose it) keeps the photo with the keys: both or neither.
    await pg.db.sql.unsafe(`
      create function refuse_erasure() returns trigger language plpgsql as $$ begin raise exception 'erasure refused by the test'; end $$;
      create trigger refuse_erasure before insert on personal_data_erasures for each row execute function refuse_erasure();`);
    const failed = await adminA.request('POST', '/api/customers/bulk-delete', { customerIds: [customerId] });
    expect(failed.status).toBe(500);
    expect(failed.text).not.toContain('erasure refused');
    expect(await blobRows(blobId)).toBe(1);
    expect((await adminB.fetchBytes(url)).status).toBe(404); // the booking is deleted, so nobody is shown it
    await pg.db.sql.unsafe('drop trigger refuse_erasure on personal_data_erasures; drop function refuse_erasure();');

    // Sent again, the erasure finishes: the photo goes with the keys.
    const erased = await adminA.request('POST', '/api/customers/bulk-delete', { customerIds: [customerId] });
    expect(erased.status, erased.text).toBe(200);
    expect((await adminB.fetchBytes(url)).status).toBe(404);
    expect((await adminA.fetchBytes(url)).status).toBe(404);
    // Not only hidden: the bytes are gone from the store both read.
    expect(await blobRows(blobId)).toBe(0);
    expect((await pg.db.sql`select 1 from blob_chunks where blob_id = ${blobId}`).length).toBe(0);
    // A replay of the booking's history, through either replica, shows none of their personal data.
    for (const admin of [adminA, adminB]) {
      const history = await admin.graphql('query($id: ID!) { bookingHistory(id: $id) { type changes { field from to } } }', { id: bookingId });
      expect(history.json.data.bookingHistory.map((e: { type: string }) => e.type)).toContain('BookingDeleted');
      expect(JSON.stringify(history.json.data)).not.toMatch(/Sha Red|shared\.blobs@example\.com|0412 555 029/);
    }
  });
});
