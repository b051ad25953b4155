import fc from 'fast-check';
import { businessToday, DEFAULT_TIME_ZONE, defaultBookingStatusDefinitions, defaultSmsTemplates, wizardDates } from '@detailing/schema';
import type { HttpSession } from '../../infra/testing/app.js';
import { malformedId } from '../../infra/testing/hostile.js';

/** Records that exist when the fuzzing starts, so valid ids reach the code behind the id check. */
export interface Known {
  bookingId: string;
  invoiceId: string;
  serviceId: number;
  vehicleTypeId: string;
  blobId: string;
  photoPath: string;
  customerId: string;
  /** The customer routes name a customer by e-mail. */
  customerEmail: string;
  /** A customer CSV import, for its progress and query. */
  importId: string;
}

export type IdKind = 'booking' | 'invoice' | 'service' | 'vehicleType' | 'blob' | 'customer' | 'customerId';

/**
 * One REST route and what a valid request to it looks like; the fuzz spec breaks each part, the
 * access spec sends it as it is. `ids` names what `:id` holds; `query` and `body` are valid
 * examples whose every leaf the fuzz spec replaces.
 */
export interface RouteExample {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  path: string;
  ids?: IdKind;
  query?: Record<string, string>;
  body?: (k: Known) => unknown;
  multipart?: boolean;
  /** The route ends the caller's session (admin or customer); the spec signs in again after it. */
  endsSession?: boolean;
}

export function idArbitrary(kind: IdKind, k: Known): fc.Arbitrary<string> {
  const valid: Record<IdKind, string[]> = {
    booking: [k.bookingId, '3b241101-e2bb-4255-8caf-4136c566a962'],
    invoice: [k.invoiceId, '3b241101-e2bb-4255-8caf-4136c566a962'],
    service: [String(k.serviceId), '2147483647', '999999999'],
    vehicleType: [k.vehicleTypeId, 'ute', 'no-such-type'],
    blob: [k.blobId, 'a'.repeat(64)],
    customer: [k.customerEmail, 'nobody@example.com'],
    customerId: [k.customerId, '3b241101-e2bb-4255-8caf-4136c566a962'],
  };
  return fc.oneof({ weight: 2, arbitrary: fc.constantFrom(...valid[kind]) }, { weight: 3, arbitrary: malformedId });
}

/** A 1×1 PNG as a data URL: a logo that passes the image pipeline. */
const TINY_PNG = 'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==';

const futureDate = '2027-05-04';
/** A day the booking wizard offers now (a customer may move their booking to it). */
const offeredDay = () => wizardDates(businessToday(new Date().toISOString(), DEFAULT_TIME_ZONE))[5]!;
const booking = (k: Known) => ({
  fullName: 'Jo Bloggs',
  email: 'jo@example.com',
  mobile: '0400 000 000',
  address: '1 Chapel St, Prahran',
  date: futureDate,
  time: '09:30',
  vehicleType: 'Sedan/Hatch',
  modelYear: 2024,
  vehicleRego: 'ABC123',
  serviceIds: [k.serviceId],
  notes: 'Gate code 1234',
  status: 'pending',
  termsAccepted: true,
});

const bookingPatch = (k: Known) => ({
  ...booking(k),
  firstName: 'Jo',
  lastName: 'Bloggs',
  beforePhotos: [k.photoPath],
  afterPhotos: '[]',
  licenseFrontPhoto: null,
  digitalSignature: 'Jo Bloggs',
  signatureCanvas: null,
  termsAcceptedAt: '2026-01-01T00:00:00Z',
});

const service = () => ({
  name: 'Fuzzed Wash',
  description: 'Outside only, by hand',
  priceSedanHatch: 50,
  priceSuv5: 60,
  priceSuv7: 70,
  priceUte: 80,
  priceSedanHatch2025: 55,
  priceUtePre2025: '45',
  durationHours: 1.5,
  active: true,
  showOnBookingForm: true,
  serviceImage: null,
});

const invoice = (k: Known) => ({
  type: 'invoice',
  invoiceNumber: '',
  invoiceDate: '2026-03-02',
  dueDate: '2026-04-01',
  customer: { id: 12, fullName: 'Jo Citizen', email: 'jo@example.com', phone: '0400 111 222', address: '1 Main St', vehicleRego: 'abc123' },
  items: [{ name: 'Wash', description: 'Outside', quantity: 1.5, price: 25.5, serviceId: k.serviceId }],
  business: { businessName: 'Shine Co', businessAbn: '12 345 678 901' },
  notes: 'Thanks',
});

