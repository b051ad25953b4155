import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HttpSession, startTestApp, type TestApp } from '../../infra/testing/app.js';
import { createServices } from '../../infra/testing/catalog.js';
import { createUser } from '../identity/users.js';

// One table for every route and operation of the bookings and catalog contexts: without a
// session 401, as a customer 403, as an admin allowed. Refusals must change nothing.

let app: TestApp;
let admin: HttpSession;
let customer: HttpSession;
let anonymous: HttpSession;
let bookingId: string;
let serviceId: number;
let vehicleTypeId: string;

type Route = [method: string, path: () => string, body?: () => unknown];
const B = () => bookingId;

const adminRoutes: Route[] = [
  ['GET', () => '/api/bookings'],
  ['GET', () => `/api/bookings/${B()}/full`],
  ['PATCH', () => `/api/bookings/${B()}`, () => ({ notes: 'changed' })],
  ['POST', () => `/api/bookings/${B()}/photos`],
  ['GET', () => `/api/bookings/${B()}/photos/before`],
  ['GET', () => `/api/bookings/${B()}/photos/after`],
  ['GET', () => `/api/bookings/${B()}/licence/front`],
  ['GET', () => `/api/bookings/${B()}/licence/back`],
  ['GET', () => `/api/bookings/${B()}/signature`],
  ['GET', () => '/api/bookings/calendar.ics'],
  ['GET', () => `/api/nas-photo?path=${encodeURIComponent(`/customer-cars/${B()}/before/${'a'.repeat(64)}.jpg`)}`],
  ['GET', () => '/api/customers?search=jo'],
  ['GET', () => '/api/admin/services'],
  ['POST', () => '/api/services', () => ({ name: 'Wax', description: 'Hand wax finish', priceSedanHatch: 50, priceSuv5: 60, priceSuv7: 70, priceUte: 65 })],
  ['PUT', () => `/api/services/${serviceId}`, () => ({ name: 'Renamed service' })],
  ['GET', () => '/api/vehicle-types?all=true'],
  ['POST', () => '/api/vehicle-types', () => ({ name: 'Van', description: 'Vans' })],
  ['PUT', () => `/api/vehicle-types/${vehicleTypeId}`, () => ({ description: 'Edited' })],
  ['GET', () => '/api/settings/statuses'],
  ['POST', () => '/api/settings/statuses', () => ({ statuses: [] })],
  // Destructive ones last, so the rows above still find their records.
  ['DELETE', () => `/api/services/${serviceId}`],
  ['DELETE', () => `/api/vehicle-types/${vehicleTypeId}`],
  ['DELETE', () => `/api/bookings/${B()}`],
];

const publicRoutes: Route[] = [
  ['GET', () => '/api/services'],
  ['GET', () => '/api/vehicle-types'],
  ['GET', () => '/api/settings/branding'],
  ['GET', () => '/healthz'],
];

type Operation = [name: string, query: string, variables?: () => Record<string, unknown>];
const adminOperations: Operation[] = [
  ['bookings', '{ bookings { id } }'],
  ['booking', 'query($id: ID!) { booking(id: $id) { id } }', () => ({ id: B() })],
  ['bookingHistory', 'query($id: ID!) { bookingHistory(id: $id) { type } }', () => ({ id: B() })],
  ['todaysBookings', '{ todaysBookings { id } }'],
  ['dashboardSummary', '{ dashboardSummary { todaysBookings } }'],
  ['dashboardReport', '{ dashboardReport(startDate: "2026-01-01", endDate: "2026-12-31") { totalBookings } }'],
  ['calendarBookings', '{ calendarBookings(from: "2026-01-01", to: "2027-12-31") { id } }'],
  ['customers', '{ customers(search: "jo") { id } }'],
  ['updateBooking', 'mutation($id: ID!) { updateBooking(id: $id, input: { notes: "gql" }) { id } }', () => ({ id: B() })],
  ['changeBookingStatus', 'mutation($id: ID!) { changeBookingStatus(id: $id, status: "approved") { id } }', () => ({ id: B() })],
  ['cancelBooking', 'mutation($id: ID!) { cancelBooking(id: $id) { id } }', () => ({ id: B() })],
  ['uploadBookingPhotos', 'mutation($id: ID!) { uploadBookingPhotos(id: $id, photoType: before, photos: []) { failed { reason } } }', () => ({ id: B() })],
  ['removeBookingPhoto', 'mutation($id: ID!) { removeBookingPhoto(id: $id, photoType: before, path: "/customer-cars/x") { id } }', () => ({ id: B() })],
  ['services(includeInactive)', '{ services(includeInactive: true) { id } }'],
  ['Service.deleted', '{ services { id deleted } }'],
  ['Service.createdAt', '{ service(id: 1) { id createdAt } }'],
  ['Service.updatedAt', '{ services { id updatedAt } }'],
  ['createService', 'mutation { createService(input: { name: "Gql service", description: "Made over GraphQL", priceSedanHatch: 10, priceSuv5: 10, priceSuv7: 10, priceUte: 10 }) { id } }'],
  ['updateService', 'mutation($id: Int!) { updateService(id: $id, input: { name: "Gql renamed" }) { id } }', () => ({ id: serviceId })],
  ['createVehicleType', 'mutation { createVehicleType(input: { name: "Bus" }) { id } }'],
  ['updateVehicleType', 'mutation($id: ID!) { updateVehicleType(id: $id, input: { description: "x" }) { id } }', () => ({ id: vehicleTypeId })],
  ['bookingStatuses', '{ bookingStatuses { id } }'],
  ['saveBookingStatuses', 'mutation { saveBookingStatuses(statuses: []) { id } }'],
  ['deleteService', 'mutation($id: Int!) { deleteService(id: $id) }', () => ({ id: serviceId })],
  ['deleteVehicleType', 'mutation($id: ID!) { deleteVehicleType(id: $id) }', () => ({ id: vehicleTypeId })],
  ['deleteBooking', 'mutation($id: ID!) { deleteBooking(id: $id) }', () => ({ id: B() })],
];

