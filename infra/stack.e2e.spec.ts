import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { request as httpRequest } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import type { Browser, Page } from 'playwright-core';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it, onTestFinished } from 'vitest';
import { defaultSmsTemplates, SMS_TEMPLATE_IDS } from '@detailing/schema';
import { projectionLeases } from '@detailing/services/platform/checkpoints';
import { LOGIN_ATTEMPTS_PER_ADDRESS } from '@detailing/services/identity/rest';
import { type Stack, type StackProcess, startStack } from './stack/stack.js';
import { HttpSession } from './testing/app.js';
import { launchChromium, signInThroughGate } from './testing/browser.js';
import { createServices } from './testing/catalog.js';
import { type FakeTwilio, startFakeTwilio } from './testing/fakeTwilio.js';
import { freshPostgres, redisUrl } from './testing/services.js';
import { bookingMaker, CREATE_BOOKING, e164 } from './testing/processBookings.js';
import { until } from './testing/until.js';
import { feed, graphqlWsClient } from './testing/websocket.js';

// Issue 29, "the replicated stack run for real": docker-compose.yml's two API replicas and two
// workers behind infra/proxy/Caddyfile, on one PostgreSQL database and one Redis, started by
// infra/stack/stack.ts with Debian's Caddy. Every request goes through the proxy's port only.

const ADMIN_PASSWORD = 'stack-admin-pass-1';
const COMPLETE = 'mutation($id: ID!) { changeBookingStatus(id: $id, status: "completed") { id status } }';

let pg: Awaited<ReturnType<typeof freshPostgres>>;
let fake: FakeTwilio;
let stack: Stack;
let admin: HttpSession;
let serviceIds: number[];
let browser: Browser;
let dir: string;
/** The first test's photo, loaded again once a replica is dead. */
let photoUrl: string;
/** The Chromium page on the bookings screen, kept open through the replica's death. */
let livePage: Page;
/** What that page did, a line per socket, frame type, GraphQL answer and failure, to explain a failure. */
const pageJournal: { at: number; what: string }[] = [];
const today = () => new Date().toISOString().slice(0, 10);

const maker = bookingMaker({ tag: 'stack', mobilePrefix: '0413 000', serviceIds: () => serviceIds });
const bookingInput = maker.input;
const createBooking = (fullName: string) => maker.create(admin, fullName);

/** A session signed in through the proxy, sending its requests to one replica directly. */
function direct(replica: StackProcess): HttpSession {
  const session = new HttpSession(replica.url);
  session.cookie = admin.cookie;
  return session;
}

/** How many images a PDF holds (poppler's pdfimages). */
async function pdfImageCount(bytes: Buffer): Promise<number> {
  const file = path.join(dir, `${randomBytes(4).toString('hex')}.pdf`);
  await writeFile(file, bytes);
  return (await promisify(execFile)('pdfimages', ['-list', file])).stdout.trim().split('\n').length - 2;
}

/** Bytes the process has written through system calls so far (sockets included): /proc/<pid>/io. */
async function bytesWritten(process: StackProcess): Promise<number> {
  return Number(/^wchar: (\d+)$/m.exec(await readFile(`/proc/${process.pid}/io`, 'utf8'))![1]);
}

/** Keeps `pageJournal` for the page: its sockets, the frames' types, its GraphQL answers, its failures. */
function journal(page: Page) {
  const note = (what: string) => void pageJournal.push({ at: Date.now(), what });
  page.on('websocket', (socket) => {
    note('socket opened');
    socket.on('framereceived', (frame) => {
      const text = String(frame.payload);
      note(`< ${/"type":"(\w+)"/.exec(text)?.[1] ?? text.slice(0, 40)} ${/"fullName":"([^"]*)"/.exec(text)?.[1] ?? ''}`);
    });
    socket.on('socketerror', (error) => note(`socket error: ${error}`));
    socket.on('close', () => note('socket closed'));
  });
  page.on('response', (response) => {
    if (response.url().endsWith('/graphql')) note(`${response.request().postDataJSON()?.operationName} answered ${response.status()}`);
  });
  page.on('requestfailed', (request) => note(`${request.method()} ${new URL(request.url()).pathname} failed: ${request.failure()?.errorText}`));
  page.on('pageerror', (error) => note(`page error: ${error.message}`));
  page.on('framenavigated', (frame) => frame === page.mainFrame() && note(`at ${frame.url()}`));
}

