import {
  getNamedType,
  type GraphQLField,
  type GraphQLInputType,
  type GraphQLNamedType,
  type GraphQLObjectType,
  isEnumType,
  isInputObjectType,
  isObjectType,
  isScalarType,
} from 'graphql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { graphqlSchemaOnce } from '../../infra/schemaOnce.js';
import { HttpSession, startTestApp, type TestApp } from '../../infra/testing/app.js';
import { createServices } from '../../infra/testing/catalog.js';
import { type FakeSmtp, startFakeSmtp } from '../../infra/testing/fakeSmtp.js';
import { until } from '../../infra/testing/until.js';
import { feed, graphqlWsClient, take } from '../../infra/testing/websocket.js';
import { ACCESS_EXTENSION, type AccessRule, type RestRoute } from '../api/access.js';
import { restRoutes } from '../api/restRoutes.js';
import { portalCustomer, type PortalCustomerWorld } from './testing/portalWorld.js';
import { offeredDays } from './testing/selfServiceWorld.js';

/**
 * Customer A's portal session against every portal path and operation, sent customer B's ids,
 * registration, e-mail and photo paths wherever they fit: the answer is a refusal (403 or 404)
 * or A's own data (B's e-mail starts a verification as any address would, and nothing is sent to it), never anything of B's (name, e-mail, registration, ids,
 * invoice numbers, photo bytes); and B's records are as they were. The table is built from the
 * REST route table and the GraphQL schema: a route or operation open to customer sessions
 * without a row here fails the first tests. Then nobody, and an admin, against every customer
 * route and operation: 401 or 403.
 */

let app: TestApp;
let smtp: FakeSmtp;
let admin: HttpSession;
let a: PortalCustomerWorld;
let b: PortalCustomerWorld;
/** What of B's must never reach A. */
let markers: { texts: string[]; bytes: Buffer[] };

type Answer = { status: number; text: string; bytes: Buffer };

async function send(session: HttpSession | null, method: string, path: string, body?: unknown): Promise<Answer> {
  const headers: Record<string, string> = session?.cookie ? { cookie: session.cookie } : {};
  if (body !== undefined) headers['content-type'] = 'application/json';
  const response = await fetch(app.url + path, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) });
  const bytes = Buffer.from(await response.arrayBuffer());
  return { status: response.status, text: bytes.toString('utf8'), bytes };
}

/** Each of B's markers found in `answer` (none is the only right answer). */
function leaks(answer: { text: string; bytes?: Buffer }): string[] {
  const found = markers.texts.filter((t) => answer.text.toLowerCase().includes(t.toLowerCase()));
  const bytes = answer.bytes ? markers.bytes.filter((m) => answer.bytes!.includes(m)).map(() => "B's photo bytes") : [];
  return [...found, ...bytes];
}

/** What B's own session sees: must be the same after A's whole walk. */
async function whatBSees() {
  const [me, bookings, invoices] = await Promise.all(['/api/customer/me', '/api/customer/bookings', '/api/customer/invoices'].map((p) => b.portal.request('GET', p)));
  return { me: me!.json, bookings: bookings!.json, invoices: invoices!.json };
}
let bBefore: Awaited<ReturnType<typeof whatBSees>>;

beforeAll(async () => {
  smtp = await startFakeSmtp();
  app = await startTestApp({ env: { SMTP_URL: smtp.url, MAIL_FROM: 'Portal <portal@shine.example>' } });
  admin = new HttpSession(app.url);
  await admin.login(app.adminUsername, app.adminPassword);
  const serviceIds = await createServices(admin, 1);
  a = await portalCustomer(app, admin, { fullName: 'Alice Able', email: 'alice@example.com', rego: 'ali 111', seed: 11, serviceIds });
  b = await portalCustomer(app, admin, { fullName: 'Bruno Baker', email: 'bruno@example.com', rego: 'bru 222', seed: 22, serviceIds });
  // B's photos as stored (the originals re-encoded, their thumbnails), read by an admin.
  const stored: Buffer[] = [];
  for (const path of b.photoPaths) {
    for (const size of ['', '&size=thumbnail']) {
      const photo = await admin.fetchBytes(`/api/nas-photo?path=${encodeURIComponent(path)}${size}`);
      expect(photo.status).toBe(200);
      stored.push(photo.bytes);
    }
  }
  markers = {
    texts: [
      b.fullName, b.email, 'BRU 222', 'BRU222', b.id, ...b.bookingIds, ...b.invoiceIds, ...b.invoiceNumbers.map((n) => `"${n}"`),
      ...b.photoPaths.map((p) => p.split('/').at(-1)!),
    ],
    bytes: [b.photoBytes, ...stored],
  };
  bBefore = await whatBSees();
});
afterAll(async () => {
  await app?.close();
  await smtp?.close();
});

