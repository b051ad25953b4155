import fc from 'fast-check';
import {
  getNamedType,
  type GraphQLArgument,
  type GraphQLField,
  type GraphQLInputType,
  isEnumType,
  isInputObjectType,
  isListType,
  isNonNullType,
  isObjectType,
  isScalarType,
} from 'graphql';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HttpSession, startTestApp, type TestApp } from '../../infra/testing/app.js';
import { brokenJsonText, hostileJson, hostileNumber, hostileText, malformedId, percentEncode, rawUrlJunk } from '../../infra/testing/hostile.js';
import { graphqlSchemaOnce } from '../../infra/schemaOnce.js';
import { apiRoutesOf } from '../../infra/testing/expressRoutes.js';
import { storeSnapshot } from '../../infra/testing/storeSnapshot.js';
import { CUSTOMER_SESSION_COOKIE, CustomerSessions } from '../identity/customerSessions.js';
import { SESSION_COOKIE, Sessions } from '../identity/sessions.js';
import { createDemoAccount } from '../identity/users.js';
import { createKnown, idArbitrary, type Known, restRoutes, type RouteExample, validByName } from './fuzz.routes.js';

/**
 * Every REST route and every GraphQL mutation, sent hostile input as an admin, as nobody, as a
 * portal customer and as a demo account: no answer may be a 5xx (or INTERNAL_SERVER_ERROR), and a
 * refusal must leave the event store and every read model exactly as they were. The seed is fixed
 * so a failure replays; fast-check prints it with the smallest input it could shrink to.
 */
const SEED = 20_260_309;
const RUNS = { admin: 30, anonymous: 12, customer: 12, demo: 12 } as const;
type Mode = keyof typeof RUNS;
const MODES = Object.keys(RUNS) as Mode[];

let app: TestApp;
let admin: HttpSession;
let known: Known;

const snapshot = () => storeSnapshot(app.db);

interface Answer {
  status: number;
  json: unknown;
}

async function send(mode: Mode, method: string, url: string, body?: { text: string; type: string } | FormData): Promise<Answer> {
  const headers: Record<string, string> = mode === 'admin' ? { cookie: admin.cookie } : mode === 'anonymous' ? {} : { cookie: await portalCookie(mode) };
  if (body && !(body instanceof FormData)) headers['content-type'] = body.type;
  const response = await fetch(app.url + url, { method, headers, body: body instanceof FormData ? body : body?.text });
  const text = await response.text();
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    json = text.slice(0, 200);
  }
  return { status: response.status, json };
}

/** Sending must not break the sender: the admin signs in again after a route that ends the session. */
async function newAdminSession() {
  const [user] = await app.db.sql`select id from users where username = ${app.adminUsername}`;
  const { token } = await new Sessions(app.db, 1).create(String(user!.id));
  admin.cookie = `${SESSION_COOKIE}=${token}`;
}

let customerSessions: CustomerSessions;
let demoAccountId: string;

/**
 * A fresh portal session for each request, made where the sign-in routes make theirs: a route
 * that signs out, rotates or ends it (and hostile input may reach all of those) costs the next
 * request nothing. The customer's is granted on the link (proof enough, whatever the routes
 * changed of their plate); the demo account's is the account's own, unlinked.
 */
async function portalCookie(mode: 'customer' | 'demo'): Promise<string> {
  let created;
  if (mode === 'customer') {
    const [row] = await app.db.sql`select credentials_version from customers where id = ${known.customerId}`;
    created = await customerSessions.create({ customerId: known.customerId, vehicleRego: null, grantedOn: 'link', credentialsVersion: Number(row!.credentials_version) });
  } else {
    created = await customerSessions.create({ customerId: null, vehicleRego: null, userId: demoAccountId, grantedOn: 'registration', credentialsVersion: null });
  }
  if (!created) throw new Error(`could not sign the ${mode} in`);
  return `${CUSTOMER_SESSION_COOKIE}=${created.token}`;
}

let pngBytes: Uint8Array;

beforeAll(async () => {
  pngBytes = new Uint8Array(await sharp({ create: { width: 8, height: 8, channels: 3, background: '#3366cc' } }).png().toBuffer());
  // No worker: nothing reacts in the background, so any change after a refusal is the refusal's own.
  app = await startTestApp({ roles: ['api', 'projector'] });
  admin = new HttpSession(app.url);
  expect((await admin.login(app.adminUsername, app.adminPassword)).status).toBe(200);
  customerSessions = new CustomerSessions(app.db, { idleMinutes: 60, maxHours: 1 });
  expect(await createDemoAccount(app.db.sql, { username: 'fuzz-demo', password: 'fuzz-demo-1', fullName: 'Fuzz Demo', email: 'fuzz.demo@example.com', phone: null, address: null })).toBe('created');
  demoAccountId = String((await app.db.sql`select id from users where username = 'fuzz-demo'`)[0]!.id);
});
afterAll(() => app?.close());

