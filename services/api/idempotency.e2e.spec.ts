import { randomUUID } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { request as httpRequest } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HttpSession, startTestApp, type TestApp } from '../../infra/testing/app.js';
import { createServices } from '../../infra/testing/catalog.js';
import { imageFixtures } from '../../infra/testing/fixtures/images/index.js';
import { IDEMPOTENCY_CLAIM_MS, idempotencyMessages } from './idempotency.js';
import { offeredDate } from '../bookings/testing/wizard.js';
import { until } from '../../infra/testing/until.js';

let app: TestApp;
let admin: HttpSession;

const booking = {
  fullName: 'Ida Empotent',
  email: 'ida@example.com',
  mobile: '0400 000 000',
  address: '1 Chapel St, Windsor VIC',
  date: '2026-11-22',
  time: '09:30',
  vehicleType: 'SUV 5 Seater',
  modelYear: 2025,
  vehicleRego: 'IDM001',
  serviceIds: [1],
  termsAccepted: true,
};

beforeAll(async () => {
  app = await startTestApp();
  admin = new HttpSession(app.url);
  await admin.login(app.adminUsername, app.adminPassword);
  await createServices(admin, 1);
});
afterAll(() => app?.close());

const withKey = (key: string) => ({ 'idempotency-key': key });
const bookingsNamed = async (fullName: string) =>
  Number((await app.db.sql`select count(*)::int as n from bookings where full_name = ${fullName}`)[0]!.n);
const signIn = async () => {
  const session = new HttpSession(app.url);
  expect((await session.login(app.adminUsername, app.adminPassword)).status).toBe(200);
  return session;
};