// ---- REST ----------------------------------------------------------------------------------

/** A route a customer session may call: its role admits them. */
const forCustomers = (route: Pick<RestRoute, 'role'>) => route.role === 'customer' || route.role === 'portal';
const keyOf = (route: Pick<RestRoute, 'method' | 'path'>) => `${route.method} ${route.path}`;

/**
 * Every route a customer session may call: how it takes a `vehicleRego` (query, body, or not at
 * all), a valid body of A's own, what A's own call answers (200 unless said) and what B's
 * registration does (403 unless said). B's ids go into every path parameter by themselves.
 */
const REST_ROWS: Record<string, { vehicleRego: 'query' | 'body' | 'none'; body?: () => Record<string, unknown>; own?: number[]; othersRego?: number[] }> = {
  'GET /api/customer/me': { vehicleRego: 'none' },
  'GET /api/customer/bookings': { vehicleRego: 'query' },
  'GET /api/customer/invoices': { vehicleRego: 'query' },
  'GET /api/customer/invoices/:id/pdf': { vehicleRego: 'none' },
  // B's bookings get the 404 an unknown id gets, and stay as they were (issue 31).
  'POST /api/customer/bookings/:id/reschedule': { vehicleRego: 'none', body: () => ({ date: offeredDays()[4], time: '10:00' }) },
  'POST /api/customer/bookings/:id/cancel': { vehicleRego: 'none' },
  'PATCH /api/customer/profile': { vehicleRego: 'body', body: () => ({ fullName: 'Alice Again', address: '1 Own St' }) },
  // No code of A's is pending: refused (400) as any wrong code is.
  'POST /api/customer/profile/confirm': { vehicleRego: 'none', body: () => ({ field: 'email', code: '000000' }), own: [400] },
  // Linking is for a demo account; a registration's customer session has none to link (401, as for a wrong registration).
  'POST /api/customers/link': { vehicleRego: 'body', body: () => ({ vehicleRego: 'ALI 111' }), own: [401], othersRego: [401] },
};

/** B's registration as a customer might type it. */
const bRegos = () => ['BRU 222', 'bru222', ' Bru 222 '];

/** Every id of B's a path parameter could be given. */
const bIds = () => [...b.bookingIds, ...b.invoiceIds, b.id, b.email, ...b.photoPaths.map((p) => p.split('/').at(-1)!.split('.')[0]!)];

type Call = { name: string; method: string; path: string; body?: unknown; expect: number[] | 'own'; message?: string };

/** Every call of a route: as it is (A's own answer), with B's registration, with each of B's ids, with B's e-mail. */
function callsOf(route: RestRoute): Call[] {
  const row = REST_ROWS[keyOf(route)]!;
  const params = route.path.match(/:\w+/g) ?? [];
  const base = row.body?.();
  const calls: Call[] = [];
  const fill = (value: string) => params.reduce((path, p) => path.replace(p, encodeURIComponent(value)), route.path);
  if (params.length === 0) calls.push({ name: 'as it is', method: route.method, path: route.path, body: base, expect: row.own ?? 'own' });
  else for (const id of bIds()) calls.push({ name: `B's id ${id}`, method: route.method, path: fill(id), body: base, expect: [403, 404] });
  const own = params.length ? fill(a.invoiceIds[0]!) : route.path;
  const othersRego = row.othersRego ?? [403];
  for (const rego of bRegos()) {
    if (row.vehicleRego === 'query') calls.push({ name: `vehicleRego ${rego}`, method: route.method, path: `${own}?vehicleRego=${encodeURIComponent(rego)}`, expect: othersRego });
    if (row.vehicleRego === 'body') calls.push({ name: `vehicleRego ${rego}`, method: route.method, path: own, body: { ...base, vehicleRego: rego }, expect: othersRego });
  }
  if (base && 'fullName' in base) calls.push({ name: "B's e-mail", method: route.method, path: own, body: { ...base, email: b.email.toUpperCase() }, expect: 'own' });
  return calls;
}

