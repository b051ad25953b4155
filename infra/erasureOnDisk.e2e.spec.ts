import { randomBytes, randomInt, randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { testConfig } from '@detailing/services/platform/config';
import { type RunningApp, startApp } from './app.js';
import { HttpSession, repoRoot } from './testing/app.js';
import { diskTraces } from './testing/diskTraces.js';
import { type ProductProcess, startProductProcess } from './testing/productProcess.js';
import { until } from './testing/until.js';

// The embedded store (`npm start` with nothing configured) keeps a deleted row's bytes in its
// table files, and every change in its write-ahead log, until they are rewritten. Erasing a
// customer must leave none of their personal values in any file under DATA_DIR once the erasure
// has been compacted: within the documented bound while the product runs, and on the next start
// when it stopped (or crashed) before.

const ADMIN_PASSWORD = 'erasure-on-disk-1';
const dirs: string[] = [];
const running: ProductProcess[] = [];
afterAll(async () => {
  for (const product of running) await product.stop('SIGKILL');
  for (const dir of dirs) await rm(dir, { recursive: true, force: true });
});

async function dataDir() {
  const dir = await mkdtemp(path.join(tmpdir(), 'erasure-on-disk-'));
  dirs.push(dir);
  return dir;
}

/** The whole product in this process on embedded PGlite under `DATA_DIR`, as `npm start` runs it. */
function startEmbedded(dir: string, compactionDelayMs?: number): Promise<RunningApp> {
  const config = testConfig({ DATA_DIR: dir, PORT: '0', HOST: '127.0.0.1', ADMIN_PASSWORD });
  return startApp(config, { roles: ['api', 'projector', 'worker'], webDist: path.join(repoRoot, 'web', 'dist'), log: () => {}, compactionDelayMs });
}

/** Erased streams the compaction has not yet recorded as compacted. */
async function pendingErasures(app: RunningApp): Promise<number> {
  const [row] = await app.db.sql`
    select count(*)::int as n from personal_data_erasures e where not exists (select 1 from compacted_erasures c where c.stream_id = e.stream_id)`;
  return row!.n as number;
}

async function signIn(url: string) {
  const admin = new HttpSession(url);
  expect((await admin.login('admin', ADMIN_PASSWORD)).status).toBe(200);
  return admin;
}

/**
 * One person's personal values, each holding a token no other data holds, with the forms the
 * product stores them in: as typed, the e-mail lower case, the registration upper case without
 * spaces, the mobile's digits and E.164, the search text (lower case). Searched without regard to
 * case. Every value is short: PostgreSQL compresses longer ones (about 2 kB a row), which a byte
 * scan would not see.
 */
function person() {
  const tag = randomBytes(5).toString('hex');
  const digits = String(randomInt(100_000, 1_000_000));
  const mobile = `0412 ${digits.slice(0, 3)} ${digits.slice(3)}`;
  const p = {
    fullName: `Ada Qzname${tag}`,
    renamed: `Ada Qzrenamed${tag}`,
    email: `QzMail${tag}@Example.com`,
    mobile,
    address: `12 Qzaddress${tag} Street`,
    companyName: `Qzcompany${tag} Pty`,
    importedNotes: `Qzimported${tag} back gate`,
    vehicleRego: `qz ${tag.slice(0, 6)}`,
    notes: `Qznotes${tag} gate code`,
    bookingName: `Bo Qzbookname${tag}`,
    bookingAddress: `9 Qzbookaddr${tag} Road`,
    bookingNotes: `Qzbooknotes${tag} side door`,
    signature: `Ada Qzsignature${tag}`,
    oldBookingNotes: `Qzoldnotes${tag}`,
  };
  const tokens = [
    `qzname${tag}`,
    `qzrenamed${tag}`,
    `qzmail${tag}`,
    `qzaddress${tag}`,
    `qzcompany${tag}`,
    `qzimported${tag}`,
    `qz ${tag.slice(0, 6)}`,
    `qz${tag.slice(0, 6)}`,
    `qznotes${tag}`,
    `qzbookname${tag}`,
    `qzbookaddr${tag}`,
    `qzbooknotes${tag}`,
    `qzsignature${tag}`,
    `qzoldnotes${tag}`,
    mobile,
    `0412${digits}`,
    `+61412${digits}`,
  ];
  return { ...p, tokens };
}
type Person = ReturnType<typeof person>;

/**
 * Through the API, everything an admin records about a customer: the customer (then renamed),
 * an import row updating them, two bookings (one through an Idempotency-Key, whose response is
 * stored) with the typed signature of the courtesy-car agreement. No invoice: issued invoices keep
 * their billed-to snapshot in plain by design (ARCHITECTURE.md).
 */
async function recordCustomer(admin: HttpSession, p: Person): Promise<string> {
  const created = await admin.request('POST', '/api/admin/customers', {
    fullName: p.fullName,
    email: p.email,
    mobile: p.mobile,
    address: p.address,
    companyName: p.companyName,
    vehicleRego: p.vehicleRego,
    notes: p.notes,
  });
  expect(created.status).toBe(201);
  expect((await admin.request('PATCH', `/api/customers/${encodeURIComponent(p.email)}`, { fullName: p.renamed })).status).toBe(200);

  const imported = await admin.request('POST', '/api/customers/import', {
    customers: [{ fullName: p.renamed, email: p.email.toLowerCase(), mobile: p.mobile, notes: p.importedNotes }],
  });
  expect(imported.status).toBe(202);
  await until(async () => {
    const read = await admin.graphql('query ($id: ID!) { customerImport(id: $id) { state } }', { id: imported.json.import.id });
    return read.json.data.customerImport.state === 'COMPLETED';
  }, 'the import to complete');

  const booking = {
    fullName: p.bookingName,
    email: p.email,
    mobile: p.mobile,
    address: p.bookingAddress,
    date: '2027-06-01',
    time: '09:00',
    vehicleType: 'Sedan/Hatch',
    modelYear: 2022,
    vehicleRego: p.vehicleRego,
    notes: p.oldBookingNotes,
    serviceIds: [1],
  };
  const first = await admin.request('POST', '/api/bookings', booking, { 'Idempotency-Key': randomUUID() });
  expect(first.status).toBe(201);
  expect(first.json.customerId).toBe(created.json.id);
  const second = await admin.request('POST', '/api/bookings', { ...booking, date: '2027-06-02' });
  expect(second.status).toBe(201);
  const signed = await admin.request('PATCH', `/api/bookings/${first.json.id}`, { notes: p.bookingNotes, digitalSignature: p.signature, termsAccepted: true });
  expect(signed.status).toBe(200);

  // What the Customers screen searches finds them: the read models hold every form.
  const found = await admin.request('GET', `/api/customers?search=${encodeURIComponent(p.email.toLowerCase())}`);
  expect(found.json).toEqual([expect.objectContaining({ id: created.json.id, fullName: p.renamed, notes: p.importedNotes })]);
  return created.json.id as string;
}

describe('erasing a customer on the embedded store', { timeout: 180_000 }, () => {
  it('leaves none of their personal values, nor their destroyed keys, in any file under DATA_DIR once the erasure is compacted, while the product runs', async () => {
    const dir = await dataDir();
    const app = await startEmbedded(dir, 0);
    try {
      const admin = await signIn(app.url!);
      const erased = person();
      const kept = person();
      const erasedId = await recordCustomer(admin, erased);
      await recordCustomer(admin, kept);
      const keys = (
        await app.db.sql`select key from personal_data_keys where stream_id = ${`customer-${erasedId}`} or stream_id in (
          select 'booking-' || id from bookings where customer_id = ${erasedId})`
      ).map((r) => r.key as Buffer);
      expect(keys).toHaveLength(3);
      // The scan sees what it looks for: everything is on disk at first.
      expect(await diskTraces(dir, erased.tokens, keys)).not.toEqual([]);

      expect((await admin.request('DELETE', `/api/customers/${encodeURIComponent(erased.email)}`)).status).toBe(200);
      await app.compaction!.settled();

      expect(await diskTraces(dir, erased.tokens, keys)).toEqual([]);
      expect(await pendingErasures(app)).toBe(0);
      // The other customer is untouched, and the product goes on as before.
      const found = await admin.request('GET', `/api/customers?search=${encodeURIComponent(kept.email.toLowerCase())}`);
      expect(found.json).toEqual([expect.objectContaining({ fullName: kept.renamed, notes: kept.importedNotes })]);
      expect((await admin.request('GET', '/api/bookings')).json).toHaveLength(2);
    } finally {
      await app.close();
    }
  });

  it('finishes the compaction on the next start when the product was killed between the erasure and the compaction', async () => {
    const dir = await dataDir();
    const product = await startProductProcess({ DATA_DIR: dir, ADMIN_PASSWORD });
    running.push(product);
    const admin = await signIn(product.url);
    const erased = person();
    const erasedId = await recordCustomer(admin, erased);
    const gone = await admin.request('POST', '/api/customers/bulk-delete', { customerIds: [erasedId] });
    expect(gone.json).toEqual({ deleted: 1 });
    expect((await product.stop('SIGKILL')).signal).toBe('SIGKILL');
    // Killed within the bound: the erasure holds (keys destroyed) but its bytes are still on disk.
    expect(await diskTraces(dir, erased.tokens)).not.toEqual([]);

    const app = await startEmbedded(dir);
    try {
      await app.compaction!.settled();
      expect(await diskTraces(dir, erased.tokens)).toEqual([]);
      expect(await pendingErasures(app)).toBe(0);
      const again = await signIn(app.url!);
      expect((await again.request('GET', `/api/customers?search=${encodeURIComponent(erased.email.toLowerCase())}`)).json).toEqual([]);
    } finally {
      await app.close();
    }
  });
});
