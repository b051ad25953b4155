import { PRICE_FIELDS, type PriceField, toDollars } from '@detailing/schema';
import type { ServiceRecord } from './queries.js';

/** Where the API serves a stored blob. */
export const serviceImageUrl = (blobId: string) => `/api/blobs/${blobId}`;

/** A service as REST and GraphQL give it out: prices in dollars, the image as a URL. */
export type ServiceView = Omit<ServiceRecord, 'serviceImageBlobId'> & { serviceImage: string | null };

export function serviceView(record: ServiceRecord): ServiceView {
  const { serviceImageBlobId, ...rest } = record;
  const prices = Object.fromEntries(PRICE_FIELDS.map((f) => [f, toDollars(record[f])])) as Record<PriceField, number>;
  return { ...rest, ...prices, serviceImage: serviceImageBlobId ? serviceImageUrl(serviceImageBlobId) : null };
}

/** The fields a service shows to anyone: none about its bookkeeping (deleted, created, updated). */
export const PUBLIC_SERVICE_FIELDS = [
  'id',
  'name',
  'description',
  ...PRICE_FIELDS,
  'durationHours',
  // Always true in a public list; kept for clients that filter as the old wizard did (001 §5).
  'active',
  'showOnBookingForm',
  'serviceImage',
] as const satisfies readonly (keyof ServiceView)[];

export type PublicServiceView = Pick<ServiceView, (typeof PUBLIC_SERVICE_FIELDS)[number]>;

export function publicServiceView(record: ServiceRecord): PublicServiceView {
  const view = serviceView(record);
  return Object.fromEntries(PUBLIC_SERVICE_FIELDS.map((f) => [f, view[f]])) as PublicServiceView;
}
