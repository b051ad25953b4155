import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { HttpSession } from './testing/app.js';
import { createServices } from './testing/catalog.js';
import { PRODUCT_STARTED_TWICE, type ProductProcess, startProductProcess } from './testing/productProcess.js';
import { graphqlWsClient } from './testing/websocket.js';

const dirs: string[] = [];
const running: ProductProcess[] = [];
afterAll(async () => {
  for (const product of running) await product.stop('SIGKILL');
  for (const dir of dirs) await rm(dir, { recursive: true, force: true });
});

const booking = (fullName: string, serviceIds: number[]) => ({
  fullName,
  email: `${fullName.split(' ')[0]!.toLowerCase()}@example.com`,
  mobile: '0400 123 456',
  date: '2026-12-01',
  time: '09:00',
  vehicleType: 'Sedan/Hatch',
  modelYear: 2022,
  serviceIds,
});

/**
 * A POST the server has begun (its 100 Continue says the request was dispatched) whose body the
 * test sends in two halves, so it stays in flight for as long as the test likes.
 */
function postInTwoHalves(url: string, cookie: string, body: unknown) {
  const text = JSON.stringify(body);
  const headers = { 'content-type': 'application/json', 'content-length': Buffer.byteLength(text), cookie, expect: '100-continue' };
  const req = request(url, { method: 'POST', headers });
  const answer = new Promise<{ status: number; body: string }>((resolve, reject) => {
    req.on('response', (res) => {
      let data = '';
      res.on('data', (chunk) => (data += chunk)).on('end', () => resolve({ status: res.statusCode ?? 0, body: data }));
    });
    req.on('error', reject);
  });
  const half = Math.floor(text.length / 2);
  const started = new Promise<void>((resolve) => req.once('continue', () => req.write(text.slice(0, half), () => resolve())));
  req.flushHeaders();
  return { started, finish: () => req.end(text.slice(half)), answer };
}

/** Resolves with the close code a socket ends with. */
const closeCode = (socket: { on(event: 'close', listener: (code: number) => void): unknown }) =>
  new Promise<number>((resolve) => socket.on('close', (code) => resolve(code)));

const refusesConnections = (url: string) =>
  fetch(`${url}/healthz`).then(
    () => false,
    (error: Error & { cause?: { code?: string } }) => error.cause?.code === 'ECONNREFUSED',
  );

describe('SIGTERM on the embedded runtime (npm start)', () => {
  it('stops taking connections, finishes what is in flight, sends sockets away with 1001, closes PGlite and exits 0; a restart finds every acknowledged write', async () => {
    const dataDir = await mkdtemp(path.join(tmpdir(), 'detailing-shutdown-'));
    dirs.push(dataDir);
    const env = { DATA_DIR: dataDir, ADMIN_PASSWORD: 'shutdown-pass-1' };
    const first = await startProductProcess(env);
    running.push(first);

    const admin = new HttpSession(first.url);
    expect((await admin.login('admin', 'shutdown-pass-1')).status).toBe(200);
    const serviceIds = await createServices(admin, 1);
    const acknowledged = await admin.request('POST', '/api/bookings', booking('Acknowledged Before', serviceIds));
    expect(acknowledged.status).toBe(201);
    const completed = await admin.request('PATCH', `/api/bookings/${acknowledged.json.id}`, { status: 'completed' });
    expect(completed.status).toBe(200);

    // A live GraphQL subscription and a /ws shim socket, both open when the signal comes.
    const client = graphqlWsClient(first.url, { cookie: admin.cookie });
    const graphqlClosed = new Promise<number>((resolve) => client.on('closed', (event) => resolve((event as { code: number }).code)));
    const subscribed = new Promise<void>((resolve) => client.on('connected', () => resolve()));
    client.subscribe({ query: 'subscription { bookingChanged { bookingId } }' }, { next: () => {}, error: () => {}, complete: () => {} });
    await subscribed;
    const shim = new WebSocket(`${first.url.replace('http', 'ws')}/ws`, { headers: { cookie: admin.cookie, origin: first.url } });
    await new Promise((resolve, reject) => shim.once('open', resolve).once('error', reject));
    const shimClosed = closeCode(shim);

    // A request that has begun (half its body sent) when the signal comes.
    const inFlight = postInTwoHalves(`${first.url}/api/bookings`, admin.cookie, booking('InFlight During Shutdown', serviceIds));
    await inFlight.started;

    const stopped = first.stop('SIGTERM');
    expect(await graphqlClosed).toBe(1001);
    expect(await shimClosed).toBe(1001);
    await expect.poll(() => refusesConnections(first.url)).toBe(true);
    inFlight.finish();
    const answer = await inFlight.answer;
    expect(answer.status).toBe(201);

    const exit = await stopped;
    expect(exit).toMatchObject({ code: 0, signal: null });
    expect(exit.ms).toBeLessThan(10_000);
    expect(first.output()).not.toMatch(/shutdown step failed|longer than 10 s/);
    expect(existsSync(path.join(dataDir, 'pglite', 'detailing.lock'))).toBe(false);

    const second = await startProductProcess(env);
    running.push(second);
    const again = new HttpSession(second.url);
    expect((await again.login('admin', 'shutdown-pass-1')).status).toBe(200);
    const names = (await again.request('GET', '/api/bookings')).json.map((b: { fullName: string }) => b.fullName);
    expect(names.sort()).toEqual(['Acknowledged Before', 'InFlight During Shutdown']);
    // The completion's paid invoice was issued before the exit, or is issued after the restart: never lost.
    await expect
      .poll(async () => (await again.request('GET', '/api/invoices')).json.filter((i: { bookingId: string }) => i.bookingId === acknowledged.json.id).length, {
        timeout: 20_000,
      })
      .toBe(1);
    const secondExit = await second.stop('SIGTERM');
    expect(secondExit).toMatchObject({ code: 0, signal: null });
  }, PRODUCT_STARTED_TWICE);
});