describe('Idempotency-Key on REST writes', () => {
  it('replays the first response byte for byte, even after the booking changed, with Idempotent-Replayed: true', async () => {
    const key = randomUUID();
    const input = { ...booking, fullName: 'Replay Person' };
    const first = await admin.request('POST', '/api/bookings', input, withKey(key));
    expect(first.status).toBe(201);
    expect(first.headers.get('idempotent-replayed')).toBeNull();
    expect((await admin.request('PATCH', `/api/bookings/${first.json.id}`, { notes: 'changed since' })).status).toBe(200);

    const replay = await admin.request('POST', '/api/bookings', input, withKey(key));
    expect(replay.status).toBe(201);
    expect(replay.headers.get('idempotent-replayed')).toBe('true');
    expect(replay.headers.get('content-type')).toBe(first.headers.get('content-type'));
    expect(replay.text).toBe(first.text);
    expect(await bookingsNamed('Replay Person')).toBe(1);
  });

  it('treats the same JSON in another key order and layout as the same request', async () => {
    const key = randomUUID();
    const input = { ...booking, fullName: 'Layout Person' };
    const first = await admin.request('POST', '/api/bookings', input, withKey(key));
    const reordered = JSON.stringify(Object.fromEntries(Object.entries(input).reverse()), null, 2);
    const replay = await admin.request('POST', '/api/bookings', reordered, withKey(key));
    expect(replay.headers.get('idempotent-replayed')).toBe('true');
    expect(replay.text).toBe(first.text);
  });

  it("never shows another session the first caller's result: the same key there is a new request", async () => {
    const key = randomUUID();
    const input = { ...booking, fullName: 'Two Sessions' };
    const first = await admin.request('POST', '/api/bookings', input, withKey(key));
    const other = await (await signIn()).request('POST', '/api/bookings', input, withKey(key));
    expect(other.status).toBe(201);
    expect(other.headers.get('idempotent-replayed')).toBeNull();
    expect(other.json.id).not.toBe(first.json.id);
    expect(await bookingsNamed('Two Sessions')).toBe(2);
  });

  it('refuses the same key with a different body with 422 and changes nothing', async () => {
    const key = randomUUID();
    await admin.request('POST', '/api/bookings', { ...booking, fullName: 'Body One' }, withKey(key));
    const other = await admin.request('POST', '/api/bookings', { ...booking, fullName: 'Body Two' }, withKey(key));
    expect(other.status).toBe(422);
    expect(other.json).toEqual({ message: idempotencyMessages.keyReused });
    expect(await bookingsNamed('Body Two')).toBe(0);
  });

  it('replays for an anonymous caller only with the same body; another body gets 422 and learns nothing of the first', async () => {
    const key = randomUUID();
    // A public booking takes a free weekday of the next 30 days (issue 13).
    const input = { ...booking, fullName: 'Anne Onymous', date: offeredDate(0) };
    const first = await new HttpSession(app.url).request('POST', '/api/bookings', input, withKey(key));
    expect(first.status).toBe(201);
    const replay = await new HttpSession(app.url).request('POST', '/api/bookings', input, withKey(key));
    expect(replay.headers.get('idempotent-replayed')).toBe('true');
    expect(replay.text).toBe(first.text);
    const probe = await new HttpSession(app.url).request('POST', '/api/bookings', { ...input, fullName: 'Someone Else' }, withKey(key));
    expect(probe.status).toBe(422);
    expect(probe.text).toBe(JSON.stringify({ message: idempotencyMessages.keyReused }));
    expect(await bookingsNamed('Anne Onymous')).toBe(1);
    expect(await bookingsNamed('Someone Else')).toBe(0);
  });

  it('creates one booking when identical requests arrive at once; the others are replays or 409', async () => {
    const key = randomUUID();
    const input = { ...booking, fullName: 'Twin Request' };
    const responses = await Promise.all(Array.from({ length: 5 }, () => admin.request('POST', '/api/bookings', input, withKey(key))));
    const originals = responses.filter((r) => r.status === 201 && !r.headers.get('idempotent-replayed'));
    expect(originals).toHaveLength(1);
    for (const r of responses.filter((r) => r !== originals[0])) {
      if (r.status === 409) expect(r.json).toEqual({ message: idempotencyMessages.inFlight });
      else expect([r.status, r.text]).toEqual([201, originals[0]!.text]);
    }
    expect(await bookingsNamed('Twin Request')).toBe(1);
  });

  it('answers 409 while a request with the key is still running, and takes over a claim its process abandoned', async () => {
    const [running, abandoned] = [randomUUID(), randomUUID()];
    // Claims as a request still at work leaves them, and as one whose process died mid-request leaves them.
    await app.db.sql`
      insert into idempotency_keys (scope, key, claim, claimed_until, expires_at) values
        ('anonymous', ${running}, 'elsewhere', now() + interval '5 minutes', now() + interval '1 day'),
        ('anonymous', ${abandoned}, 'elsewhere', now() - interval '1 second', now() + interval '1 day')`;
    const input = { ...booking, fullName: 'Claim Person', date: offeredDate(1) };
    const busy = await new HttpSession(app.url).request('POST', '/api/bookings', input, withKey(running));
    expect(busy.status).toBe(409);
    expect(busy.headers.get('retry-after')).toBe('1');
    const taken = await new HttpSession(app.url).request('POST', '/api/bookings', input, withKey(abandoned));
    expect(taken.status).toBe(201);
    expect(await bookingsNamed('Claim Person')).toBe(1);
  });

  it('keeps the claim of a request still running past the claim time, so no retry takes it over meanwhile', async () => {
    const created = await admin.request('POST', '/api/bookings', { ...booking, fullName: 'Slow Upload' });
    const key = randomUUID();
    const boundary = 'slow-upload-boundary';
    const photo = await readFile(imageFixtures.webp);
    const head = Buffer.from(`--${boundary}\r\ncontent-disposition: form-data; name="photoType"\r\n\r\nbefore\r\n--${boundary}\r\ncontent-disposition: form-data; name="photos"; filename="car.webp"\r\ncontent-type: image/webp\r\n\r\n`);
    const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
    const { host, port } = new URL(app.url);
    const answer = new Promise<number>((resolve, reject) => {
      const req = httpRequest(
        {
          host: host.split(':')[0],
          port,
          method: 'POST',
          path: `/api/bookings/${created.json.id}/photos`,
          headers: { cookie: admin.cookie, 'content-type': `multipart/form-data; boundary=${boundary}`, 'content-length': head.length + photo.length + tail.length, ...withKey(key) },
        },
        (res) => {
          res.resume();
          res.on('end', () => resolve(res.statusCode!));
        },
      );
      req.on('error', reject);
      req.write(head);
      req.write(photo.subarray(0, 100));
      // The rest after more than the claim time: a process alive all along renews its claim.
      setTimeout(() => req.end(Buffer.concat([photo.subarray(100), tail])), IDEMPOTENCY_CLAIM_MS + 1_500);
    });
    const claimed = async () => (await app.db.sql`select claimed_until from idempotency_keys where key = ${key}`)[0]?.claimed_until as Date | undefined;
    await until(async () => (await claimed()) !== undefined, 'the upload claimed its key');
    const first = (await claimed())!;
    await new Promise((resolve) => setTimeout(resolve, IDEMPOTENCY_CLAIM_MS + 500));
    expect((await claimed())!.getTime()).toBeGreaterThan(first.getTime());
    // The claim is timed by the database's clock, which set it, not this process's.
    const [claim] = await app.db.sql`select claimed_until > now() as live from idempotency_keys where key = ${key}`;
    expect(claim?.live).toBe(true);
    const form = new FormData();
    form.append('photoType', 'before');
    form.append('photos', new Blob([new Uint8Array(photo)]), 'car.webp');
    const twin = await fetch(`${app.url}/api/bookings/${created.json.id}/photos`, { method: 'POST', body: form, headers: { cookie: admin.cookie, ...withKey(key) } });
    expect(twin.status).toBe(409);
    expect(await answer).toBe(200);
    const photos = await admin.request('GET', `/api/bookings/${created.json.id}/photos/before`);
    expect(photos.json.photos).toHaveLength(1);
  }, 30_000);

  it('does not keep a refusal: the same key runs again once the input is right', async () => {
    const key = randomUUID();
    const refused = await admin.request('POST', '/api/bookings', { ...booking, fullName: 'Fixed Later', email: 'nope' }, withKey(key));
    expect(refused.status).toBe(400);
    const fixed = await admin.request('POST', '/api/bookings', { ...booking, fullName: 'Fixed Later' }, withKey(key));
    expect(fixed.status).toBe(201);
    expect(fixed.headers.get('idempotent-replayed')).toBeNull();
  });

  it('replays a DELETE instead of answering 404 the second time', async () => {
    const created = await admin.request('POST', '/api/bookings', { ...booking, fullName: 'Delete Me' });
    const key = randomUUID();
    const first = await admin.request('DELETE', `/api/bookings/${created.json.id}`, undefined, withKey(key));
    expect(first.status).toBe(200);
    const replay = await admin.request('DELETE', `/api/bookings/${created.json.id}`, undefined, withKey(key));
    expect([replay.status, replay.text, replay.headers.get('idempotent-replayed')]).toEqual([200, first.text, 'true']);
  });

  it('refuses a key that is too long or not visible ASCII with 400, and creates nothing', async () => {
    for (const key of ['k'.repeat(201), 'naïve-key']) {
      const response = await admin.request('POST', '/api/bookings', { ...booking, fullName: 'Bad Key' }, withKey(key));
      expect(response.status).toBe(400);
      expect(response.json).toEqual({ message: idempotencyMessages.invalidKey });
    }
    expect(await bookingsNamed('Bad Key')).toBe(0);
  });

  it('replays a multipart photo upload sent again with a new boundary, and refuses the key with other files (422)', async () => {
    const created = await admin.request('POST', '/api/bookings', { ...booking, fullName: 'Photo Person' });
    const upload = async (file: string, key: string) => {
      const form = new FormData();
      form.append('photoType', 'before');
      form.append('photos', new Blob([new Uint8Array(await readFile(file))]), 'car.img');
      const response = await fetch(`${app.url}/api/bookings/${created.json.id}/photos`, { method: 'POST', body: form, headers: { cookie: admin.cookie, ...withKey(key) } });
      return { status: response.status, replayed: response.headers.get('idempotent-replayed'), text: await response.text() };
    };
    const key = randomUUID();
    const first = await upload(imageFixtures.webp, key);
    expect(first.status).toBe(200);
    expect(await upload(imageFixtures.webp, key)).toEqual({ ...first, replayed: 'true' });
    expect((await upload(imageFixtures.transparentPng, key)).status).toBe(422);
    const photos = await admin.request('GET', `/api/bookings/${created.json.id}/photos/before`);
    expect(photos.json.photos).toHaveLength(1);
  });
});