/** The page's journal since `since` (ms after it), and what the page shows now. */
async function pageStory(page: Page, since: number): Promise<string> {
  const lines = pageJournal.filter((entry) => entry.at >= since).map((entry) => `+${entry.at - since} ms ${entry.what}`);
  const shows = await page.evaluate(() => document.body.innerText.slice(0, 600)).catch((error: Error) => `(unreadable: ${error.message})`);
  return [...lines.slice(-60), `${page.url()} shows: ${shows}`].join('\n');
}

beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'stack-e2e-'));
  pg = await freshPostgres();
  fake = await startFakeTwilio();
  stack = await startStack({
    databaseUrl: pg.url,
    redisUrl: await redisUrl(),
    adminPassword: ADMIN_PASSWORD,
    // A killed worker's jobs and leases move to the other within about these.
    env: { TWILIO_API_BASE_URL: fake.url, JOB_LOCK_MS: '2000', LEASE_RETRY_MS: '250' },
  });
  admin = new HttpSession(stack.url);
  expect((await admin.login('admin', ADMIN_PASSWORD)).status).toBe(200);
  const sms = await admin.request('POST', '/api/settings/sms', { accountSid: fake.accountSid, authToken: fake.authToken, fromNumber: '+61400000001' });
  expect(sms.json?.isConfigured).toBe(true);
  // Only the completion text, so every text the fake receives is one counted below.
  const templates = defaultSmsTemplates.map((t) => ({ ...t, enabled: t.id === SMS_TEMPLATE_IDS.bookingCompleted }));
  const saved = await admin.graphql('mutation($t: [SmsTemplateInput!]!) { saveSmsTemplates(templates: $t) { id enabled } }', { t: templates });
  expect(saved.json?.data?.saveSmsTemplates, saved.text).toContainEqual({ id: SMS_TEMPLATE_IDS.bookingCompleted, enabled: true });
  serviceIds = await createServices(admin, 1);
}, 180_000);

afterAll(async () => {
  await browser?.close();
  await stack?.stop();
  if (dir) await rm(dir, { recursive: true, force: true });
  await fake?.close();
  await pg?.drop();
});