type Path = (string | number)[];

/** Every place inside a valid body a hostile value can go: leaves, and the objects and lists holding them. */
function pathsOf(value: unknown, prefix: Path = []): Path[] {
  if (value === null || typeof value !== 'object') return [];
  return Object.entries(value).flatMap(([key, child]) => {
    const path = [...prefix, Array.isArray(value) ? Number(key) : key];
    return [path, ...pathsOf(child, path)];
  });
}

function changed(base: unknown, sets: [Path, unknown][], drops: Path[]): unknown {
  const copy = structuredClone(base) as Record<string | number, unknown>;
  const at = (path: Path) => path.slice(0, -1).reduce<Record<string | number, unknown> | undefined>((o, k) => o?.[k] as never, copy);
  for (const [path, value] of sets) {
    const parent = at(path);
    if (parent && typeof parent === 'object') parent[path.at(-1)!] = value;
  }
  for (const path of drops) delete at(path)?.[path.at(-1)!];
  return copy;
}

/**
 * Mostly a valid example with one part replaced: by hostile text where it holds text (the way to
 * reach the database), by any hostile value elsewhere. Sometimes several parts, or a body that is
 * not the example at all.
 */
function bodyArbitrary(base: unknown): fc.Arbitrary<{ text: string; type: string } | undefined> {
  const paths = pathsOf(base);
  const textPaths = paths.filter((p) => typeof p.reduce<unknown>((o, k) => (o as Record<string | number, unknown>)[k], base) === 'string');
  const json = (value: unknown) => ({ text: JSON.stringify(value), type: 'application/json' });
  const one = (candidates: Path[], value: fc.Arbitrary<unknown>) =>
    fc.tuple(fc.constantFrom(...candidates), value).map(([path, v]) => json(changed(base, [[path, v]], [])));
  return fc.oneof(
    ...(textPaths.length ? [{ weight: 6, arbitrary: one(textPaths, hostileText) }] : []),
    { weight: 3, arbitrary: one(paths, hostileJson) },
    {
      weight: 2,
      arbitrary: fc
        .tuple(fc.subarray(paths, { minLength: 1, maxLength: Math.min(3, paths.length) }), fc.array(hostileJson, { minLength: 3, maxLength: 3 }), fc.subarray(paths, { maxLength: 1 }))
        .map(([targets, values, drops]) => json(changed(base, targets.map((p, i) => [p, values[i]]), drops))),
    },
    { weight: 1, arbitrary: fc.constant(json(base)) },
    { weight: 1, arbitrary: hostileJson.map(json) },
    { weight: 1, arbitrary: brokenJsonText.map((text) => ({ text, type: 'application/json' })) },
    { weight: 1, arbitrary: fc.constantFrom({ text: 'a=1', type: 'application/x-www-form-urlencoded' }, { text: JSON.stringify(base), type: 'text/plain' }) },
    { weight: 1, arbitrary: fc.constant(undefined) },
  );
}

/** Query strings: each parameter valid, hostile, repeated, or left out. */
function queryArbitrary(base: Record<string, string>): fc.Arbitrary<string> {
  const parameter = ([key, value]: [string, string]) =>
    fc.oneof(
      fc.constant(`${key}=${percentEncode(value)}`),
      hostileText.map((v) => `${key}=${percentEncode(v)}`),
      rawUrlJunk.map((junk) => `${key}=${junk}`),
      fc.constant(`${key}=${percentEncode(value)}&${key}=x`),
      fc.constant(''),
    );
  return fc.tuple(...Object.entries(base).map(parameter)).map((parts) => parts.filter(Boolean).join('&'));
}

const segment = (id: fc.Arbitrary<string>) =>
  fc.oneof({ weight: 6, arbitrary: id.map(percentEncode) }, { weight: 1, arbitrary: rawUrlJunk }, { weight: 1, arbitrary: fc.constant('') });

function multipartArbitrary(): fc.Arbitrary<FormData | { text: string; type: string } | undefined> {
  const file = fc.record({
    field: fc.oneof({ weight: 4, arbitrary: fc.constant('photos') }, { weight: 1, arbitrary: hostileText.filter((t) => t.length < 100) }),
    name: fc.oneof(fc.constantFrom('car.png', 'car.heic', 'x.jpg'), hostileText.filter((t) => t.length < 300)),
    bytes: fc.oneof(fc.constant('png' as const), fc.uint8Array({ maxLength: 64 })),
  });
  const form = fc.record({ photoType: fc.oneof(fc.constantFrom('before', 'after'), hostileText.filter((t) => t.length < 1000)), files: fc.array(file, { maxLength: 12 }) });
  return fc.oneof(
    {
      weight: 4,
      arbitrary: form.map(({ photoType, files }) => {
        const data = new FormData();
        data.append('photoType', photoType);
        for (const f of files) data.append(f.field, new Blob([new Uint8Array(f.bytes === 'png' ? pngBytes : f.bytes)]), f.name);
        return data;
      }),
    },
    { weight: 1, arbitrary: bodyArbitrary({ photoType: 'before' }) },
  );
}