const customer = () => ({
  fullName: 'Cam Customer',
  email: 'cam@example.com',
  mobile: '0412 345 678',
  address: '2 Chapel St, Prahran',
  companyName: 'Cam Co',
  vehicleRego: 'cam 123',
  notes: 'Prefers mornings',
});

/** Valid bodies, for the records the fuzzing starts from. */
export const examples = { booking, service, invoice, customer };

/** Records for valid ids to name, made through the API by an admin; `png` becomes the service's picture and a photo. */
export async function createKnown(admin: HttpSession, png: Uint8Array): Promise<Known> {
  const created = <T extends { status: number }>(answer: T, what: string): T => {
    if (answer.status >= 300) throw new Error(`could not create ${what}: ${answer.status}`);
    return answer;
  };
  const image = `data:image/png;base64,${Buffer.from(png).toString('base64')}`;
  const service = created(await admin.request('POST', '/api/services', { ...examples.service(), serviceImage: image }), 'a service');
  const vehicleType = created(await admin.request('POST', '/api/vehicle-types', { name: `Fuzz Van ${service.json.id}` }), 'a vehicle type');
  const booking = created(await admin.request('POST', '/api/bookings', examples.booking({ serviceId: service.json.id } as Known)), 'a booking');
  const photo = created(await admin.upload(`/api/bookings/${booking.json.id}/photos`, [{ field: 'photos', name: 'car.png', bytes: png }], { photoType: 'before' }), 'a photo');
  // Each caller's records: a fresh e-mail, as e-mails are unique.
  const customer = created(await admin.request('POST', '/api/admin/customers', { ...examples.customer(), email: `cam-${service.json.id}@example.com` }), 'a customer');
  const invoice = created(await admin.request('POST', '/api/invoices', { type: 'invoice', customer: { fullName: 'Jo' }, items: [{ name: 'Wash', price: 10 }] }), 'an invoice');
  const customerImport = created(await admin.request('POST', '/api/customers/import', { customers: [examples.customer()] }), 'an import');
  return {
    serviceId: service.json.id,
    blobId: String(service.json.serviceImage).split('/').at(-1)!,
    vehicleTypeId: vehicleType.json.id,
    bookingId: booking.json.id,
    photoPath: photo.json.uploaded[0].path,
    invoiceId: invoice.json.id,
    customerId: customer.json.id,
    customerEmail: customer.json.email,
    importId: customerImport.json.import.id,
  };
}

