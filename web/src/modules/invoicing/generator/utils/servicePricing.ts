import type { KnownVehicleType } from '@detailing/schema/catalog/knownVehicleTypes';
import { toCents } from '@detailing/schema/catalog/money';
import { PRICE_FIELDS } from '@detailing/schema/catalog/priceFields';
import { type PricedService, servicePrice } from '@detailing/schema/catalog/pricing';
import type { ServicePricing_ServiceFragment } from '@/gql/graphql';
import { priceText } from './lineMoney';

/** The vehicle a document's service lines are priced for. */
export interface PricingChoice {
  vehicleType: KnownVehicleType;
  modelYear: number;
}

/** The API's dollar prices in cents, so the shared rule picks among integers. */
const inCents = (service: ServicePricing_ServiceFragment): PricedService =>
  Object.fromEntries(PRICE_FIELDS.map((field) => [field, toCents(service[field])]));

/** A service's unit price for this vehicle, in cents, by the shared rule (000 §5). */
export const servicePriceCents = (service: ServicePricing_ServiceFragment, choice: PricingChoice): number =>
  servicePrice(inCents(service), choice.vehicleType, choice.modelYear);

/** A line as the form holds it; `priceEdited` keeps a hand-typed price through a change of vehicle. */
export interface FormLine {
  key: string;
  serviceId: number | null;
  name: string;
  description: string;
  quantity: string;
  price: string;
  priceEdited: boolean;
}

export const serviceLine = (key: string, service: ServicePricing_ServiceFragment, choice: PricingChoice): FormLine => ({
  key,
  serviceId: service.id,
  name: service.name,
  description: service.description,
  quantity: '1',
  price: priceText(servicePriceCents(service, choice)),
  priceEdited: false,
});

export const customLine = (key: string): FormLine => ({
  key,
  serviceId: null,
  name: '',
  description: '',
  quantity: '1',
  price: '',
  priceEdited: true,
});

/**
 * Service lines priced again for another vehicle, except those whose price was typed by hand (the
 * person's figure wins) and those whose service is no longer offered (nothing to price them by).
 */
export function repriceLines(
  lines: readonly FormLine[],
  services: readonly ServicePricing_ServiceFragment[],
  choice: PricingChoice,
): FormLine[] {
  return lines.map((line) => {
    const service = line.serviceId == null || line.priceEdited ? undefined : services.find((s) => s.id === line.serviceId);
    return service ? { ...line, price: priceText(servicePriceCents(service, choice)) } : line;
  });
}
