import { z } from 'zod';
import { text, type TextField } from '../fields.js';
import { MAX_LENGTH } from '../limits.js';
import { customerFieldNames as names, customerMessages as m } from './messages.js';
import { mobileToE164 } from './phone.js';

/** Every text field of a customer, as messages name it and as long as it may be. */
export const customerTextFields = {
  fullName: { label: names.fullName, max: MAX_LENGTH.FULL_NAME },
  email: { label: names.email, max: MAX_LENGTH.EMAIL },
  mobile: { label: names.mobile, max: MAX_LENGTH.MOBILE },
  address: { label: names.address, max: MAX_LENGTH.ADDRESS },
  companyName: { label: names.companyName, max: MAX_LENGTH.NAME },
  vehicleRego: { label: names.vehicleRego, max: MAX_LENGTH.REGO },
  notes: { label: names.notes, max: MAX_LENGTH.NOTES },
} as const satisfies Record<string, TextField>;
const f = customerTextFields;

const required = (field: TextField, message: string) =>
  text(field, { notText: message })
    .nullish()
    .transform((v, ctx) => {
      if (!v) ctx.addIssue({ code: 'custom', message });
      return v ?? '';
    });

/** Absent stays absent; null or blank is null. */
const optional = (field: TextField) =>
  text(field)
    .nullish()
    .transform((v) => (v === undefined ? undefined : v === null || v === '' ? null : v));

const email = text(f.email, { notText: m.emailInvalid }).pipe(z.email({ error: m.emailInvalid }));

/** The mobile as typed, refused unless it is a phone number; its E.164 form alongside. */
const mobile = required(f.mobile, m.mobileRequired).transform((typed, ctx) => {
  if (typed === '') return { mobile: typed, mobileE164: null };
  const mobileE164 = mobileToE164(typed);
  if (!mobileE164) ctx.addIssue({ code: 'custom', message: m.mobileInvalid });
  return { mobile: typed, mobileE164 };
});

/** A new customer (001 §3): full name, e-mail and mobile required; the rest optional. */
export const CustomerInput = z
  .object({
    fullName: required(f.fullName, m.fullNameRequired),
    email,
    mobile,
    address: optional(f.address),
    companyName: optional(f.companyName),
    vehicleRego: optional(f.vehicleRego),
    notes: optional(f.notes),
  })
  .transform(({ mobile: phone, ...input }) => ({
    fullName: input.fullName,
    email: input.email,
    ...phone,
    address: input.address ?? null,
    companyName: input.companyName ?? null,
    vehicleRego: input.vehicleRego ?? null,
    notes: input.notes ?? null,
  }));
export type CustomerInput = z.output<typeof CustomerInput>;
export type CustomerInputRequest = z.input<typeof CustomerInput>;

/** An edit of a customer: only the fields given change; the e-mail is the customer's key and never changes. */
export const CustomerChanges = z
  .object({
    fullName: required(f.fullName, m.fullNameRequired).optional(),
    mobile: mobile.optional(),
    address: optional(f.address),
    companyName: optional(f.companyName),
    vehicleRego: optional(f.vehicleRego),
    notes: optional(f.notes),
  })
  .transform(({ mobile: phone, ...changes }) => {
    const defined = Object.fromEntries(Object.entries(changes).filter(([, v]) => v !== undefined));
    return { ...defined, ...(phone ?? {}) } as {
      fullName?: string;
      mobile?: string;
      mobileE164?: string | null;
      address?: string | null;
      companyName?: string | null;
      vehicleRego?: string | null;
      notes?: string | null;
    };
  });
export type CustomerChanges = z.output<typeof CustomerChanges>;
export type CustomerChangesRequest = z.input<typeof CustomerChanges>;

/**
 * What a customer may change of their own profile in the portal (001 §6): name, e-mail, mobile
 * and address, only the fields given. Anything else sent (the registration above all) is not
 * part of it.
 */
export const OwnProfileChanges = z
  .object({
    fullName: required(f.fullName, m.fullNameRequired).optional(),
    email: email.optional(),
    mobile: mobile.optional(),
    address: optional(f.address),
  })
  .transform(({ mobile: phone, ...changes }) => {
    const defined = Object.fromEntries(Object.entries(changes).filter(([, v]) => v !== undefined));
    return { ...defined, ...(phone ?? {}) } as {
      fullName?: string;
      email?: string;
      mobile?: string;
      mobileE164?: string | null;
      address?: string | null;
    };
  });
export type OwnProfileChanges = z.output<typeof OwnProfileChanges>;
export type OwnProfileChangesRequest = z.input<typeof OwnProfileChanges>;

/** How e-mails are matched: without case, without surrounding space. */
export const emailKey = (email: string): string => email.trim().toLowerCase();

export const MAX_CUSTOMERS_PER_DELETE = 500;

/** Customer ids are UUIDs, as the server generates them. */
export const DeleteCustomersInput = z.object({
  customerIds: z
    .array(z.string({ error: m.idsRequired }).max(MAX_LENGTH.REFERENCE, { error: m.idsRequired }), { error: m.idsRequired })
    .max(MAX_CUSTOMERS_PER_DELETE, { error: m.tooManyIds(MAX_CUSTOMERS_PER_DELETE) }),
});

/** The customers list: search text (2+ characters searches; 1 finds nothing, as 000 §5), and a page. */
export const CustomerListInput = z.object({
  search: text({ label: names.search, max: MAX_LENGTH.SEARCH }).nullish(),
  offset: z.coerce.number({ error: 'offset must be a whole number of 0 or more' }).int({ error: 'offset must be a whole number of 0 or more' }).min(0, { error: 'offset must be a whole number of 0 or more' }).max(1_000_000, { error: 'offset must be at most 1000000' }).default(0),
  limit: z.coerce.number({ error: 'limit must be a whole number from 1 to 200' }).int({ error: 'limit must be a whole number from 1 to 200' }).min(1, { error: 'limit must be a whole number from 1 to 200' }).max(200, { error: 'limit must be a whole number from 1 to 200' }).default(50),
});
export type CustomerListInput = z.output<typeof CustomerListInput>;
