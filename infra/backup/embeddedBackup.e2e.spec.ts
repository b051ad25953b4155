import { execFile } from 'node:child_process';
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { uniquePng } from '../../services/portal/testing/portalWorld.js';
import { HttpSession, repoRoot } from '../testing/app.js';
import { archiveFacts, expectConsistent } from '../testing/archiveFacts.js';
import { createServices } from '../testing/catalog.js';
import { bookingMaker } from '../testing/processBookings.js';
import { PRODUCT_STARTED_TWICE, type ProductProcess, startProductProcess } from '../testing/productProcess.js';
import { until } from '../testing/until.js';

// `npm start` with nothing configured keeps everything under DATA_DIR, in a store only its own
// process can open. `npm run backup` asks that process for the archive while it runs and takes
// bookings; `npm run restore` rebuilds an empty DATA_DIR from it, the generated settings key
// included, and the product started there answers as the original did.

const run = promisify(execFile);
const ADMIN_PASSWORD = 'embedded-backup-1';

let work: string;
let original: ProductProcess;
let admin: HttpSession;
let serviceIds: number[];
const running: ProductProcess[] = [];

async function cli(args: string[], dataDir: string) {
  try {
    const { stdout, stderr } = await run(process.execPath, ['--import', 'tsx', path.join(repoRoot, 'infra', 'backup', 'cli.ts'), ...args], {
      cwd: repoRoot,
      env: { PATH: process.env.PATH ?? '', DATA_DIR: dataDir },
    });
    return { code: 0, stdout, stderr };
  } catch (error) {
    const e = error as { code: number; stdout: string; stderr: string };
    return { code: e.code, stdout: e.stdout, stderr: e.stderr };
  }
}

const start = async (dataDir: string) => {
  const product = await startProductProcess({ DATA_DIR: dataDir, ADMIN_PASSWORD });
  running.push(product);
  return product;
};

beforeAll(async () => {
  work = await mkdtemp(path.join(tmpdir(), 'embedded-backup-'));
  original = await start(path.join(work, 'shop'));
  admin = new HttpSession(original.url);
  expect((await admin.login('admin', ADMIN_PASSWORD)).status).toBe(200);
  serviceIds = await createServices(admin, 1);
  // A secret sealed with the key the embedded install generates for itself.
  const sms = await admin.request('POST', '/api/settings/sms', { accountSid: `AC${'0'.repeat(32)}`, authToken: 'embedded-token-4321', fromNumber: '+61400000000', isConfigured: true });
  expect(sms.status, sms.text).toBe(200);
}, 120_000);

afterAll(async () => {
  for (const product of running) await product.stop('SIGKILL');
  if (work) await rm(work, { recursive: true, force: true });
});

async function makeBooking(maker: ReturnType<typeof bookingMaker>, name: string, seed: number) {
  const { id } = await maker.create(admin, name);
  const up = await admin.upload(`/api/bookings/${id}/photos`, [{ field: 'photos', name: 'car.png', bytes: await uniquePng(seed) }], { photoType: 'before' });
  expect(up.status, up.text).toBe(200);
  return { id, photo: up.json.uploaded[0].path as string };
}

describe('the embedded store, backed up while it runs', () => {
  it('is backed up by the running product, consistently, while bookings keep coming', async () => {
    const maker = bookingMaker({ tag: 'live', mobilePrefix: '0455', serviceIds: () => serviceIds });
    let stop = false;
    let made = 0;
    const writer = (async () => {
      for (let n = 0; !stop; n++) {
        await makeBooking(maker, `Live ${n}`, 500 + n);
        made++;
      }
    })();
    await until(() => made >= 3, 'bookings before the backup');
    const file = path.join(work, 'live.backup');
    const backup = await cli(['backup', '--out', file], path.join(work, 'shop'));
    const during = made;
    await until(() => made >= during + 2, 'bookings after the backup');
    stop = true;
    await writer;
    expect(backup.stderr).toBe('');
    expect(backup.code).toBe(0);
    expect(backup.stdout).toContain('(written by the product running on');
    expect(backup.stdout).toContain('The archive carries the settings key: keep it as safe as the data directory itself.');
    const facts = await archiveFacts(file);
    expectConsistent(facts);
    expect(facts.bookingsCreated).toBeGreaterThanOrEqual(3);
    expect(facts.bookingsCreated).toBeLessThan(made);
    expect((await cli(['backup', '--verify', file], work)).stdout).toMatch(/is sound: .* from pglite/);
  });

  it('restores into an empty data directory, and the product started there answers as the original did', async () => {
    const maker = bookingMaker({ tag: 'quiet', mobilePrefix: '0466', serviceIds: () => serviceIds });
    const { photo } = await makeBooking(maker, 'Quiet One', 900);
    const paths = ['/api/bookings', '/api/customers', '/api/invoices', '/api/settings/sms', `/api/nas-photo?path=${encodeURIComponent(photo)}`];
    const answers = async (session: HttpSession) => Promise.all(paths.map(async (p) => (p.startsWith('/api/nas-photo') ? Buffer.from((await session.fetchBytes(p)).bytes).toString('base64') : (await session.request('GET', p)).text)));
    const before = await answers(admin);
    expect(before[3]).toContain('••••4321');

    const file = path.join(work, 'quiet.backup');
    expect((await cli(['backup', '--out', file], path.join(work, 'shop'))).code).toBe(0);
    const target = path.join(work, 'restored');
    const restore = await cli(['restore', file], target);
    expect(restore.stderr).toBe('');
    expect(restore.code).toBe(0);
    expect((await readdir(target)).sort()).toEqual(expect.arrayContaining(['blobs', 'pglite', 'settings.key']));
    expect(await readFile(path.join(target, 'settings.key'), 'utf8')).toBe(await readFile(path.join(work, 'shop', 'settings.key'), 'utf8'));

    const copy = await start(target);
    const session = new HttpSession(copy.url);
    expect((await session.login('admin', ADMIN_PASSWORD)).status).toBe(200);
    expect(await answers(session)).toEqual(before);
  }, PRODUCT_STARTED_TWICE);

  it('refuses to restore into a data directory that holds data, and changes nothing there', async () => {
    const shop = path.join(work, 'shop');
    const listing = async () => (await readdir(path.join(shop, 'blobs'), { recursive: true })).sort();
    const files = await listing();
    const refused = await cli(['restore', path.join(work, 'quiet.backup')], shop);
    expect(refused.code).toBe(1);
    expect(refused.stderr).toContain('is not empty (it holds pglite/): restore only into an empty data directory. Nothing was restored.');
    expect(await listing()).toEqual(files);
    expect((await admin.request('GET', '/api/bookings')).status).toBe(200);
  });
});