const eventCount = async () => Number((await app.db.sql`select count(*)::int as n from events`)[0]!.n);
const send = (session: HttpSession, [method, path, body]: Route) => session.request(method, path(), body?.());

beforeAll(async () => {
  app = await startTestApp();
  admin = new HttpSession(app.url);
  await admin.login(app.adminUsername, app.adminPassword);
  await createUser(app.db.sql, { username: 'casey', password: 'customer-pass', role: 'customer' });
  customer = new HttpSession(app.url);
  await customer.login('casey', 'customer-pass');
  anonymous = new HttpSession(app.url);
  [serviceId] = (await createServices(admin, 1)) as [number];
  const booking = await admin.request('POST', '/api/bookings', {
    fullName: 'Access Person',
    email: 'access@example.com',
    mobile: '0400',
    date: '2026-12-01',
    time: '10:00',
    vehicleType: 'UTE',
    modelYear: 2020,
    serviceIds: [serviceId],
  });
  bookingId = booking.json.id;
  vehicleTypeId = (await admin.request('POST', '/api/vehicle-types', { name: 'Trailer' })).json.id;
});
afterAll(() => app?.close());

describe('REST access', () => {
  it.each(adminRoutes.map((r) => [`${r[0]} ${r[1]().replace(/[0-9a-f-]{36}/, '{id}')}`, r] as const))(
    '%s: 401 without a session, 403 for a customer, and changes nothing',
    async (_name, routeSpec) => {
      const before = await eventCount();
      const asAnonymous = await send(anonymous, routeSpec);
      expect(asAnonymous.status).toBe(401);
      const asCustomer = await send(customer, routeSpec);
      expect(asCustomer.status).toBe(403);
      expect(await eventCount()).toBe(before);
    },
  );

  it.each(adminRoutes.map((r) => [`${r[0]} ${r[1]().replace(/[0-9a-f-]{36}/, '{id}')}`, r] as const))('%s: allowed for an admin', async (_name, routeSpec) => {
    const response = await send(admin, routeSpec);
    expect([401, 403]).not.toContain(response.status);
  });

  it.each(publicRoutes.map((r) => [`${r[0]} ${r[1]()}`, r] as const))('%s: open to everyone', async (_name, routeSpec) => {
    expect((await send(anonymous, routeSpec)).status).toBe(200);
  });

  it('GET /api/services: the public and customers get only the public fields, an admin every field', async () => {
    const publicFields = ['active', 'description', 'durationHours', 'id', 'name', 'serviceImage', 'showOnBookingForm'];
    for (const session of [anonymous, customer]) {
      const [first] = (await session.request('GET', '/api/services')).json as Record<string, unknown>[];
      expect(Object.keys(first!).filter((k) => !k.startsWith('price')).sort()).toEqual(publicFields);
      expect(Object.keys(first!).filter((k) => k.startsWith('price'))).toHaveLength(12);
    }
    const [first] = (await admin.request('GET', '/api/services')).json as Record<string, unknown>[];
    expect(first).toHaveProperty('deleted');
    expect(first).toHaveProperty('createdAt');
    expect(first).toHaveProperty('updatedAt');
  });
});

describe('GraphQL access', () => {
  it('lets everyone read active services and vehicle types (the booking wizard), without inactive ones', async () => {
    const [visible] = (await createServices(admin, 1)) as [number];
    const response = await anonymous.graphql('query($id: Int!) { service(id: $id) { id } services { id } vehicleTypes { name } }', { id: visible });
    expect(response.json.errors).toBeUndefined();
    expect(response.json.data.service).toEqual({ id: visible });
    expect(response.json.data.vehicleTypes.length).toBeGreaterThan(0);
  });

  it.each(adminOperations)('%s: UNAUTHENTICATED without a session, FORBIDDEN for a customer, and changes nothing', async (_name, query, variables) => {
    const before = await eventCount();
    const asAnonymous = await anonymous.graphql(query, variables?.());
    expect(asAnonymous.json.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    const asCustomer = await customer.graphql(query, variables?.());
    expect(asCustomer.json.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    expect(await eventCount()).toBe(before);
  });

  it.each(adminOperations)('%s: allowed for an admin', async (_name, query, variables) => {
    const response = await admin.graphql(query, variables?.());
    const codes = (response.json.errors ?? []).map((e: { extensions?: { code?: string } }) => e.extensions?.code);
    expect(codes).not.toContain('UNAUTHENTICATED');
    expect(codes).not.toContain('FORBIDDEN');
  });
});