describe('the replicated stack: two API replicas and two workers behind Caddy', { timeout: 90_000 }, () => {
  it('gives every request an id of its own at the proxy, whatever the client sent, and the replica answers with it', async () => {
    const ids = new Set<string>();
    for (let i = 0; i < 4; i++) {
      const response = await fetch(`${stack.url}/healthz`, { headers: { 'X-Request-Id': 'chosen-by-the-client' } });
      const id = response.headers.get('x-request-id')!;
      expect(id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/);
      ids.add(id);
    }
    expect(ids.size).toBe(4);
  });

  it('serves a before-photo uploaded through one replica from both: six GETs through the proxy give 200 and the same bytes', async () => {
    const booking = await createBooking('Pia Photo');
    // Noise does not compress: the photo outweighs anything else a replica writes meanwhile.
    const photo = await sharp(randomBytes(640 * 480 * 3), { raw: { width: 640, height: 480, channels: 3 } }).jpeg({ quality: 90 }).toBuffer();
    const uploaded = await admin.upload(`/api/bookings/${booking.id}/photos`, [{ field: 'photos', name: 'before.jpg', bytes: photo }], { photoType: 'before' });
    expect(uploaded.status, uploaded.text).toBe(200);
    const listed = await admin.request('GET', `/api/bookings/${booking.id}/photos/before`);
    const url: string = listed.json.photos[0].url;
    photoUrl = url;

    const before = await Promise.all(stack.apis.map(bytesWritten));
    const answers = [];
    for (let i = 0; i < 6; i++) answers.push(await admin.fetchBytes(url));
    const after = await Promise.all(stack.apis.map(bytesWritten));

    expect(answers.map((a) => a.status)).toEqual([200, 200, 200, 200, 200, 200]);
    const first = answers[0]!.bytes;
    expect(first.length).toBeGreaterThan(100_000);
    for (const answer of answers) expect(answer.bytes.equals(first)).toBe(true);
    // Round robin gives each replica three; each wrote at least one photo's bytes to its sockets.
    for (const [i, replica] of stack.apis.entries()) expect(after[i]! - before[i]!, replica.name).toBeGreaterThanOrEqual(first.length);
    // Each replica directly, too: the one that did not take the upload serves the same bytes.
    for (const replica of stack.apis) {
      const answer = await direct(replica).fetchBytes(url);
      expect([replica.name, answer.status, answer.bytes.equals(first)]).toEqual([replica.name, 200, true]);
    }
  });

  it('serves a service image and the logo uploaded through one replica from both, on every request through the proxy', async () => {
    const [first, second] = stack.apis;
    const image = (colour: string) => sharp({ create: { width: 64, height: 48, channels: 3, background: colour } }).png().toBuffer();
    const dataUrl = (bytes: Buffer) => `data:image/png;base64,${bytes.toString('base64')}`;
    const service = await direct(first).request('POST', '/api/services', {
      name: 'Pictured package',
      description: 'With a picture',
      priceSedanHatch: 100,
      priceSuv5: 120,
      priceSuv7: 140,
      priceUte: 130,
      durationHours: 1,
      serviceImage: dataUrl(await image('#2255aa')),
    });
    expect(service.status, service.text).toBe(201);
    const logo = await direct(second).request('POST', '/api/settings/logo', { logoUrl: dataUrl(await image('#aa5522')), logoName: 'shine.png' });
    expect(logo.status, logo.text).toBe(200);
    const logoUrl: string = (await new HttpSession(stack.url).request('GET', '/api/settings/logo')).json.logoUrl;
    for (const url of [service.json.serviceImage as string, logoUrl]) {
      expect(url).toMatch(/^\/api\/blobs\/[0-9a-f]{64}\.\w+$/);
      const answers = [];
      for (let i = 0; i < 4; i++) answers.push(await new HttpSession(stack.url).fetchBytes(url));
      for (const replica of stack.apis) answers.push(await new HttpSession(replica.url).fetchBytes(url));
      expect(answers.map((a) => a.status), url).toEqual([200, 200, 200, 200, 200, 200]);
      for (const answer of answers) expect(answer.bytes.equals(answers[0]!.bytes)).toBe(true);
    }
  });

  it('a graphql-ws subscription through the proxy sees bookings created by requests the other replica served', async () => {
    const client = graphqlWsClient(stack.url, { cookie: admin.cookie });
    const changes = feed<{ bookingChanged: { bookingId: string; kind: string } }>(client, 'subscription { bookingChanged { bookingId kind } }');
    try {
      await changes.live(() => createBooking('Pat Probe'), 20_000);
      // Two requests in a row under round robin go to different replicas: one of them is not the
      // replica holding the socket, so its change reached the subscriber through PostgreSQL.
      const created = [await createBooking('Ada Across'), await createBooking('Ben Between')];
      for (const booking of created) {
        const change = await changes.next((c) => c.bookingChanged.bookingId === booking.id, `the change of ${booking.id}`, 20_000);
        expect(change.bookingChanged).toEqual({ bookingId: booking.id, kind: 'CREATED' });
      }
    } finally {
      changes.dispose();
      await client.dispose();
    }
  });

  it('a Chromium page on the bookings screen stays live through the proxy and shows bookings made through the other replica, fetching nothing', async () => {
    browser = await launchChromium();
    const context = await browser.newContext({ viewport: { width: 1440, height: 900 }, baseURL: stack.url });
    const page = (livePage = await context.newPage());
    const pageErrors: string[] = [];
    page.on('pageerror', (error) => pageErrors.push(error.message));
    const sent: string[] = [];
    page.on('request', (request) => {
      if (request.url().endsWith('/graphql') && request.method() === 'POST') sent.push(String(request.postDataJSON()?.operationName));
    });
    // What the page's graphql-ws sockets (through the proxy) sent and received, as text.
    const frames: string[] = [];
    page.on('websocket', (socket) => {
      socket.on('framesent', (frame) => void frames.push(`> ${String(frame.payload)}`));
      socket.on('framereceived', (frame) => void frames.push(`< ${String(frame.payload)}`));
    });
    journal(page);
    try {
      await page.goto('/admin');
      await signInThroughGate(page, 'admin', ADMIN_PASSWORD);
      await page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Bookings' }).click();
      await page.getByRole('heading', { level: 1, name: 'Bookings' }).waitFor();
      await page.getByRole('tab', { name: 'List View' }).click();
      // Live: the proxy passed the upgrade, the replica acknowledged it, and the list subscribed.
      await until(() => frames.includes('< {"type":"connection_ack"}') && frames.some((f) => f.startsWith('> ') && f.includes('bookingChanged')), 'the page subscribed through the proxy', 15_000);
      const since = sent.length;
      // Made on each replica directly: whichever holds the page's socket, one of them does not.
      const made = [];
      const ids: string[] = [];
      for (const replica of stack.apis) {
        // Today, so the list's opening view shows it.
        const input = { ...bookingInput(`Lou Live ${replica.name}`), date: today() };
        const created = await direct(replica).graphql(CREATE_BOOKING, { input });
        expect(created.json?.data?.createBooking?.id, created.text).toBeTypeOf('string');
        ids.push(created.json.data.createBooking.id);
        made.push(input.fullName);
      }
      for (const name of made) await expect.poll(() => page.getByRole('article', { name }).isVisible(), { timeout: 15_000 }).toBe(true);
      for (const id of ids) expect(frames.some((f) => f.startsWith('< ') && f.includes('"next"') && f.includes(id)), id).toBe(true);
      // From the socket alone: the page asked the server for nothing meanwhile (no fallback polling).
      expect(sent.slice(since)).toEqual([]);
      expect(pageErrors).toEqual([]);
    } catch (error) {
      await context.close();
      throw error;
    }
  });

  it('an API replica killed (SIGKILL) in the middle of 30 keyed writes: every write is acknowledged by retrying its key, none is doubled, and the survivor serves what follows', async () => {
    const run = randomBytes(3).toString('hex');
    const inputs = Array.from({ length: 30 }, (_, i) => ({ key: `stack-${run}-${i}`, input: bookingInput(`Kim Kill ${run} ${i}`) }));
    const acknowledged = new Map<number, string>();
    /** One write, retried under the same key until answered, as a client that lost the answer would: REST and GraphQL in turn. */
    const write = async (i: number) => {
      const { key, input } = inputs[i]!;
      const deadline = Date.now() + 45_000;
      while (Date.now() < deadline) {
        const id =
          i % 2 === 0
            ? await admin.request('POST', '/api/bookings', input, { 'Idempotency-Key': key }).then((r) => (r.status === 201 ? r.json?.id : undefined), () => undefined)
            : await admin.request('POST', '/graphql', { query: CREATE_BOOKING, variables: { input } }, { 'Idempotency-Key': key }).then((r) => r.json?.data?.createBooking?.id, () => undefined);
        if (typeof id === 'string') return void acknowledged.set(i, id);
        // The dead replica's claim on the key lapses within IDEMPOTENCY_CLAIM_MS; until then, 409.
        await new Promise((resolve) => setTimeout(resolve, 250));
      }
    };
    let next = 0;
    const writers = Array.from({ length: 4 }, async () => {
      while (next < inputs.length) await write(next++);
    });
    await until(() => acknowledged.size >= 10, 'ten acknowledged writes before the kill', 30_000);
    const [survivor, victim] = stack.apis;
    const killedAt = Date.now();
    await victim.kill('SIGKILL');
    // Back for the tests that follow, whatever this one finds.
    onTestFinished(() => victim.restart());
    await Promise.all(writers);
    expect(acknowledged.size).toBe(30);

    // Later requests succeed through the survivor alone, photos keep loading, and the Chromium
    // page (whose socket may have been on the dead replica) shows what is made meanwhile.
    for (let i = 0; i < 4; i++) {
      const input = { ...bookingInput(`Sam Survivor ${run} ${i}`), date: today() };
      const created = await admin.graphql(CREATE_BOOKING, { input });
      expect(created.json?.data?.createBooking?.id, created.text).toBeTypeOf('string');
      expect((await admin.fetchBytes(photoUrl)).status).toBe(200);
    }
    expect(livePage, 'the page the Chromium test opened').toBeDefined();
    for (let i = 0; i < 4; i++) {
      const name = `Sam Survivor ${run} ${i}`;
      const shown = await until(() => livePage.getByRole('article', { name }).isVisible(), name, 20_000).then(() => true, () => false);
      if (!shown) {
        const warnings = survivor.output().split('\n').filter((line) => /"level":(40|50|60)/.test(line)).slice(-10);
        expect.fail(`${name} is not on the page. What it did since the kill:\n${await pageStory(livePage, killedAt)}\nThe survivor's last warnings:\n${warnings.join('\n')}`);
      }
    }

    const named = async () =>
      ((await admin.request('GET', '/api/bookings')).json as { id: string; fullName: string }[]).filter((b) => b.fullName.startsWith(`Kim Kill ${run} `));
    await until(async () => {
      const rows = await named();
      return [...acknowledged.values()].every((id) => rows.some((r) => r.id === id));
    }, 'every acknowledged booking in the read model', 30_000, 200);
    const rows = await named();
    for (const [i, { input }] of inputs.entries()) {
      expect(rows.filter((r) => r.fullName === input.fullName).map((r) => r.id), input.fullName).toEqual([acknowledged.get(i)]);
    }
  });

  it('a worker killed (SIGKILL) during ten completions: each completion gives exactly one invoice and never two texts', async () => {
    fake.reset();
    const bookings = await Promise.all(Array.from({ length: 10 }, (_, i) => createBooking(`Cal Complete ${i + 1}`)));
    // The worker to kill is the one reacting to completions (the reactor's lease holder).
    const reactor = (await projectionLeases(pg.db.sql)).find((l) => l.name === 'reactor')!;
    const victim = stack.workers.find((w) => reactor.holder?.endsWith(` pid ${w.pid}`))!;
    expect(victim, reactor.holder ?? 'no holder').toBeDefined();
    const completions = Promise.all(
      bookings.map(async (booking) => {
        const completed = await admin.graphql(COMPLETE, { id: booking.id });
        expect(completed.json?.data?.changeBookingStatus, completed.text).toMatchObject({ id: booking.id });
      }),
    );
    await victim.kill('SIGKILL');
    await completions;

    const ids = new Set(bookings.map((b) => b.id));
    const invoicesOf = async () =>
      ((await admin.request('GET', '/api/invoices')).json as { bookingId: string; invoiceNumber: string }[]).filter((i) => ids.has(i.bookingId));
    await until(async () => new Set((await invoicesOf()).map((i) => i.bookingId)).size === 10, 'an invoice for each of the ten completions', 60_000, 200);
    await until(() => fake.requests.filter((r) => r.status === 201).length >= 9, 'the texts to go out', 60_000, 200);
    const invoices = await invoicesOf();
    expect(invoices.map((i) => i.bookingId).sort()).toEqual([...ids].sort());
    expect(new Set(invoices.map((i) => i.invoiceNumber)).size).toBe(10);
    for (const booking of bookings) {
      expect(fake.requests.filter((r) => r.status === 201 && r.form.To === e164(booking.mobile)).length, booking.mobile).toBeLessThanOrEqual(1);
    }
    await victim.restart();
  });

  it('the invoice a worker makes for a completion carries, in the PDF every replica renders, the logo uploaded through the other replica', async () => {
    const [first, second] = stack.apis;
    const logo = await sharp({ create: { width: 60, height: 30, channels: 3, background: '#3366cc' } }).png().toBuffer();
    const saved = await direct(first).request('POST', '/api/settings/logo', { logoUrl: `data:image/png;base64,${logo.toString('base64')}`, logoName: 'pdf.png' });
    expect(saved.status, saved.text).toBe(200);
    const booking = await createBooking('Liv Logo');
    const completed = await admin.graphql(COMPLETE, { id: booking.id });
    expect(completed.json?.data?.changeBookingStatus, completed.text).toMatchObject({ id: booking.id });
    const invoice = await until(
      async () => ((await admin.request('GET', '/api/invoices')).json as { id: string; bookingId: string }[]).find((i) => i.bookingId === booking.id),
      'the invoice of the completion',
      60_000,
      200,
    );
    for (const session of [direct(second), direct(first), admin]) {
      const pdf = await session.fetchBytes(`/api/invoices/${invoice.id}/pdf`);
      expect(pdf.status).toBe(200);
      expect(await pdfImageCount(pdf.bytes)).toBe(1);
    }
  });

  // Caddy reaches the replicas from 127.0.0.1; the clients below speak from other loopback
  // addresses, so the limit can only count them apart if the replicas believe Caddy's header.
  it('believes X-Forwarded-For for one hop: the login limit counts the address Caddy saw, whatever the client claims before it', async () => {
    const attempts = await Promise.all(
      Array.from({ length: 2 * LOGIN_ATTEMPTS_PER_ADDRESS }, (_, i) => loginFrom('127.0.0.2', { username: `guess${i}`, password: 'x' }, `1.2.3.${i}`)),
    );
    const counts: Record<number, number> = {};
    for (const status of attempts) counts[status] = (counts[status] ?? 0) + 1;
    expect(counts).toEqual({ 401: LOGIN_ATTEMPTS_PER_ADDRESS, 429: LOGIN_ATTEMPTS_PER_ADDRESS });
    const right = { username: 'admin', password: ADMIN_PASSWORD };
    expect(await loginFrom('127.0.0.2', right, '5.6.7.8')).toBe(429);
    expect(await loginFrom('127.0.0.2', right)).toBe(429);
    // Another client behind the same proxy is not refused for the first one's attempts.
    expect(await loginFrom('127.0.0.3', right, '1.2.3.4')).toBe(200);
  });
});

/** A sign-in through the proxy from `localAddress` (any 127.x.x.x on Linux), claiming `forwardedFor`. */
function loginFrom(localAddress: string, body: { username: string; password: string }, forwardedFor?: string): Promise<number> {
  const payload = JSON.stringify(body);
  return new Promise((resolve, reject) => {
    const request = httpRequest(
      `${stack.url}/api/auth/login`,
      {
        method: 'POST',
        localAddress,
        headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload), ...(forwardedFor ? { 'x-forwarded-for': forwardedFor } : {}) },
      },
      (response) => {
        response.resume();
        response.on('end', () => resolve(response.statusCode!));
      },
    );
    request.on('error', reject);
    request.end(payload);
  });
}
