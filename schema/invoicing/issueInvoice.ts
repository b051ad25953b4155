import { z } from 'zod';
import { parsePlainDate } from '../bookings/dates.js';
import { toCents } from '../catalog/money.js';
import { list, text as boundedText, type TextField } from '../fields.js';
import { isServiceId } from '../ids.js';
import { MAX_ENTRIES, MAX_LENGTH } from '../limits.js';
import type { BusinessInfo } from '../settings/business.js';
import { businessTextFields } from '../settings/businessInput.js';
import { INVOICE_STATUSES, INVOICE_TYPES, type InvoiceCustomer, type InvoiceLine } from './events.js';
import { lineTotalCents } from './format.js';
import { invoiceFieldNames as names, invoiceMessages as m } from './messages.js';

const MAX_DOLLARS = 1_000_000;
const MAX_QUANTITY = 100_000;

const numeric = (v: unknown) => (typeof v === 'string' && v.trim() !== '' ? Number(v) : v);
const blankTo = <T>(fallback: T) => (v: unknown) => (v == null || (typeof v === 'string' && v.trim() === '') ? fallback : numeric(v));

/** The generator sends numbers where it has them (a customer id, a phone): they count as their text. */
const text = (field: TextField) =>
  z.preprocess(
    (v) => (typeof v === 'number' ? String(v) : v),
    boundedText(field)
      .nullish()
      .transform((v) => (v == null || v === '' ? null : v)),
  );

/** Digits only, compared without leading zeros; absent or empty means "the next number". */
const invoiceNumber = z.preprocess(
  (v) => (typeof v === 'number' && Number.isSafeInteger(v) ? String(v) : typeof v === 'string' ? v.trim() : v),
  z
    .string({ error: m.numberInvalid })
    .nullish()
    .transform((v, ctx) => {
      if (v == null || v === '') return null;
      if (!/^\d{1,12}$/.test(v) || Number(v) < 1) {
        ctx.addIssue({ code: 'custom', message: m.numberInvalid });
        return z.NEVER;
      }
      return String(Number(v));
    }),
);

const plainDate = (label: string) => text({ label, max: MAX_LENGTH.CODE }).transform((v, ctx) => {
  if (v === null) return null;
  const date = parsePlainDate(v);
  if (!date) ctx.addIssue({ code: 'custom', message: m.dateInvalid });
  return date ?? v;
});

/** The generator's customer: picked from search or created (001 §2); a name is what makes one. */
const customerFields = z
  .object(
    {
      id: text({ label: names.customerId, max: MAX_LENGTH.REFERENCE }),
      fullName: text({ label: names.customerName, max: MAX_LENGTH.FULL_NAME }),
      name: text({ label: names.customerName, max: MAX_LENGTH.FULL_NAME }),
      email: text({ label: names.customerEmail, max: MAX_LENGTH.EMAIL }),
      phone: text({ label: names.customerPhone, max: MAX_LENGTH.MOBILE }),
      mobile: text({ label: names.customerPhone, max: MAX_LENGTH.MOBILE }),
      address: text({ label: names.customerAddress, max: MAX_LENGTH.ADDRESS }),
      vehicleRego: text({ label: names.vehicleRego, max: MAX_LENGTH.REGO }),
    },
    { error: m.customerRequired },
  )
  .nullish()
  .transform((c): InvoiceCustomer | null => {
    const name = c?.fullName ?? c?.name ?? null;
    if (!c || !name) return null;
    return {
      id: c.id,
      name,
      email: c.email,
      phone: c.phone ?? c.mobile,
      address: c.address,
      vehicleRego: c.vehicleRego?.toUpperCase() ?? null,
    };
  });

const customer = customerFields.transform((c, ctx): InvoiceCustomer => {
  if (c) return c;
  ctx.addIssue({ code: 'custom', message: m.customerRequired });
  return z.NEVER;
});