/** Every REST route under /api. The spec fails when the server has a route this table lacks, or the other way round. */
export const restRoutes: RouteExample[] = [
  { method: 'POST', path: '/api/auth/login', body: () => ({ username: 'admin', password: 'not-the-password' }) },
  { method: 'GET', path: '/api/auth/user' },
  // Never the admin's real password: a change is refused (400), or counted out (429), and nothing changes.
  { method: 'POST', path: '/api/auth/password', body: () => ({ currentPassword: 'not-the-password', newPassword: 'another-password-1' }) },
  { method: 'GET', path: '/api/bookings' },
  { method: 'GET', path: '/api/bookings/availability' },
  { method: 'POST', path: '/api/bookings', body: booking },
  { method: 'GET', path: '/api/bookings/calendar.ics', query: { from: '2026-01-01', to: '2027-12-31' } },
  { method: 'GET', path: '/api/calendar/check-existing' },
  { method: 'POST', path: '/api/calendar/subscription', body: () => ({ type: 'live_sync', includeStatuses: ['pending', 'approved'], includeContactDetails: false }) },
  { method: 'DELETE', path: '/api/calendar/subscription' },
  { method: 'POST', path: '/api/calendar/force-sync', body: () => ({ feedId: 'AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA' }) },
  { method: 'GET', path: '/api/calendar/export.ics' },
  // The token is the credential: the literal ':token' (and anything else) is an unknown feed, 404.
  { method: 'GET', path: '/api/calendar/feed/:token' },
  { method: 'GET', path: '/api/bookings/:id/full', ids: 'booking' },
  { method: 'PATCH', path: '/api/bookings/:id', ids: 'booking', body: bookingPatch },
  { method: 'POST', path: '/api/bookings/:id/photos', ids: 'booking', multipart: true },
  { method: 'GET', path: '/api/bookings/:id/photos/:photoType', ids: 'booking' },
  { method: 'GET', path: '/api/bookings/:id/licence/front', ids: 'booking' },
  { method: 'GET', path: '/api/bookings/:id/licence/back', ids: 'booking' },
  { method: 'GET', path: '/api/bookings/:id/signature', ids: 'booking' },
  { method: 'GET', path: '/api/nas-photo', query: { path: '/customer-cars/x/before/y.jpg', size: 'thumbnail' } },
  { method: 'GET', path: '/api/customers', query: { search: 'Jo', offset: '0', limit: '20' } },
  { method: 'POST', path: '/api/admin/customers', body: () => ({ ...customer(), email: 'new.customer@example.com' }) },
  { method: 'POST', path: '/api/customers', body: customer },
  { method: 'PATCH', path: '/api/customers/:email', ids: 'customer', body: () => ({ ...customer(), email: 'ignored@example.com', fullName: 'Cam Changed' }) },
  { method: 'GET', path: '/api/customers/:email/bookings', ids: 'customer' },
  { method: 'GET', path: '/api/services' },
  { method: 'POST', path: '/api/services', body: service },
  { method: 'PUT', path: '/api/services/:id', ids: 'service', body: service },
  { method: 'GET', path: '/api/admin/services' },
  { method: 'GET', path: '/api/vehicle-types', query: { all: 'true' } },
  { method: 'POST', path: '/api/vehicle-types', body: () => ({ name: 'Van', description: 'Delivery vans' }) },
  { method: 'PUT', path: '/api/vehicle-types/:id', ids: 'vehicleType', body: () => ({ name: 'Big Van', description: 'Longer', isActive: true }) },
  { method: 'GET', path: '/api/settings/statuses' },
  { method: 'POST', path: '/api/settings/statuses', body: () => ({ statuses: defaultBookingStatusDefinitions }) },
  { method: 'GET', path: '/api/blobs/:id', ids: 'blob' },
  { method: 'GET', path: '/api/invoices' },
  { method: 'POST', path: '/api/invoices', body: invoice },
  { method: 'PATCH', path: '/api/invoices/:id/status', ids: 'invoice', body: () => ({ status: 'paid' }) },
  { method: 'GET', path: '/api/invoices/:id/pdf', ids: 'invoice' },
  { method: 'GET', path: '/api/settings/business' },
  {
    method: 'POST',
    path: '/api/settings/business',
    body: () => ({ businessName: 'Shine Co', businessAddress: '1 Main St', businessPhone: '03 9000 0000', businessEmail: 'hi@shine.example', businessAbn: '51 824 753 556', appDomain: 'shine.example', timeZone: 'Pacific/Auckland' }),
  },
  { method: 'GET', path: '/api/settings/public-bookings' },
  { method: 'POST', path: '/api/settings/public-bookings', body: () => ({ publicBookingsPerPerson: 3, selfServiceCutoffHours: 48 }) },
  { method: 'GET', path: '/api/settings/sms' },
  // A valid account SID is never offered: a configured account would make the test SMS call out to Twilio.
  { method: 'POST', path: '/api/settings/sms', body: () => ({ accountSid: '', authToken: '', fromNumber: '+61412345678' }) },
  { method: 'GET', path: '/api/settings/sms-notifications' },
  { method: 'POST', path: '/api/settings/sms-notifications', body: () => ({ templates: defaultSmsTemplates }) },
  { method: 'GET', path: '/api/settings/sms-reminders' },
  { method: 'POST', path: '/api/settings/sms-reminders', body: () => ({ reminderLeadHours: 12 }) },
  { method: 'POST', path: '/api/push/test', body: () => ({ type: 'sms', to: '+61412345678', message: 'Hello' }) },
  { method: 'GET', path: '/api/settings/branding' },
  { method: 'POST', path: '/api/settings/branding', body: () => ({ companyName: 'Shine Co', loginIcon: TINY_PNG, loginIconName: 'icon.png' }) },
  { method: 'GET', path: '/api/customers/template.csv' },
  { method: 'GET', path: '/api/customers/export.csv' },
  { method: 'GET', path: '/api/reports/export.csv', query: { from: '2026-03-01', to: '2026-03-31' } },
  { method: 'POST', path: '/api/send-portal-sms/:id', ids: 'customerId' },
  // Credentials nobody holds: a sign-in that worked would rotate the caller's own portal session.
  { method: 'POST', path: '/api/customer/login', body: () => ({ vehicleRego: 'NOB 0DY', email: 'nobody@example.com' }) },
  { method: 'POST', path: '/api/customer/login/link', body: () => ({ token: 'x'.repeat(43) }) },
  { method: 'GET', path: '/api/customer/me' },
  // The signed-in customer's own records; no vehicleRego: the session's own.
  { method: 'GET', path: '/api/customer/bookings' },
  { method: 'GET', path: '/api/customer/invoices' },
  { method: 'GET', path: '/api/customer/invoices/:id/pdf', ids: 'invoice' },
  // Their own booking moved or cancelled (issue 31); the known booking is not theirs: 404, nothing changes.
  { method: 'POST', path: '/api/customer/bookings/:id/reschedule', ids: 'booking', body: () => ({ date: offeredDay(), time: '10:00 AM' }) },
  { method: 'POST', path: '/api/customer/bookings/:id/cancel', ids: 'booking' },
  { method: 'PATCH', path: '/api/customer/profile', body: () => ({ fullName: 'Pat Portal', mobile: '0412 345 678', address: '3 Portal Rd' }) },
  // No code was asked for: every code is refused alike, and nothing changes.
  { method: 'POST', path: '/api/customer/profile/confirm', body: () => ({ field: 'mobile', code: '123456' }) },
  {
    method: 'POST',
    path: '/api/customers/register',
    body: () => ({ username: 'fuzz-demo', password: 'secret1', fullName: 'Fuzz Demo', email: 'fuzz.demo@example.com', phone: '0412 345 678', address: '4 Demo St' }),
  },
  { method: 'POST', path: '/api/customers/login', body: () => ({ username: 'fuzz-demo', password: 'not-the-password' }) },
  { method: 'POST', path: '/api/customers/link', body: () => ({ vehicleRego: 'NOB 0DY' }) },
  {
    method: 'POST',
    path: '/api/customers/import',
    body: () => ({ customers: [{ fullName: 'Fuzz Import', email: 'fuzz.import@example.com', mobile: '0412 345 678', notes: 'From the fuzz test' }] }),
  },
  // Deletions last, so the records above stay there for every other route's valid ids.
  { method: 'DELETE', path: '/api/services/:id', ids: 'service' },
  { method: 'DELETE', path: '/api/vehicle-types/:id', ids: 'vehicleType' },
  { method: 'DELETE', path: '/api/invoices/:id', ids: 'invoice' },
  { method: 'DELETE', path: '/api/bookings/:id', ids: 'booking' },
  { method: 'POST', path: '/api/customers/bulk-delete', body: (k) => ({ customerIds: ['3b241101-e2bb-4255-8caf-4136c566a962', k.customerId] }) },
  { method: 'DELETE', path: '/api/customers/:email', ids: 'customer' },
  { method: 'POST', path: '/api/customer/logout', endsSession: true },
  { method: 'POST', path: '/api/auth/logout', endsSession: true },
  { method: 'GET', path: '/api/settings/customer-menu', query: { all: 'true' } },
  { method: 'POST', path: '/api/settings/customer-menu', body: () => ({ items: [{ title: 'Our website', url: 'https://shine.example/', isEnabled: true, sortOrder: 1 }] }) },
  { method: 'GET', path: '/api/settings/logo' },
  { method: 'POST', path: '/api/settings/logo', body: () => ({ logoUrl: TINY_PNG, logoName: 'logo.png' }) },
];

