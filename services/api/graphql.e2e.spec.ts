import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HttpSession, startTestApp, type TestApp } from '../../infra/testing/app.js';
import { feed, graphqlWsClient, openSocket, take } from '../../infra/testing/websocket.js';
import { createServices } from '../../infra/testing/catalog.js';

let app: TestApp;
let admin: HttpSession;

const input = {
  fullName: 'Sam Live',
  email: 'sam@example.com',
  mobile: '0411 111 111',
  date: '2026-11-24',
  time: '10:00',
  vehicleType: 'UTE',
  modelYear: 2019,
  serviceIds: [] as number[],
};
const createBooking = `mutation Create($input: CreateBookingInput!) { createBooking(input: $input) { id } }`;
const updateNotes = `mutation Notes($id: ID!, $notes: String) { updateBooking(id: $id, input: { notes: $notes }) { id } }`;
const deepIntrospection = `{ __schema { types { fields { type { ofType { ofType { ofType { ofType { ofType { name } } } } } } } } } }`;

beforeAll(async () => {
  app = await startTestApp();
  admin = new HttpSession(app.url);
  await admin.login(app.adminUsername, app.adminPassword);
  input.serviceIds = await createServices(admin, 1);
});
afterAll(() => app?.close());

describe('GraphQL over HTTP', () => {
  it('blocks a text/plain POST as a CSRF attempt and runs nothing', async () => {
    const before = await app.db.sql`select count(*)::int as n from events`;
    const response = await admin.request(
      'POST',
      '/graphql',
      JSON.stringify({ query: createBooking, variables: { input } }),
      { 'content-type': 'text/plain' },
    );
    expect(response.status).toBe(400);
    expect(response.text).toMatch(/Cross-Site Request Forgery/);
    const after = await app.db.sql`select count(*)::int as n from events`;
    expect(after[0]!.n).toBe(before[0]!.n);
  });

  it('rejects a query deeper than the limit', async () => {
    const response = await admin.graphql(deepIntrospection);
    expect(response.status).toBe(400);
    expect(response.json.errors[0].message).toMatch(/is 10 levels deep; the limit is 8/);
    expect(response.json.errors[0].extensions).toMatchObject({ code: 'GRAPHQL_VALIDATION_FAILED', limit: 'depth' });
  });

  it('rejects a query with too many aliases', async () => {
    const aliases = Array.from({ length: 16 }, (_, i) => `a${i}: me { id }`).join(' ');
    const response = await admin.graphql(`{ ${aliases} }`);
    expect(response.json.errors[0].extensions).toMatchObject({ code: 'GRAPHQL_VALIDATION_FAILED', limit: 'aliases' });
  });

  it('rejects a query whose cost is over the limit', async () => {
    const fields = 'id fullName email mobile address date time vehicleType modelYear vehicleRego serviceIds notes status termsAccepted termsAcceptedAt invoiceId createdAt';
    const aliases = Array.from({ length: 15 }, (_, i) => `b${i}: bookings { ${fields} }`).join(' ');
    const response = await admin.graphql(`{ ${aliases} }`);
    expect(response.json.errors[0].message).toMatch(/costs 2565; the limit is 2000/);
    expect(response.json.errors[0].extensions).toMatchObject({ code: 'GRAPHQL_VALIDATION_FAILED', limit: 'cost' });
  });
});

describe('GraphQL over WebSocket (graphql-ws)', () => {
  it('delivers bookingChanged to a signed-in admin after createBooking, with the booking as the read model holds it', async () => {
    const client = graphqlWsClient(app.url, { cookie: admin.cookie });
    const probe = await admin.graphql(createBooking, { input: { ...input, fullName: 'Pat Probe' } });
    const changes = feed<{ bookingChanged: { kind: string; bookingId: string; booking: { fullName: string; status: string } } }>(
      client,
      `subscription { bookingChanged { kind bookingId booking { fullName status } } }`,
    );
    try {
      let probes = 0;
      await changes.live(() => admin.graphql(updateNotes, { id: probe.json.data.createBooking.id, notes: `probe ${++probes}` }));
      const created = await admin.graphql(createBooking, { input });
      const message = await changes.next((m) => m.bookingChanged.bookingId === created.json.data.createBooking.id, 'the new booking');
      expect(message.bookingChanged).toEqual({
        kind: 'CREATED',
        bookingId: created.json.data.createBooking.id,
        booking: { fullName: 'Sam Live', status: 'pending' },
      });
    } finally {
      changes.dispose();
      await client.dispose();
    }
  });

  it('applies the same depth limit to operations sent over the WebSocket', async () => {
    const client = graphqlWsClient(app.url, { cookie: admin.cookie });
    try {
      await expect(take(client, deepIntrospection, 1)).rejects.toMatchObject({
        cause: [expect.objectContaining({ extensions: { code: 'GRAPHQL_VALIDATION_FAILED', limit: 'depth' } })],
      });
    } finally {
      await client.dispose();
    }
  });

  it('closes a connection without a session (4403)', async () => {
    const client = graphqlWsClient(app.url);
    try {
      await expect(take(client, `subscription { bookingChanged { kind } }`, 1)).rejects.toMatchObject({ cause: expect.objectContaining({ code: 4403 }) });
    } finally {
      await client.dispose();
    }
  });

  it('refuses the upgrade from a foreign Origin even with a valid session', async () => {
    await expect(
      openSocket(`${app.url.replace('http', 'ws')}/graphql`, { cookie: admin.cookie, origin: 'https://evil.example', 'sec-websocket-protocol': 'graphql-transport-ws' }),
    ).rejects.toThrow('HTTP 403');
  });
});

describe('the /ws shim', () => {
  it('sends booking_created with the booking (including fullName) to a signed-in admin', async () => {
    const socket = await openSocket(`${app.url.replace('http', 'ws')}/ws`, { cookie: admin.cookie, origin: app.url });
    try {
      const message = new Promise<{ type: string; data: { id: string; fullName: string } }>((resolve) =>
        socket.once('message', (raw) => resolve(JSON.parse(String(raw)))),
      );
      const created = await admin.request('POST', '/api/bookings', { ...input, fullName: 'Shim Person' });
      expect(await message).toMatchObject({ type: 'booking_created', data: { id: created.json.id, fullName: 'Shim Person' } });
    } finally {
      socket.close();
    }
  });

  it('refuses a connection without an admin session', async () => {
    await expect(openSocket(`${app.url.replace('http', 'ws')}/ws`, { origin: app.url })).rejects.toThrow('HTTP 401');
  });
});