/** One line: quantity (min 0, step 0.1) × price (min 0, dollars); the server computes the total. */
const item = z
  .object({
    name: text({ label: names.itemName, max: MAX_LENGTH.NAME }),
    description: text({ label: names.itemDescription, max: MAX_LENGTH.DESCRIPTION }),
    quantity: z.preprocess(
      blankTo(1),
      z
        .number({ error: m.quantityInvalid })
        .min(0, { error: m.quantityInvalid })
        .max(MAX_QUANTITY, { error: m.amountTooLarge })
        .refine((q) => Math.abs(q * 10 - Math.round(q * 10)) < 1e-9, { error: m.quantityStep }),
    ),
    price: z.preprocess(
      blankTo(0),
      z.number({ error: m.priceInvalid }).min(0, { error: m.priceInvalid }).max(MAX_DOLLARS, { error: m.amountTooLarge }).transform(toCents),
    ),
    serviceId: z.preprocess((v) => {
      const n = numeric(v);
      return typeof n === 'number' && isServiceId(n) ? n : null;
    }, z.number().nullable()),
  })
  .transform(
    (i): InvoiceLine => ({
      name: i.name ?? '',
      description: i.description ?? '',
      quantity: Math.round(i.quantity * 10) / 10,
      unitPriceCents: i.price,
      totalCents: lineTotalCents(i.quantity, i.price),
      serviceId: i.serviceId,
    }),
  )
  .refine((line) => line.totalCents <= MAX_DOLLARS * 100, { error: m.amountTooLarge });

const business = z
  .object({
    businessName: text(businessTextFields.businessName),
    businessAddress: text(businessTextFields.businessAddress),
    businessPhone: text(businessTextFields.businessPhone),
    businessEmail: text(businessTextFields.businessEmail),
    businessAbn: text(businessTextFields.businessAbn),
    appDomain: text(businessTextFields.appDomain),
  })
  .partial()
  .nullish()
  .transform((b): Partial<BusinessInfo> =>
    Object.fromEntries(Object.entries(b ?? {}).filter(([, v]) => v != null)) as Partial<BusinessInfo>,
  );

/**
 * POST /api/invoices (001 §7) as the generator sends it. Client totals (`total`, `subtotal`,
 * `tax`, each item's `total`) and `status` are ignored: the server computes the money, tax is 0
 * and a new invoice starts pending (001 §4, §9). Dates default on the server (today; +30 days).
 */
const items = list(item, names.items, MAX_ENTRIES.INVOICE_ITEMS, m.itemsRequired);
const type = z.enum(INVOICE_TYPES, { error: m.typeInvalid });
const lowerCase = (v: unknown) => (typeof v === 'string' ? v.trim().toLowerCase() : v);

export const IssueInvoiceInput = z.object({
  customer,
  items: z.preprocess((v) => v ?? [], items.min(1, { error: m.itemsRequired })),
  type: z.preprocess(lowerCase, type),
  invoiceNumber,
  invoiceDate: plainDate(names.invoiceDate),
  dueDate: plainDate(names.dueDate),
  notes: text({ label: names.notes, max: MAX_LENGTH.NOTES }),
  business,
});
export type IssueInvoiceInput = z.output<typeof IssueInvoiceInput>;
export type IssueInvoiceRequest = z.input<typeof IssueInvoiceInput>;

/**
 * A draft as the generator saves it: every field under the same bounds as IssueInvoiceInput,
 * but the customer and the items may be missing (a nameless customer counts as none), the type
 * is an invoice unless said otherwise, and `invoiceNumber` is ignored (a draft has none).
 */
export const InvoiceDraftInput = IssueInvoiceInput.omit({ invoiceNumber: true }).extend({
  customer: customerFields,
  items: z.preprocess((v) => v ?? [], items),
  type: z.preprocess((v) => lowerCase(v) ?? 'invoice', type),
});
export type InvoiceDraftInput = z.output<typeof InvoiceDraftInput>;

export const InvoiceStatusInput = z.preprocess(
  (v) => (typeof v === 'string' ? v.trim().toLowerCase() : v),
  z.enum(INVOICE_STATUSES, { error: m.statusInvalid }),
);

/** PATCH /api/invoices/{id}/status: `{ status }`, any of the three in any order (001 §4). */
export const ChangeInvoiceStatusInput = z.object({ status: InvoiceStatusInput });
