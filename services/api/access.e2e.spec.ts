import {
  getNamedType,
  type GraphQLField,
  type GraphQLInputType,
  isEnumType,
  isInputObjectType,
  isListType,
  isNonNullType,
  isObjectType,
} from 'graphql';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { identityMessages } from '@detailing/schema';
import { graphqlSchemaOnce } from '../../infra/schemaOnce.js';
import { HttpSession, startTestApp, type TestApp } from '../../infra/testing/app.js';
import { apiRoutesOf } from '../../infra/testing/expressRoutes.js';
import { storeSnapshot } from '../../infra/testing/storeSnapshot.js';
import { feed, graphqlWsClient, take } from '../../infra/testing/websocket.js';
import { createUser } from '../identity/users.js';
import { ACCESS_EXTENSION, type AccessRule, type RestRoute, type Role } from './access.js';
import { createKnown, type IdKind, type Known, restRoutes as routeExamples, validByName } from './fuzz.routes.js';
import { restRoutes } from './restRoutes.js';

/**
 * One table for every REST route and every GraphQL operation: each is called as nobody, as a
 * portal customer, as a demo account whose portal session has no customer yet, as a demo account
 * signed in at the admin login (an admin-side session with role customer), and as an admin; the
 * answer must be what its declared role says. A refusal must change nothing; an allowed call may
 * fail for other reasons (a missing record, a bad value), never for authorization.
 */
type Caller = 'anonymous' | 'customer' | 'unlinked' | 'account' | 'admin';
type Outcome = 'allowed' | 'UNAUTHENTICATED' | 'FORBIDDEN';

const EXPECTED: Record<Role, Record<Caller, Outcome>> = {
  public: { anonymous: 'allowed', customer: 'allowed', unlinked: 'allowed', account: 'allowed', admin: 'allowed' },
  signedIn: { anonymous: 'UNAUTHENTICATED', customer: 'UNAUTHENTICATED', unlinked: 'UNAUTHENTICATED', account: 'allowed', admin: 'allowed' },
  portal: { anonymous: 'UNAUTHENTICATED', customer: 'allowed', unlinked: 'allowed', account: 'UNAUTHENTICATED', admin: 'UNAUTHENTICATED' },
  customer: { anonymous: 'UNAUTHENTICATED', customer: 'allowed', unlinked: 'FORBIDDEN', account: 'UNAUTHENTICATED', admin: 'UNAUTHENTICATED' },
  admin: { anonymous: 'UNAUTHENTICATED', customer: 'UNAUTHENTICATED', unlinked: 'UNAUTHENTICATED', account: 'FORBIDDEN', admin: 'allowed' },
};
const CALLERS: Caller[] = ['anonymous', 'customer', 'unlinked', 'account', 'admin'];
const REFUSAL = {
  UNAUTHENTICATED: { status: 401, messages: [identityMessages.notAuthenticated] },
  FORBIDDEN: { status: 403, messages: [identityMessages.forbidden, identityMessages.accountNotLinked] },
} as const;

/**
 * Everything a caller who is not an admin may reach. The walks below check that each answer
 * matches its declaration; this list is what makes a new public declaration a reviewed change.
 */
const OPEN_TO_NON_ADMINS = {
  rest: {
    'POST /api/auth/login': 'public',
    'POST /api/auth/logout': 'public',
    'POST /api/customer/login': 'public',
    'POST /api/customer/login/link': 'public',
    'POST /api/customer/logout': 'public',
    'GET /api/customer/me': 'portal',
    'GET /api/customer/bookings': 'customer',
    'GET /api/customer/invoices': 'customer',
    'GET /api/customer/invoices/:id/pdf': 'customer',
    'POST /api/customer/bookings/:id/reschedule': 'customer',
    'POST /api/customer/bookings/:id/cancel': 'customer',
    'PATCH /api/customer/profile': 'customer',
    'POST /api/customer/profile/confirm': 'customer',
    // An admin or the owning customer get the photo; anyone else the same 404 (see its route).
    'GET /api/nas-photo': 'public',
    'POST /api/customers/register': 'public',
    'POST /api/customers/login': 'public',
    'POST /api/customers/link': 'portal',
    'GET /api/auth/user': 'signedIn',
    'POST /api/auth/password': 'signedIn',
    'GET /api/bookings/availability': 'public',
    'POST /api/bookings': 'public, admins get more',
    'GET /api/services': 'public, admins get more',
    'GET /api/vehicle-types': 'public, admins only with all=true',
    'GET /api/blobs/:id': 'public',
    'GET /api/settings/business': 'public',
    'GET /api/settings/branding': 'public',
    'GET /api/settings/customer-menu': 'public, admins only with all=true',
    'GET /api/settings/logo': 'public',
    // The calendar feed URL: its token is the credential (unknown tokens 404, rate limited).
    'GET /api/calendar/feed/:token': 'public',
  },
  graphql: {
    'query me': 'public',
    'query portalSession': 'public',
    'query myBookings': 'customer',
    'query myInvoices': 'customer',
    'mutation updateMyProfile': 'customer',
    'mutation confirmMyContactChange': 'customer',
    'mutation rescheduleMyBooking': 'customer',
    'mutation cancelMyBooking': 'customer',
    'subscription myPortalChanged': 'customer',
    'query businessInfo': 'public',
    'query bookingAvailability': 'public',
    'query services': 'public, admins get more, admins only with includeInactive',
    'query service': 'public, admins get more',
    'query vehicleTypes': 'public, admins only with includeInactive',
    'mutation createBooking': 'public, admins get more',
    'query customerMenu': 'public',
    'query logo': 'public',
    'query branding': 'public',
    'query portalBranding': 'public',
  },
};

