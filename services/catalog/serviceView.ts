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