function requestArbitrary(route: RouteExample) {
  const url = fc
    .record({
      id: route.ids ? segment(idArbitrary(route.ids, known)) : fc.constant(''),
      photoType: segment(fc.oneof(fc.constantFrom('before', 'after'), hostileText.filter((t) => t.length < 1000))),
      query: route.query ? queryArbitrary(route.query) : fc.constantFrom('', 'x=%00', 'from=2026-02-30'),
    })
    .map(({ id, photoType, query }) => `${route.path.replace(/:id|:email/, id).replace(':photoType', photoType)}${query ? `?${query}` : ''}`);
  const body = route.multipart ? multipartArbitrary() : route.body ? bodyArbitrary(route.body(known)) : fc.constant(undefined);
  return fc.record({ url, body });
}

const hasInput = (route: RouteExample) => Boolean(route.ids || route.query || route.body || route.multipart);
const runsFor = (mode: Mode, route: RouteExample) => (hasInput(route) ? RUNS[mode] : 2);

describe('the fuzzed surface', () => {
  it('covers every REST route the server has, and only those', () => {
    expect(restRoutes.map((r) => `${r.method} ${r.path}`).sort()).toEqual(apiRoutesOf(app.server!));
  });
});

const refusedRest = (answer: Answer) => answer.status >= 400;

describe.each(MODES)('REST as %s', (mode) => {
  beforeAll(async () => {
    known = await createKnown(admin, pngBytes);
  });

  it.each(restRoutes.map((r) => [`${r.method} ${r.path}`, r] as const))('%s never answers 5xx, and a refusal changes nothing', async (_name, route) => {
    await fc.assert(
      fc.asyncProperty(requestArbitrary(route), async ({ url, body }) => {
        const before = await snapshot();
        const answer = await send(mode, route.method, url, body);
        if (route.endsSession && mode === 'admin') await newAdminSession();
        expect(answer.status, JSON.stringify(answer.json)).toBeLessThan(500);
        if (refusedRest(answer)) expect(await snapshot()).toEqual(before);
      }),
      { numRuns: runsFor(mode, route), seed: SEED },
    );
  });
});

// GraphQL: every mutation of the built schema, its variables generated from their types: valid
// everywhere but one spot, so the hostile value gets past the other rules to the code behind them.

type Valid = Record<string, unknown>;

function validValue(type: GraphQLInputType, name: string, valid: Valid): fc.Arbitrary<unknown> {
  if (isNonNullType(type)) return validValue(type.ofType, name, valid);
  const byName = valid[name];
  if (byName === null) return fc.constant(null);
  if (isListType(type)) return Array.isArray(byName) ? fc.constant(byName) : fc.array(validValue(type.ofType, name, valid), { minLength: 1, maxLength: 2 });
  if (isEnumType(type)) return fc.constantFrom(...type.getValues().map((v) => v.value));
  if (isInputObjectType(type)) {
    const fields = Object.values(type.getFields());
    return fc.record(Object.fromEntries(fields.map((f) => [f.name, validValue(f.type, f.name, valid)])), { requiredKeys: fields.filter((f) => isNonNullType(f.type)).map((f) => f.name) });
  }
  switch (isScalarType(type) ? type.name : '') {
    case 'String':
      return fc.constant(typeof byName === 'string' ? byName : 'Plain text');
    case 'ID':
      return fc.constantFrom(known.bookingId, known.invoiceId, known.vehicleTypeId, known.customerId);
    case 'Int':
      return fc.constant(Number.isInteger(byName) ? byName : known.serviceId);
    case 'Float':
      return fc.constant(typeof byName === 'number' ? byName : 1.5);
    case 'Boolean':
      return fc.boolean();
    default:
      return fc.constant(null);
  }
}

/** A hostile value that still has the declared GraphQL type, so it reaches the resolver. */
function hostileValue(type: GraphQLInputType, name: string, valid: Valid): fc.Arbitrary<unknown> {
  if (isNonNullType(type)) return hostileValue(type.ofType, name, valid);
  if (isListType(type)) {
    return fc.oneof(
      fc.array(hostileValue(type.ofType, name, valid), { maxLength: 3 }),
      validValue(type.ofType, name, valid).chain((entry) => fc.constantFrom(0, 60, 600).map((n) => Array.from({ length: n }, () => entry))),
    );
  }
  if (isEnumType(type)) return fc.constantFrom(...type.getValues().map((v) => v.value));
  if (isInputObjectType(type)) return oneHostile(type, name, valid);
  switch (isScalarType(type) ? type.name : '') {
    case 'String':
      return hostileText;
    case 'ID':
      return malformedId;
    case 'Int':
      return fc.oneof(fc.integer({ min: -(2 ** 31), max: 2 ** 31 - 1 }), fc.constantFrom(0, -1, 2 ** 31 - 1));
    case 'Float':
      return hostileNumber;
    default:
      return fc.boolean();
  }
}