/**
 * The only answers under /api a cache may keep (`RestRoute.cacheable`): public reads that hold
 * nothing personal. Every other answer, REST or GraphQL, to anyone, must say `no-store`; this list
 * is what makes a new cacheable route a reviewed change.
 */
const CACHEABLE = [
  // The booking wizard's catalog, and the services' pictures, the logo and the login icon.
  'GET /api/services',
  'GET /api/vehicle-types',
  'GET /api/blobs/:id',
  // The business's own details, shown on the portal, the wizard and invoices.
  'GET /api/settings/business',
  'GET /api/settings/branding',
  'GET /api/settings/customer-menu',
  'GET /api/settings/logo',
];

/** The directives of a Cache-Control header, lower case. */
const directives = (header: string | null) => (header ?? '').split(',').map((d) => d.trim().toLowerCase()).filter(Boolean);

const summary = (role: Role, adminSeesMore?: boolean, adminOnly?: string) =>
  [role, adminSeesMore && 'admins get more', adminOnly && `admins only with ${adminOnly}`].filter(Boolean).join(', ');

let app: TestApp;
let known: Known;
let png: Uint8Array;
const sessions = {} as Record<Caller, HttpSession>;

// The portal customer's own record: no route of the walk deletes it.
const PORTAL_CUSTOMER = { fullName: 'Pia Portal', email: 'pia.portal@example.com', mobile: '0412 000 111', vehicleRego: 'pia 001' };

async function signIn(caller: Caller) {
  sessions[caller] = new HttpSession(app.url);
  if (caller === 'admin') expect((await sessions.admin.login(app.adminUsername, app.adminPassword)).status).toBe(200);
  if (caller === 'account') expect((await sessions.account.login('casey', 'customer-pass')).status).toBe(200);
  if (caller === 'customer') {
    const login = await sessions.customer.request('POST', '/api/customer/login', { vehicleRego: PORTAL_CUSTOMER.vehicleRego, email: PORTAL_CUSTOMER.email });
    expect(login.status).toBe(200);
  }
  if (caller === 'unlinked') {
    // A demo account's portal session before it proved a registration.
    expect((await sessions.unlinked.request('POST', '/api/customers/login', { username: 'casey', password: 'customer-pass' })).status).toBe(200);
  }
}

beforeAll(async () => {
  png = new Uint8Array(await sharp({ create: { width: 8, height: 8, channels: 3, background: '#3366cc' } }).png().toBuffer());
  // No worker: nothing reacts in the background, so a change after a refusal is the refusal's own.
  app = await startTestApp({ roles: ['api', 'projector'] });
  await createUser(app.db.sql, { username: 'casey', password: 'customer-pass', role: 'customer' });
  await signIn('admin');
  expect((await sessions.admin.request('POST', '/api/admin/customers', PORTAL_CUSTOMER)).status).toBe(201);
  for (const caller of CALLERS) await signIn(caller);
});
afterAll(() => app?.close());

/** Sends `call` as `caller` and checks the answer against `outcome`; a refusal must leave the store as it was. */
async function expectOutcome(outcome: Outcome, send: () => Promise<Outcome | 'other'>) {
  const before = await storeSnapshot(app.db);
  const answered = await send();
  if (outcome === 'allowed') {
    expect(answered, 'refused for authorization').toBe('other');
  } else {
    expect(answered).toBe(outcome);
    expect(await storeSnapshot(app.db)).toEqual(before);
  }
}