const customerRoutes = restRoutes.filter(forCustomers);

describe("customer A against every portal route, with B's ids and registration", () => {
  it('has a row for every route a customer session may call, and only those', () => {
    expect(customerRoutes.map(keyOf).sort()).toEqual(Object.keys(REST_ROWS).sort());
  });

  it.each(customerRoutes.map((r) => [keyOf(r), r] as const))('%s', async (_key, route) => {
    for (const call of callsOf(route)) {
      const answer = await send(a.portal, call.method, call.path, call.body);
      const what = `${call.method} ${call.path} (${call.name}): ${answer.status} ${answer.text.slice(0, 200)}`;
      expect(leaks(answer), what).toEqual([]);
      if (call.expect === 'own') expect(answer.status, what).toBe(200);
      else expect(call.expect, what).toContain(answer.status);
      if (call.expect !== 'own' && answer.status === 403) expect(JSON.parse(answer.text), what).toEqual({ message: 'You can only see your own vehicle' });
    }
  });

  it("replays A's own answers only: B's Idempotency-Key with the same body is A's key to a request of A's own", async () => {
    const headers = { 'Idempotency-Key': 'same-key-on-two-phones-1' };
    const body = { address: '9 Shared Key St' };
    const bs = await b.portal.request('PATCH', '/api/customer/profile', body, headers);
    expect(bs.status).toBe(200);
    const as = await a.portal.request('PATCH', '/api/customer/profile', body, headers);
    expect(as.status).toBe(200);
    expect(as.headers.get('idempotent-replayed')).toBeNull();
    expect(as.json).toMatchObject({ id: a.id, address: '9 Shared Key St' });
    expect(leaks(as)).toEqual([]);
  });

  it("answers A's own records where no id is taken: A's bookings, invoices and profile, no one else's", async () => {
    const bookings = (await a.portal.request('GET', '/api/customer/bookings')).json as { id: string }[];
    expect(bookings.map((x) => x.id)).toEqual(a.bookingIds);
    const invoices = (await a.portal.request('GET', '/api/customer/invoices')).json as { id: string }[];
    expect(invoices.map((x) => x.id).sort()).toEqual([...a.invoiceIds].sort());
    expect((await a.portal.request('GET', '/api/customer/me')).json.customer.id).toBe(a.id);
  });

  it("gets B's photos and thumbnails through /api/nas-photo as the same 404 as a photo that does not exist, and A's own", async () => {
    const notFound = await send(a.portal, 'GET', `/api/nas-photo?path=${encodeURIComponent(`/customer-cars/${a.bookingIds[0]}/before/${'0'.repeat(64)}.png`)}`);
    expect(notFound.status).toBe(404);
    for (const path of b.photoPaths) {
      const [, , bookingId, kind, file] = path.split('/');
      // B's path, and B's file under A's own booking.
      for (const tried of [path, `/customer-cars/${a.bookingIds[0]}/${kind}/${file}`, `/customer-cars/${bookingId}/${kind === 'before' ? 'after' : 'before'}/${file}`]) {
        for (const size of ['', '&size=thumbnail', '&size=full']) {
          const answer = await send(a.portal, 'GET', `/api/nas-photo?path=${encodeURIComponent(tried)}${size}`);
          expect(answer.status, tried).toBe(404);
          expect(answer.text).toBe(notFound.text);
          expect(leaks(answer)).toEqual([]);
        }
      }
      // The blob store's public route serves service pictures only.
      const blob = await send(a.portal, 'GET', `/api/blobs/${file!.split('.')[0]}`);
      expect(blob.status).toBe(404);
      expect(leaks(blob)).toEqual([]);
    }
    for (const path of a.photoPaths) {
      for (const size of ['', '&size=thumbnail']) expect((await send(a.portal, 'GET', `/api/nas-photo?path=${encodeURIComponent(path)}${size}`)).status).toBe(200);
    }
  });

  it("gets nothing of B's through any other route that takes an id (admin routes refuse the portal session)", async () => {
    const withIds = restRoutes.filter((r) => !forCustomers(r) && /:\w+/.test(r.path));
    expect(withIds.length).toBeGreaterThan(5);
    for (const route of withIds) {
      for (const id of [b.bookingIds[0]!, b.invoiceIds[0]!, b.id, b.email]) {
        const path = route.path.replace(/:\w+/g, (p) => (p === ':photoType' ? 'before' : encodeURIComponent(id)));
        const answer = await send(a.portal, route.method, path, route.method === 'GET' ? undefined : {});
        // 413: an upload route's size gate, which comes before any session is looked at.
        expect([401, 403, 404, 413], `${route.method} ${path}: ${answer.status}`).toContain(answer.status);
        expect(leaks(answer)).toEqual([]);
      }
    }
  });
});

