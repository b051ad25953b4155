import { z } from 'zod';
import { text } from '../fields.js';
import { MAX_LENGTH } from '../limits.js';
import { catalogFieldNames as names, catalogMessages as m } from './messages.js';
import { toCents } from './money.js';

import { BASE_PRICE_FIELDS, PRICE_2025_FIELDS, PRICE_PRE_2025_FIELDS, type PriceField } from './priceFields.js';

export { BASE_PRICE_FIELDS, PRICE_2025_FIELDS, PRICE_FIELDS, PRICE_PRE_2025_FIELDS, type PriceField } from './priceFields.js';

/** A service's twelve prices; in the domain, events and read models these are integer cents. */
export type ServicePrices = Record<PriceField, number>;

/** Everything an admin sets on a service (001 §3); prices in cents, the image as a blob id. */
export type ServiceFields = ServicePrices & {
  name: string;
  description: string;
  durationHours: number;
  active: boolean;
  showOnBookingForm: boolean;
  serviceImageBlobId: string | null;
};

export const DEFAULT_DURATION_HOURS = 1;
const MAX_PRICE_DOLLARS = 1_000_000;

const numeric = (v: unknown) => (typeof v === 'string' && v.trim() !== '' ? Number(v) : v);

/** Dollars in (number or numeric text, as forms send), cents out. */
const price = z.preprocess(
  numeric,
  z
    .number({ error: m.priceInvalid })
    .min(0, { error: m.priceInvalid })
    .max(MAX_PRICE_DOLLARS, { error: m.priceTooLarge })
    .transform(toCents),
);

/** The 2025 and pre-2025 sets default to 0 (001 §3); an empty field means the same. */
const optionalPrice = z.preprocess((v) => (v == null || v === '' ? 0 : v), price);

const name = text({ label: names.serviceName, max: MAX_LENGTH.NAME }, { notText: m.serviceNameMin }).min(2, { error: m.serviceNameMin });
const description = text({ label: names.serviceDescription, max: MAX_LENGTH.DESCRIPTION }, { notText: m.descriptionMin }).min(5, {
  error: m.descriptionMin,
});
const durationHours = z.preprocess(
  (v) => (v == null || v === '' ? undefined : numeric(v)),
  z
    .number({ error: m.durationMin })
    .min(0.25, { error: m.durationMin })
    .max(8, { error: m.durationMax })
    // Only a duration inside the range is told about the step; one problem at a time.
    .refine((v) => v < 0.25 || v > 8 || Number.isInteger(v * 4), { error: m.durationStep })
    .optional(),
);
const flag = z.boolean({ error: m.notBoolean });

/**
 * The image as sent: a data URL to store, the URL the server gave out for the current image
 * (kept as it is), or empty/null to remove it. Bytes are judged by the server, not here.
 */
const serviceImage = z
  .string({ error: m.imageOnly })
  .nullish()
  .transform((v) => (v == null || v.trim() === '' ? null : v.trim()))
  .refine((v) => v === null || v.startsWith('data:') || v.startsWith('/api/blobs/'), { error: m.imageOnly });

type PriceShape<B, O> = Record<(typeof BASE_PRICE_FIELDS)[number], B> &
  Record<(typeof PRICE_2025_FIELDS)[number] | (typeof PRICE_PRE_2025_FIELDS)[number], O>;

const priceShape = <B extends z.ZodType, O extends z.ZodType>(base: B, optional: O) =>
  ({
    ...Object.fromEntries(BASE_PRICE_FIELDS.map((f) => [f, base])),
    ...Object.fromEntries([...PRICE_2025_FIELDS, ...PRICE_PRE_2025_FIELDS].map((f) => [f, optional])),
  }) as PriceShape<B, O>;

/** The service form's rules (001 §5). Base prices are required; everything else has a default. */
export const CreateServiceInput = z.object({
  name,
  description,
  ...priceShape(price, optionalPrice),
  durationHours: durationHours.transform((v) => v ?? DEFAULT_DURATION_HOURS),
  active: flag.default(true),
  showOnBookingForm: flag.default(true),
  serviceImage,
});
export type CreateServiceInput = z.output<typeof CreateServiceInput>;
export type ServiceRequest = z.input<typeof CreateServiceInput>;

/** An edit: only the fields sent change; each one sent obeys the same rule. */
export const UpdateServiceInput = z.object({
  name: name.optional(),
  description: description.optional(),
  ...priceShape(price.optional(), optionalPrice.optional()),
  durationHours,
  active: flag.optional(),
  showOnBookingForm: flag.optional(),
  serviceImage: serviceImage.optional(),
});
export type UpdateServiceInput = z.output<typeof UpdateServiceInput>;