// ---- REST ----------------------------------------------------------------------------------

const ID_OF: Record<IdKind, (k: Known) => string> = {
  booking: (k) => k.bookingId,
  invoice: (k) => k.invoiceId,
  service: (k) => String(k.serviceId),
  vehicleType: (k) => k.vehicleTypeId,
  blob: (k) => k.blobId,
  customer: (k) => k.customerEmail,
  customerId: (k) => k.customerId,
};

const exampleOf = (route: RestRoute) => {
  const example = routeExamples.find((e) => e.method === route.method && e.path === route.path);
  if (!example) throw new Error(`${route.method} ${route.path} has no example in fuzz.routes.ts`);
  return example;
};

/** What each route is sent: its example query, and for routes with admin-only values, the query without them too. */
function restCalls(route: RestRoute): { query: Record<string, string>; role: Role }[] {
  const query = exampleOf(route).query ?? {};
  const adminOnly = Object.entries(route.adminOnlyQuery ?? {});
  if (adminOnly.length === 0) return [{ query, role: route.role }];
  const needsAdmin = adminOnly.some(([name, value]) => query[name] === value);
  const withoutAdminOnly = Object.fromEntries(Object.entries(query).filter(([name]) => !route.adminOnlyQuery![name]));
  return [
    { query, role: needsAdmin ? 'admin' : route.role },
    { query: withoutAdminOnly, role: route.role },
  ];
}

async function sendRest(caller: Caller, route: RestRoute, query: Record<string, string>): Promise<Outcome | 'other'> {
  const example = exampleOf(route);
  const path = route.path.replace(/:id|:email/, example.ids ? ID_OF[example.ids](known) : '').replace(':photoType', 'before');
  const search = new URLSearchParams(query).toString();
  const cookie = sessions[caller].cookie;
  let body: FormData | string | undefined;
  const headers: Record<string, string> = cookie ? { cookie } : {};
  // A file from a caller without an admin-side session never passes the size gate (413, before any
  // session is looked up: customers may send nothing large); sent empty, the request reaches the role check.
  if (example.multipart && (caller === 'account' || caller === 'admin')) {
    body = new FormData();
    body.append('photoType', 'before');
    body.append('photos', new Blob([new Uint8Array(png)]), 'car.png');
  } else if (example.body) {
    body = JSON.stringify(example.body(known));
    headers['content-type'] = 'application/json';
  }
  const response = await fetch(`${app.url}${path}${search ? `?${search}` : ''}`, { method: route.method, headers, body });
  const text = await response.text();
  const cacheControl = directives(response.headers.get('cache-control'));
  if (route.cacheable) expect(cacheControl, `${route.method} ${route.path} as ${caller}`).not.toContain('private');
  else expect(cacheControl, `${route.method} ${route.path} as ${caller} (${response.status})`).toContain('no-store');
  if (example.endsSession && caller !== 'anonymous') await signIn(caller);
  const message = (() => {
    try {
      return (JSON.parse(text) as { message?: unknown }).message;
    } catch {
      return undefined;
    }
  })();
  const refusal = Object.entries(REFUSAL).find(([, r]) => r.status === response.status && (r.messages as readonly unknown[]).includes(message));
  return refusal ? (refusal[0] as Outcome) : 'other';
}

// Deletions and signing out last, so the routes before them still find their records and sessions.
const rank = (route: RestRoute) => (exampleOf(route).endsSession ? 2 : route.method === 'DELETE' ? 1 : 0);
const orderedRoutes = [...restRoutes].sort((a, b) => rank(a) - rank(b));