// ---- GraphQL -------------------------------------------------------------------------------

type AnyField = GraphQLField<unknown, unknown>;
const schema = await graphqlSchemaOnce();
const ruleOf = (field: AnyField) => field.extensions?.[ACCESS_EXTENSION] as AccessRule | undefined;
const operations = (['query', 'mutation', 'subscription'] as const).flatMap((kind) => {
  const type = kind === 'query' ? schema.getQueryType() : kind === 'mutation' ? schema.getMutationType() : schema.getSubscriptionType();
  return Object.values(type?.getFields() ?? {})
    .filter((field) => forCustomers({ role: ruleOf(field)?.role ?? 'admin' }))
    .map((field) => ({ kind, field, key: `${kind} ${field.name}` }));
});

/**
 * Every operation a customer session may call, with A's own valid input objects (by type name).
 * B's registration goes into every `vehicleRego` argument, B's ids into every ID argument, and
 * B's e-mail into every `email` input field, by themselves.
 */
const GRAPHQL_ROWS: Record<string, { inputs?: Record<string, () => Record<string, unknown>>; args?: Record<string, () => unknown>; own?: string[] }> = {
  'query myBookings': {},
  'query myInvoices': {},
  'mutation updateMyProfile': { inputs: { MyProfileInput: () => ({ fullName: 'Alice Graph' }) } },
  'mutation confirmMyContactChange': { inputs: { ConfirmContactChangeInput: () => ({ field: 'EMAIL', code: '000000' }) }, own: ['BAD_USER_INPUT'] },
  // A's own future booking moves; A's past one is completed, so it cannot be cancelled online (issue 31).
  'mutation rescheduleMyBooking': { inputs: { RescheduleMyBookingInput: () => ({ date: offeredDays()[4], time: '10:00' }) }, args: { id: () => a.bookingIds[0] } },
  'mutation cancelMyBooking': { args: { id: () => a.bookingIds[1] }, own: ['CONFLICT'] },
  'subscription myPortalChanged': {},
};

/** Every field of `type` down to `depth` levels (fields that take arguments left out). */
function selectionOf(type: GraphQLNamedType, depth = 3): string {
  if (!isObjectType(type)) return '';
  const fields = Object.values((type as GraphQLObjectType).getFields()).filter((f) => f.args.length === 0);
  const parts = fields.flatMap((f) => {
    const named = getNamedType(f.type);
    if (isScalarType(named) || isEnumType(named)) return [f.name];
    return depth > 1 ? [`${f.name} { ${selectionOf(named, depth - 1)} }`] : [];
  });
  return parts.join(' ');
}

/** A's own valid arguments (input objects from the row, everything else absent), with `override`. */
function variablesOf(field: AnyField, override: Record<string, unknown> = {}): Record<string, unknown> {
  const row = GRAPHQL_ROWS[operations.find((o) => o.field === field)!.key];
  const valueOf = (type: GraphQLInputType): unknown => {
    const named = getNamedType(type);
    if (isInputObjectType(named)) return row?.inputs?.[named.name]?.() ?? {};
    return null;
  };
  const own = (name: string) => (row?.args?.[name] ? row.args[name]() : undefined);
  return Object.fromEntries(field.args.map((arg) => [arg.name, arg.name in override ? override[arg.name] : (own(arg.name) ?? valueOf(arg.type))]));
}