/** Text (and what holds text) is where the store can be hurt, so the hostile spot is more often there. */
const weightOf = (type: GraphQLInputType) => {
  const named = getNamedType(type);
  return isInputObjectType(named) || named.name === 'String' || named.name === 'ID' ? 4 : 1;
};

/** Valid everywhere but one spot, which is hostile. */
function oneHostile(type: GraphQLInputType, name: string, valid: Valid): fc.Arbitrary<unknown> {
  if (isNonNullType(type)) return oneHostile(type.ofType, name, valid);
  if (!isInputObjectType(type)) return hostileValue(type, name, valid);
  const fields = Object.values(type.getFields());
  const validFields = Object.fromEntries(fields.map((f) => [f.name, validValue(f.type, f.name, valid)]));
  return fc.oneof(...fields.map((f) => ({ weight: weightOf(f.type), arbitrary: fc.record({ ...validFields, [f.name]: hostileValue(f.type, f.name, valid) }) })));
}

function operationArbitrary(kind: 'query' | 'mutation', field: GraphQLField<unknown, unknown>) {
  const all = validByName(known);
  const scoped = Object.entries(all).filter(([key]) => key.startsWith(`${field.name}.`)).map(([key, v]) => [key.slice(field.name.length + 1), v]);
  const valid = { ...all, ...Object.fromEntries(scoped) };
  const declare = (a: GraphQLArgument) => `$${a.name}: ${String(a.type)}`;
  const selection = isObjectType(getNamedType(field.type)) ? ' { __typename }' : '';
  const args = field.args;
  const query = args.length
    ? `${kind} Fuzz(${args.map(declare).join(', ')}) { ${field.name}(${args.map((a) => `${a.name}: $${a.name}`).join(', ')})${selection} }`
    : `${kind} Fuzz { ${field.name}${selection} }`;
  const validArgs = Object.fromEntries(args.map((a) => [a.name, validValue(a.type, a.name, valid)]));
  const variables = fc.oneof(
    { weight: 6, arbitrary: args.length ? fc.oneof(...args.map((a) => ({ weight: weightOf(a.type), arbitrary: fc.record({ ...validArgs, [a.name]: oneHostile(a.type, a.name, valid) }) }))) : fc.constant({}) },
    { weight: 1, arbitrary: fc.record(validArgs) },
    // The wrong types altogether: GraphQL itself must refuse these, as a 400.
    { weight: 1, arbitrary: fc.record(Object.fromEntries(args.map((a) => [a.name, hostileJson]))) },
  );
  return variables.map((v) => ({ query, variables: v }));
}

const schema = await graphqlSchemaOnce();
const queries = Object.values(schema.getQueryType()!.getFields());
// Deletions last, so the records stay there for every other mutation's valid ids.
const mutations = Object.values(schema.getMutationType()!.getFields()).sort((a, b) => Number(a.name.startsWith('delete')) - Number(b.name.startsWith('delete')));

type GraphQLAnswer = { errors?: { message: string; extensions?: { code?: string } }[] };

describe.each(MODES)('GraphQL as %s', (mode) => {
  beforeAll(async () => {
    known = await createKnown(admin, pngBytes);
  });

  const property = (kind: 'query' | 'mutation', field: GraphQLField<unknown, unknown>) =>
    fc.asyncProperty(operationArbitrary(kind, field), async (operation) => {
      const before = await snapshot();
      const answer = await send(mode, 'POST', '/graphql', { text: JSON.stringify(operation), type: 'application/json' });
      const errors = (answer.json as GraphQLAnswer).errors ?? [];
      expect(answer.status, JSON.stringify(answer.json)).toBeLessThan(500);
      expect(errors.filter((e) => e.extensions?.code === 'INTERNAL_SERVER_ERROR')).toEqual([]);
      if (answer.status >= 400 || errors.length > 0) expect(await snapshot()).toEqual(before);
    });

  it.each(queries.map((q) => [q.name, q] as const))('query %s never fails internally', async (_name, query) => {
    await fc.assert(property('query', query), { numRuns: query.args.length ? RUNS[mode] : 2, seed: SEED });
  });

  it.each(mutations.map((m) => [m.name, m] as const))('mutation %s never fails internally, and a refusal changes nothing', async (_name, mutation) => {
    await fc.assert(property('mutation', mutation), { numRuns: RUNS[mode], seed: SEED });
  });
});