/**
 * Valid values by field name, so generated GraphQL inputs get past the first rule and reach the
 * store; `operation.field` wins over `field` inside that operation.
 */
export const validByName = (k: Known): Record<string, unknown> => ({
  ...booking(k),
  ...service(),
  ...invoice(k),
  id: k.bookingId,
  status: 'pending',
  queue: 'sms',
  to: '+61412345678',
  message: 'Hello',
  path: k.photoPath,
  photoType: 'before',
  isActive: true,
  enabled: true,
  label: 'Pending',
  statuses: defaultBookingStatusDefinitions,
  templates: defaultSmsTemplates,
  quantity: 1,
  price: 10,
  serviceId: k.serviceId,
  invoiceDate: '2026-03-02',
  dueDate: '2026-04-01',
  from: '2026-01-01',
  'calendarBookings.to': '2027-12-31',
  startDate: '2026-01-01',
  endDate: '2027-12-31',
  asOf: '2030-01-01T00:00:00Z',
  search: 'Jo',
  'customerImport.id': k.importId,
  'customerImportProgress.id': k.importId,
  timeZone: 'Pacific/Auckland',
  publicBookingsPerPerson: 3,
  selfServiceCutoffHours: 48,
  'rescheduleMyBooking.date': offeredDay(),
  'rescheduleMyBooking.time': '10:00 AM',
  reminderLeadHours: 12,
  'saveCustomerMenu.items': [{ title: 'Our website', url: 'https://shine.example/', isEnabled: true, sortOrder: 1 }],
  'saveLogo.logoUrl': TINY_PNG,
  'saveBranding.loginIcon': TINY_PNG,
  companyName: 'Shine Co',
  // The portal's reads: blank is the session's own registration (any other is refused, 403).
  'myBookings.vehicleRego': '',
  'myInvoices.vehicleRego': '',
  // A version nobody has: the edit is refused as stale and changes no one's profile.
  'updateMyProfile.expectedVersion': 1_000_000,
  'confirmMyContactChange.code': '123456',
});