describe('Idempotency-Key on GraphQL createBooking', () => {
  const CREATE = 'mutation($input: CreateBookingInput!) { createBooking(input: $input) { id fullName } }';
  const send = (session: HttpSession, key: string | null, input: unknown) =>
    session.request('POST', '/graphql', { query: CREATE, variables: { input } }, key === null ? {} : withKey(key));

  it("answers an admin's retry with the same booking and records it once; without a key, a retry is a second booking", async () => {
    const key = randomUUID();
    const input = { ...booking, fullName: 'Graph Retry' };
    const first = await send(admin, key, input);
    expect(first.json.errors).toBeUndefined();
    const retried = await send(admin, key, input);
    expect(retried.json).toEqual(first.json);
    expect(await bookingsNamed('Graph Retry')).toBe(1);

    const unkeyed = { ...booking, fullName: 'Graph Unkeyed' };
    const ids = [(await send(admin, null, unkeyed)).json.data.createBooking.id, (await send(admin, null, unkeyed)).json.data.createBooking.id];
    expect(new Set(ids).size).toBe(2);
  });

  it("answers a public retry with the same receipt, not with its own day taken; another body under the key is another booking", async () => {
    const key = randomUUID();
    // Another person than the file's other public bookings: each person has a bound of their own.
    const input = { ...booking, fullName: 'Graph Public', email: 'graph.public@example.com', mobile: '0400 000 222', vehicleRego: 'GRA001', date: offeredDate(2) };
    const first = await send(new HttpSession(app.url), key, input);
    expect(first.json.errors).toBeUndefined();
    const retried = await send(new HttpSession(app.url), key, input);
    expect(retried.json).toEqual(first.json);
    expect(await bookingsNamed('Graph Public')).toBe(1);
    const other = await send(new HttpSession(app.url), key, { ...input, fullName: 'Graph Other' });
    expect(other.json.errors?.[0]?.extensions?.code).toBe('DAY_TAKEN');
    expect(await bookingsNamed('Graph Other')).toBe(0);
  });
});