function documentOf(kind: string, field: AnyField): string {
  const vars = field.args.map((arg) => `$${arg.name}: ${String(arg.type)}`).join(', ');
  const args = field.args.map((arg) => `${arg.name}: $${arg.name}`).join(', ');
  const selection = selectionOf(getNamedType(field.type));
  return `${kind}${vars ? `(${vars})` : ''} { ${field.name}${args ? `(${args})` : ''}${selection ? ` { ${selection} }` : ''} }`;
}

type GraphQLCall = { name: string; variables: Record<string, unknown>; expect: 'own' | string[] };

/** Every call of an operation: as it is, B's registration in each `vehicleRego`, B's ids in each ID, B's e-mail in each `email`. */
function graphqlCallsOf(field: AnyField): GraphQLCall[] {
  const own = GRAPHQL_ROWS[operations.find((o) => o.field === field)!.key]?.own;
  const calls: GraphQLCall[] = [{ name: 'as it is', variables: variablesOf(field), expect: own ?? 'own' }];
  for (const arg of field.args) {
    const named = getNamedType(arg.type);
    if (arg.name === 'vehicleRego') for (const rego of bRegos()) calls.push({ name: `vehicleRego ${rego}`, variables: variablesOf(field, { vehicleRego: rego }), expect: ['FORBIDDEN'] });
    if (named.name === 'ID') for (const id of bIds()) calls.push({ name: `B's id ${id}`, variables: variablesOf(field, { [arg.name]: id }), expect: ['FORBIDDEN', 'NOT_FOUND'] });
    if (isInputObjectType(named) && 'email' in named.getFields()) {
      const input = { ...(variablesOf(field)[arg.name] as object), email: b.email.toUpperCase() };
      calls.push({ name: "B's e-mail", variables: variablesOf(field, { [arg.name]: input }), expect: 'own' });
    }
  }
  return calls;
}

describe("customer A against every customer operation, with B's ids and registration", () => {
  it('has a row for every operation a customer session may call, and only those', () => {
    expect(operations.map((o) => o.key).sort()).toEqual(Object.keys(GRAPHQL_ROWS).sort());
  });

  it.each(operations.filter((o) => o.kind !== 'subscription').map((o) => [o.key, o] as const))('%s', async (_key, { kind, field }) => {
    const query = documentOf(kind, field);
    for (const call of graphqlCallsOf(field)) {
      const answer = await a.portal.graphql(query, call.variables);
      const what = `${field.name} (${call.name}): ${answer.text.slice(0, 300)}`;
      expect(answer.status, what).toBeLessThan(500);
      expect(leaks(answer), what).toEqual([]);
      const errors = answer.json.errors as { extensions?: { code?: string } }[] | undefined;
      if (call.expect === 'own') expect(errors, what).toBeUndefined();
      else {
        expect(call.expect, what).toContain(errors?.[0]?.extensions?.code);
        expect(answer.json.data, what).toBeNull();
      }
    }
  });

  it('subscription myPortalChanged: A hears of A\'s changes only, while B\'s bookings, invoices and profile change', async () => {
    const client = graphqlWsClient(app.url, { cookie: a.portal.cookie });
    const changes = feed<{ myPortalChanged: { kind: string; id: string } }>(client, documentOf('subscription', schema.getSubscriptionType()!.getFields().myPortalChanged!));
    try {
      let n = 0;
      await changes.live(() => admin.request('PATCH', `/api/bookings/${a.bookingIds[0]}`, { notes: `probe ${++n}` }));
      await admin.request('PATCH', `/api/bookings/${b.bookingIds[0]}`, { status: 'approved', notes: 'for B' });
      await admin.upload(`/api/bookings/${b.bookingIds[0]}/photos`, [{ field: 'photos', name: 'car.png', bytes: b.photoBytes }], { photoType: 'after' });
      await admin.request('PATCH', `/api/invoices/${b.invoiceIds[0]}/status`, { status: 'paid' });
      await admin.request('PATCH', `/api/customers/${b.email}`, { address: '2 Other St' });
      await b.portal.request('PATCH', '/api/customer/profile', { address: '3 B Portal St' });
      // A's own change last, from each read model B's changed in: once heard, B's would have been.
      const before = changes.results.length;
      await admin.request('PATCH', `/api/bookings/${a.bookingIds[0]}`, { notes: 'marker' });
      await admin.request('PATCH', `/api/invoices/${a.invoiceIds[0]}/status`, { status: 'void' });
      await a.portal.request('PATCH', '/api/customer/profile', { address: '4 A Portal St' });
      await until(() => {
        const kinds = new Set(changes.results.slice(before).map((c) => c.myPortalChanged.kind));
        return kinds.has('BOOKING') && kinds.has('INVOICE') && kinds.has('PROFILE');
      }, "A's own changes");
      const heard = JSON.stringify(changes.results);
      expect(leaks({ text: heard })).toEqual([]);
      for (const c of changes.results) expect([...a.bookingIds, ...a.invoiceIds, a.id]).toContain(c.myPortalChanged.id);
    } finally {
      changes.dispose();
      await client.dispose();
    }
  });
});

