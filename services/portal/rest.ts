import { bookingMessages, invoiceMessages } from '@detailing/schema';
import type { RestRoute } from '../api/access.js';
import { param } from '../api/http.js';
import type { ApiServices } from '../api/services.js';
import { actorOf, type CustomerPrincipal } from '../api/context.js';
import { restCommandOptions, sendVersioned } from '../api/versions.js';
import { sqlBookingLookup } from '../bookings/published.js';
import { sqlInvoiceLookup } from '../invoicing/published.js';
import { selfServiceSettings } from '../settings/published.js';
import { DomainError, VersionConflict } from '../platform/errors.js';
import { checkOwnVehicle, customerIdOf } from './ownVehicle.js';
import { PortalReads } from './PortalReads.js';
import { type PortalBooking, portalCustomer } from './views.js';

export const portalReads = (services: Pick<ApiServices, 'db' | 'catalogLookup'>): PortalReads =>
  new PortalReads({
    bookings: sqlBookingLookup(services.db.sql),
    invoices: sqlInvoiceLookup(services.db.sql),
    catalog: services.catalogLookup,
    selfService: () => selfServiceSettings(services.db.sql),
  });

/**
 * A customer's own booking after they changed it, as the portal shows it. The command refused
 * anything not theirs already; a booking gone meanwhile is the same 404.
 */
export async function changedBooking(services: Pick<ApiServices, 'db' | 'catalogLookup'>, customerId: string, bookingId: string): Promise<PortalBooking> {
  const booking = await portalReads(services).booking(customerId, bookingId);
  if (!booking) throw new DomainError('NOT_FOUND', bookingMessages.notFound);
  return booking;
}

const bodyField = (body: unknown, name: string): unknown =>
  body !== null && typeof body === 'object' && !Array.isArray(body) ? (body as Record<string, unknown>)[name] : undefined;

/** `/api/customer/*` of 001 §7 that read and edit a signed-in customer's own records: role customer, each. */
export const portalRoutes: RestRoute[] = [
  {
    method: 'GET',
    path: '/api/customer/bookings',
    role: 'customer',
    answer: (ctx, services, query) => {
      const customerId = customerIdOf(ctx.customer);
      checkOwnVehicle(ctx.customer!, query.vehicleRego);
      return { key: `portal:bookings:${customerId}`, cacheControl: 'private, no-store', read: () => portalReads(services).bookings(customerId) };
    },
  },
  {
    // `{ date, time }`: one of the wizard's days and slots. Another customer's booking, one the portal
    // does not show and an unknown id get the same 404; answers the booking as the portal shows it.
    method: 'POST',
    path: '/api/customer/bookings/:id/reschedule',
    role: 'customer',
    handler: async (req, res, ctx, services) => {
      const customerId = customerIdOf(ctx.customer);
      const bookingId = param(req, 'id');
      await services.bookings.rescheduleByCustomer(bookingId, customerId, req.body, restCommandOptions(req, ctx));
      res.set('Cache-Control', 'private, no-store').json(await changedBooking(services, customerId, bookingId));
    },
  },
  {
    // No body. The same 404 as above for anything not theirs.
    method: 'POST',
    path: '/api/customer/bookings/:id/cancel',
    role: 'customer',
    handler: async (req, res, ctx, services) => {
      const customerId = customerIdOf(ctx.customer);
      const bookingId = param(req, 'id');
      await services.bookings.cancelByCustomer(bookingId, customerId, restCommandOptions(req, ctx));
      res.set('Cache-Control', 'private, no-store').json(await changedBooking(services, customerId, bookingId));
    },
  },
  {
    method: 'GET',
    path: '/api/customer/invoices',
    role: 'customer',
    handler: async (req, res, ctx, services) => {
      const customerId = customerIdOf(ctx.customer);
      checkOwnVehicle(ctx.customer!, req.query.vehicleRego);
      res.set('Cache-Control', 'private, no-store').json(await portalReads(services).invoices(customerId));
    },
  },
  {
    // Another customer's invoice, a deleted one and an unknown id get the same 404.
    method: 'GET',
    path: '/api/customer/invoices/:id/pdf',
    role: 'customer',
    handler: async (req, res, ctx, services) => {
      const invoice = await portalReads(services).invoice(customerIdOf(ctx.customer), param(req, 'id'));
      if (!invoice) throw new DomainError('NOT_FOUND', invoiceMessages.notFound);
      const { fileName, bytes } = await services.invoices.pdf(invoice.id);
      res.set({
        'Content-Type': 'application/pdf',
        'Content-Disposition': `attachment; filename="${fileName}"`,
        'Cache-Control': 'private, no-store',
      });
      res.send(bytes);
    },
  },
  {
    // The registration sent must be the session's (403 otherwise) and is never applied.
    method: 'PATCH',
    path: '/api/customer/profile',
    role: 'customer',
    handler: async (req, res, ctx, services) => {
      const customerId = customerIdOf(ctx.customer);
      checkOwnVehicle(ctx.customer!, bodyField(req.body, 'vehicleRego'));
      // A stale edit's 409 carries the customer as the portal shows them, never the admin's view (notes).
      const { customer, verifications } = await services.ownProfile.update(customerId, req.body, restCommandOptions(req, ctx)).catch(VersionConflict.as(portalCustomer));
      sendVersioned(res, customer.version, { ...portalCustomer(customer), pendingContactChanges: verifications });
    },
  },
  {
    // The code sent to a new e-mail or mobile: the change is made, and this browser stays signed in.
    method: 'POST',
    path: '/api/customer/profile/confirm',
    role: 'customer',
    // It redeems a one-time code: a retry runs again and finds the change made.
    neverReplayed: true,
    handler: async (req, res, ctx, services) => {
      const principal = ctx.customer!;
      const customer = await confirmKeepingSession(services, principal, () => services.ownProfile.confirm(customerIdOf(principal), req.body, { actor: actorOf(ctx) }));
      res.set('Cache-Control', 'private, no-store');
      sendVersioned(res, customer.version, { ...portalCustomer(customer), pendingContactChanges: await services.ownProfile.pending(customer.id) });
    },
  },
];

/**
 * A confirmed change of e-mail or mobile ends every session of the customer (their credentials
 * changed) but the one that proved it with the code, which goes on under the same cookie. A demo
 * account's link stands on the old credentials: its session ends with the link.
 */
export function confirmKeepingSession<T>(services: Pick<ApiServices, 'customerSessions'>, principal: CustomerPrincipal, confirm: () => Promise<T>): Promise<T> {
  return principal.accountId ? confirm() : services.customerSessions.keepThrough(principal.sessionId, confirm);
}
