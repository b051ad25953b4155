import type express from 'express';
import { CustomerListInput, customerMessages as m, DeleteCustomersInput, isUuid, MAX_LENGTH } from '@detailing/schema';
import type { RestRoute } from '../api/access.js';
import { param } from '../api/http.js';
import { restCommandOptions as options, sendVersioned } from '../api/versions.js';
import { sqlBookingLookup } from '../bookings/published.js';
import { DomainError } from '../platform/errors.js';
import { parseInput } from '../platform/validation.js';
import { type CustomerView, findCustomer, findCustomerByEmail, searchCustomers } from './queries.js';

/** The customer a path's `:email` names (case-insensitively); anything else is a customer that does not exist. */
async function customerOf(req: express.Request, sql: Parameters<typeof findCustomerByEmail>[0]): Promise<CustomerView> {
  const email = param(req, 'email');
  const found = email.length <= MAX_LENGTH.EMAIL && email.includes('@') ? await findCustomerByEmail(sql, email) : null;
  if (!found) throw new DomainError('NOT_FOUND', m.notFound);
  return found;
}

/** POST /api/admin/customers answers in the spec's shape (001 §7): the mobile as `phone`. */
const adminShape = (c: CustomerView) => ({ id: c.id, fullName: c.fullName, email: c.email, phone: c.mobile, address: c.address, companyName: c.companyName });

/** REST shims of 001 §7 over the same commands and queries as GraphQL. All admin. */
export const customerRoutes: RestRoute[] = [
  {
    // A plain list (as before), by full name; `X-Total-Count` says how many match in all.
    method: 'GET',
    path: '/api/customers',
    role: 'admin',
    handler: async (req, res, _ctx, { db }) => {
      const input = parseInput(CustomerListInput, { search: req.query.search, offset: req.query.offset, limit: req.query.limit });
      const page = await searchCustomers(db.sql, input);
      res.set('X-Total-Count', String(page.total)).json(page.items);
    },
  },
  {
    method: 'POST',
    path: '/api/admin/customers',
    role: 'admin',
    handler: async (req, res, ctx, { customers }) => {
      res.status(201).json(adminShape(await customers.register(req.body, options(req, ctx))));
    },
  },
  {
    // The CSV import's call, one row at a time: a new e-mail registers, a known one is updated.
    method: 'POST',
    path: '/api/customers',
    role: 'admin',
    handler: async (req, res, ctx, { customers, db }) => {
      const { customerId, outcome } = await customers.upsertByEmail(req.body, options(req, ctx));
      const customer = await customersView(db.sql, customerId);
      res.status(outcome === 'created' ? 201 : 200).json({ ...customer, outcome });
    },
  },
  {
    method: 'POST',
    path: '/api/customers/bulk-delete',
    role: 'admin',
    handler: async (req, res, ctx, { customers }) => {
      const { customerIds } = parseInput(DeleteCustomersInput, req.body);
      res.json({ deleted: await customers.deleteMany(customerIds.filter(isUuid), options(req, ctx)) });
    },
  },
  {
    method: 'PATCH',
    path: '/api/customers/:email',
    role: 'admin',
    handler: async (req, res, ctx, { customers, db }) => {
      const customer = await customers.update((await customerOf(req, db.sql)).id, req.body, options(req, ctx));
      sendVersioned(res, customer.version, customer);
    },
  },
  {
    method: 'DELETE',
    path: '/api/customers/:email',
    role: 'admin',
    handler: async (req, res, ctx, { customers, db }) => {
      const { id } = await customerOf(req, db.sql);
      await customers.delete(id, options(req, ctx));
      res.json({ message: 'Customer deleted', id });
    },
  },
  {
    method: 'GET',
    path: '/api/customers/:email/bookings',
    role: 'admin',
    handler: async (req, res, _ctx, { db }) => {
      const { id } = await customerOf(req, db.sql);
      const bookings = await sqlBookingLookup(db.sql).customerBookings(id);
      res.json(bookings.map((b) => ({ id: b.id, date: b.date, time: b.time, vehicleType: b.vehicleType, serviceIds: b.serviceIds, notes: b.notes, status: b.status })));
    },
  },
];

async function customersView(sql: Parameters<typeof findCustomer>[0], id: string): Promise<CustomerView | { id: string }> {
  return (await findCustomer(sql, id)) ?? { id };
}