describe("B's records after A's walk", () => {
  it('are as they were, but for what the admin and B changed', async () => {
    const after = await whatBSees();
    const strip = (seen: typeof bBefore) => ({
      me: { ...seen.me, customer: { ...seen.me.customer, version: 0, address: null, mobile: null } },
      bookings: seen.bookings.map((x: Record<string, unknown>) => ({ ...x, status: null, statusLabel: null, notes: null, afterPhotos: null })),
      invoices: seen.invoices.map((x: Record<string, unknown>) => ({ ...x, status: null, amountPaid: null, amountDue: null })),
    });
    expect(strip(after)).toEqual(strip(bBefore));
    expect(after.me.customer).toMatchObject({ fullName: b.fullName, email: b.email, vehicleRego: b.rego });
    // A asked for B's e-mail: B's address got nothing.
    expect(smtp.to(b.email)).toEqual([]);
  });
});

// ---- Nobody, and an admin ------------------------------------------------------------------

describe('nobody and an admin against every customer route and operation', () => {
  const callers = ['nobody', 'admin'] as const;
  const session = (caller: (typeof callers)[number]) => (caller === 'admin' ? admin : null);

  it.each(customerRoutes.flatMap((r) => callers.map((c) => [`${keyOf(r)} as ${c}`, r, c] as const)))('%s: 401 or 403', async (_name, route, caller) => {
    const path = route.path.replace(/:\w+/g, () => b.invoiceIds[0]!);
    for (const query of ['', `?vehicleRego=${encodeURIComponent(b.rego)}`]) {
      const answer = await send(session(caller), route.method, `${path}${query}`, REST_ROWS[keyOf(route)]?.body?.());
      expect([401, 403], answer.text).toContain(answer.status);
      expect(leaks(answer)).toEqual([]);
    }
  });

  it.each(operations.flatMap((o) => callers.map((c) => [`${o.key} as ${c}`, o, c] as const)))('%s: UNAUTHENTICATED or FORBIDDEN', async (_name, { kind, field }, caller) => {
    const query = documentOf(kind, field);
    if (kind === 'subscription') {
      const client = graphqlWsClient(app.url, { cookie: session(caller)?.cookie || undefined });
      try {
        const refused = await take(client, query, 1, 5_000).then(
          () => null,
          (error: { errors?: { extensions?: { code?: string } }[]; cause?: { code?: number } }) => error,
        );
        // Without any session the socket itself is refused (4403); an admin's operation is refused.
        const code = refused?.errors?.[0]?.extensions?.code ?? (refused?.cause?.code === 4403 ? 'UNAUTHENTICATED' : undefined);
        expect(['UNAUTHENTICATED', 'FORBIDDEN']).toContain(code);
      } finally {
        await client.dispose();
      }
      return;
    }
    const answer = await (session(caller) ?? new HttpSession(app.url)).graphql(query, variablesOf(field));
    expect(['UNAUTHENTICATED', 'FORBIDDEN']).toContain(answer.json.errors?.[0]?.extensions?.code);
    expect(leaks(answer)).toEqual([]);
  });
});