describe('REST access', () => {
  beforeAll(async () => {
    known = await createKnown(sessions.admin, png);
  });

  it('the route table names every route the server answers under /api, and only those', () => {
    expect(restRoutes.map((r) => `${r.method} ${r.path}`).sort()).toEqual(apiRoutesOf(app.server!));
  });

  it('declares only the reviewed public reads cacheable: every other answer says no-store', () => {
    expect(restRoutes.filter((r) => r.cacheable).map((r) => `${r.method} ${r.path}`)).toEqual(CACHEABLE);
  });

  it('says no-store for a path under /api that no route answers, and for a refusal before any route', async () => {
    const unknown = await sessions.customer.request('GET', '/api/no-such-route');
    expect(unknown.status).toBe(404);
    expect(directives(unknown.headers.get('cache-control'))).toContain('no-store');
    const tooLarge = await sessions.anonymous.request('POST', '/api/customer/login', JSON.stringify({ email: 'x'.repeat(2_000_000) }));
    expect(tooLarge.status).toBe(413);
    expect(directives(tooLarge.headers.get('cache-control'))).toContain('no-store');
  });

  it('declares only the reviewed routes open to callers who are not admins', () => {
    const open = restRoutes
      .filter((r) => r.role !== 'admin')
      .map((r) => [`${r.method} ${r.path}`, summary(r.role, r.adminSeesMore, r.adminOnlyQuery && new URLSearchParams({ ...r.adminOnlyQuery }).toString())]);
    expect(Object.fromEntries(open)).toEqual(OPEN_TO_NON_ADMINS.rest);
  });

  // Before the walk below deletes the booking.
  it("answers a booking's photo, full size and thumbnail, with no-store: a customer's car is nobody else's to keep", async () => {
    for (const size of ['', '&size=thumbnail']) {
      const photo = await sessions.admin.fetchBytes(`/api/nas-photo?path=${encodeURIComponent(known.photoPath)}${size}`);
      expect(photo.status).toBe(200);
      expect(directives(photo.headers.get('cache-control'))).toContain('no-store');
    }
  });

  const cases = orderedRoutes.flatMap((route) =>
    restCalls(route).flatMap(({ query, role }) =>
      CALLERS.map((caller) => {
        const search = new URLSearchParams(query).toString();
        const name = `${route.method} ${route.path}${search ? `?${search}` : ''} (${role}) as ${caller}: ${EXPECTED[role][caller]}`;
        return [name, route, query, EXPECTED[role][caller], caller] as const;
      }),
    ),
  );

  it.each(cases)('%s', async (_name, route, query, outcome, caller) => {
    await expectOutcome(outcome, () => sendRest(caller, route, query));
  });

  it('GET /api/services: the public and customers get only the public fields, an admin every field', async () => {
    const publicFields = ['active', 'description', 'durationHours', 'id', 'name', 'serviceImage', 'showOnBookingForm'];
    for (const caller of ['anonymous', 'customer', 'account'] as const) {
      const [first] = (await sessions[caller].request('GET', '/api/services')).json as Record<string, unknown>[];
      expect(Object.keys(first!).filter((k) => !k.startsWith('price')).sort()).toEqual(publicFields);
      expect(Object.keys(first!).filter((k) => k.startsWith('price'))).toHaveLength(12);
    }
    const [first] = (await sessions.admin.request('GET', '/api/services')).json as Record<string, unknown>[];
    expect(first).toHaveProperty('deleted');
    expect(first).toHaveProperty('createdAt');
    expect(first).toHaveProperty('updatedAt');
  });
});

// ---- GraphQL -------------------------------------------------------------------------------

type AnyField = GraphQLField<unknown, unknown>;
const schema = await graphqlSchemaOnce();
const ruleOf = (field: AnyField) => field.extensions?.[ACCESS_EXTENSION] as AccessRule | undefined;
const rootFields = (['query', 'mutation', 'subscription'] as const).flatMap((kind) => {
  const type = kind === 'query' ? schema.getQueryType() : kind === 'mutation' ? schema.getMutationType() : schema.getSubscriptionType();
  return Object.values(type?.getFields() ?? {}).map((field) => ({ kind, field }));
});

/** A valid value of `type` for an argument or input field named `name` (the fuzz spec's valid values, by name). */
function validValue(type: GraphQLInputType, name: string, valid: Record<string, unknown>): unknown {
  if (isNonNullType(type)) return validValue(type.ofType, name, valid);
  const byName = valid[name];
  if (isListType(type)) return Array.isArray(byName) ? byName : [validValue(type.ofType, name, valid)];
  if (isEnumType(type)) return type.getValues().find((v) => v.value === byName)?.value ?? type.getValues()[0]!.value;
  if (isInputObjectType(type)) return Object.fromEntries(Object.values(type.getFields()).map((f) => [f.name, validValue(f.type, f.name, valid)]));
  switch (type.name) {
    case 'String':
      return typeof byName === 'string' ? byName : 'Plain text';
    case 'ID':
      return typeof byName === 'string' ? byName : known.bookingId;
    case 'Int':
      return Number.isInteger(byName) ? byName : known.serviceId;
    case 'Float':
      return typeof byName === 'number' ? byName : 1.5;
    case 'Boolean':
      return true; // true reaches whatever a flag guards (includeInactive)
    default:
      throw new Error(`no valid value for ${type.name}`);
  }
}

