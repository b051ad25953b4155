import { invoiceMessages } from '@detailing/schema';
import type { RestRoute } from '../api/access.js';
import { param } from '../api/http.js';
import type { ApiServices } from '../api/services.js';
import { restCommandOptions, sendVersioned, viewed } from '../api/versions.js';
import { sqlBookingLookup } from '../bookings/published.js';
import { sqlInvoiceLookup } from '../invoicing/published.js';
import { DomainError } from '../platform/errors.js';
import { checkOwnVehicle, customerIdOf } from './ownVehicle.js';
import { PortalReads } from './PortalReads.js';
import { portalCustomer } from './views.js';

export const portalReads = (services: Pick<ApiServices, 'db' | 'catalogLookup'>): PortalReads =>
  new PortalReads({ bookings: sqlBookingLookup(services.db.sql), invoices: sqlInvoiceLookup(services.db.sql), catalog: services.catalogLookup });

const bodyField = (body: unknown, name: string): unknown =>
  body !== null && typeof body === 'object' && !Array.isArray(body) ? (body as Record<string, unknown>)[name] : undefined;

/** `/api/customer/*` of 001 §7 that read and edit a signed-in customer's own records: role customer, each. */
export const portalRoutes: RestRoute[] = [
  {
    method: 'GET',
    path: '/api/customer/bookings',
    role: 'customer',
    handler: async (req, res, ctx, services) => {
      const customerId = customerIdOf(ctx.customer);
      checkOwnVehicle(ctx.customer!, req.query.vehicleRego);
      res.set('Cache-Control', 'private, no-store').json(await portalReads(services).bookings(customerId));
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
      const updated = await viewed(portalCustomer, services.customers.updateOwnProfile(customerId, req.body, restCommandOptions(req, ctx)));
      sendVersioned(res, updated.version, updated);
    },
  },
];