/** The operation text and variables for `field`, selecting `select` on what it returns. */
function operation(kind: string, field: AnyField, args: readonly string[], select = '__typename') {
  const all = validByName(known);
  const scoped = Object.entries(all).filter(([key]) => key.startsWith(`${field.name}.`)).map(([key, v]) => [key.slice(field.name.length + 1), v]);
  const valid = { ...all, ...Object.fromEntries(scoped) };
  const used = field.args.filter((a) => args.includes(a.name));
  const selection = isObjectType(getNamedType(field.type)) ? ` { ${select} }` : '';
  const call = used.length ? `${field.name}(${used.map((a) => `${a.name}: $${a.name}`).join(', ')})` : field.name;
  const query = `${kind} Access${used.length ? `(${used.map((a) => `$${a.name}: ${String(a.type)}`).join(', ')})` : ''} { ${call}${selection} }`;
  return { query, variables: Object.fromEntries(used.map((a) => [a.name, validValue(a.type, a.name, valid)])) };
}

type GraphQLAnswer = { errors?: { extensions?: { code?: string } }[] };
const outcomeOf = (errors: GraphQLAnswer['errors']): Outcome | 'other' => {
  const code = errors?.find((e) => e.extensions?.code === 'UNAUTHENTICATED' || e.extensions?.code === 'FORBIDDEN')?.extensions?.code;
  return (code as Outcome | undefined) ?? 'other';
};

async function sendGraphQL(caller: Caller, op: { query: string; variables: Record<string, unknown> }): Promise<Outcome | 'other'> {
  const answer = await sessions[caller].graphql(op.query, op.variables);
  expect(directives(answer.headers.get('cache-control')), `${op.query} as ${caller}`).toContain('no-store');
  return outcomeOf((answer.json as GraphQLAnswer).errors);
}

/** A change each subscription reports, so an admin's subscription shows it is live (no acknowledgement exists). */
const SUBSCRIPTION_PROBES: Record<string, () => Promise<unknown>> = {
  bookingChanged: () => sessions.admin.request('PATCH', `/api/bookings/${known.bookingId}`, { notes: `probe ${Date.now()}` }),
  customerChanged: () => sessions.admin.request('PATCH', `/api/customers/${known.customerEmail}`, { notes: `probe ${Date.now()}` }),
  invoiceChanged: () => sessions.admin.request('POST', '/api/invoices', { type: 'quote', customer: { fullName: 'Probe' }, items: [{ name: 'Probe', price: 1 }] }),
  // Any change moves the read models' checkpoints, and each move is announced.
  projectionProgress: () => sessions.admin.request('PATCH', `/api/bookings/${known.bookingId}`, { notes: `probe ${Date.now()}` }),
  // Emits the import's current state first: subscribing is the probe.
  customerImportProgress: async () => undefined,
  // Customers only: an admin is refused before anything could be reported.
  myPortalChanged: async () => undefined,
};

async function sendSubscription(caller: Caller, op: { query: string; variables: Record<string, unknown> }, fieldName: string, expected: Outcome): Promise<Outcome | 'other'> {
  const client = graphqlWsClient(app.url, { cookie: sessions[caller].cookie || undefined });
  try {
    // An admin allowed in shows it by a change coming through; one refused (a customer's subscription) is answered at once.
    if (caller === 'admin' && expected === 'allowed') {
      const probe = SUBSCRIPTION_PROBES[fieldName];
      if (!probe) throw new Error(`subscription ${fieldName} has no probe in SUBSCRIPTION_PROBES`);
      const live = feed(client, op.query, op.variables);
      try {
        await live.live(probe);
        return 'other';
      } catch (error) {
        return outcomeOf((error as { cause?: { errors?: GraphQLAnswer['errors'] } }).cause?.errors);
      } finally {
        live.dispose();
      }
    }
    return await take(client, op.query, 1, 10_000, op.variables).then(
      () => 'other' as const,
      (error: { errors?: GraphQLAnswer['errors']; cause?: { code?: number } }) =>
        // Over WebSocket nobody gets as far as an operation without a session: the connection closes 4403.
        error.cause?.code === 4403 && caller === 'anonymous' ? 'UNAUTHENTICATED' : outcomeOf(error.errors),
    );
  } finally {
    await client.dispose();
  }
}

/** Deletions last, like the REST routes, so the calls before them find their records. */
const orderedFields = [...rootFields].sort((a, b) => Number(a.field.name.startsWith('delete')) - Number(b.field.name.startsWith('delete')));

function graphqlCases() {
  return orderedFields.flatMap(({ kind, field }) => {
    const rule = ruleOf(field) ?? { role: 'admin' };
    const all = field.args.map((a) => a.name);
    const adminOnly = rule.adminOnlyArgs ?? [];
    const variants = [{ args: all, role: adminOnly.length ? 'admin' : rule.role }];
    // Flags only admins may set: the call without them is open to the declared role.
    if (adminOnly.length) variants.push({ args: all.filter((a) => !adminOnly.includes(a)), role: rule.role });
    return variants.flatMap(({ args, role }) =>
      CALLERS.map((caller) => {
        const label = adminOnly.length === 0 ? '' : args.length === all.length ? ` with ${adminOnly.join(', ')}` : ` without ${adminOnly.join(', ')}`;
        const outcome = EXPECTED[role as Role][caller];
        return [`${kind} ${field.name}${label} (${role}) as ${caller}: ${outcome}`, kind, field, args, outcome, caller] as const;
      }),
    );
  });
}

/** Fields of object types that declare a role of their own, each reached through the first query returning its type. */
function restrictedFieldCases() {
  const queries = rootFields.filter((f) => f.kind === 'query').map((f) => f.field);
  return Object.values(schema.getTypeMap())
    .filter((type) => isObjectType(type) && !type.name.startsWith('__') && ![schema.getQueryType(), schema.getMutationType(), schema.getSubscriptionType()].includes(type))
    .flatMap((type) => Object.values((type as { getFields(): Record<string, AnyField> }).getFields()).map((field) => ({ type, field })))
    .filter(({ field }) => ruleOf(field))
    .flatMap(({ type, field }) => {
      // Through an operation the caller may use, so the field's own declaration is what answers.
      const via = queries.find((q) => getNamedType(q.type) === type && ruleOf(q)?.role === 'public') ?? queries.find((q) => getNamedType(q.type) === type);
      if (!via) throw new Error(`no query returns ${type.name}, so ${type.name}.${field.name} cannot be checked`);
      return CALLERS.map((caller) => {
        const outcome = EXPECTED[ruleOf(field)!.role][caller];
        return [`${type.name}.${field.name} (${ruleOf(field)!.role}) through ${via.name} as ${caller}: ${outcome}`, via, field, outcome, caller] as const;
      });
    });
}

describe('GraphQL access', () => {
  beforeAll(async () => {
    // The REST walk deleted its records; the operations get fresh ones.
    known = await createKnown(sessions.admin, png);
  });

  it('every query, mutation and subscription declares who may call it', () => {
    expect(rootFields.filter(({ field }) => !ruleOf(field)).map(({ kind, field }) => `${kind} ${field.name}`)).toEqual([]);
  });

  it('declares only the reviewed operations open to callers who are not admins', () => {
    const open = rootFields
      .filter(({ field }) => ruleOf(field)?.role !== 'admin')
      .map(({ kind, field }) => [`${kind} ${field.name}`, summary(ruleOf(field)!.role, ruleOf(field)!.adminSeesMore, ruleOf(field)!.adminOnlyArgs?.join(', '))]);
    expect(Object.fromEntries(open)).toEqual(OPEN_TO_NON_ADMINS.graphql);
  });

  it('lets everyone read active services and vehicle types (the booking wizard), without inactive ones', async () => {
    const response = await sessions.anonymous.graphql('query($id: Int!) { service(id: $id) { id } services { id } vehicleTypes { name } }', { id: known.serviceId });
    expect(response.json.errors).toBeUndefined();
    expect(response.json.data.service).toEqual({ id: known.serviceId });
    expect(response.json.data.vehicleTypes.length).toBeGreaterThan(0);
  });

  it.each(graphqlCases())('%s', async (_name, kind, field, args, outcome, caller) => {
    const op = operation(kind, field, args);
    await expectOutcome(outcome, () => (kind === 'subscription' ? sendSubscription(caller, op, field.name, outcome) : sendGraphQL(caller, op)));
  });

  it.each(restrictedFieldCases())('%s', async (_name, via, field, outcome, caller) => {
    const required = via.args.filter((a) => isNonNullType(a.type)).map((a) => a.name);
    await expectOutcome(outcome, () => sendGraphQL(caller, operation('query', via, required, `__typename ${field.name}`)));
  });
});
