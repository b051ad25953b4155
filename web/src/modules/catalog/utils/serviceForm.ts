import { catalogMessages as m } from '@detailing/schema/catalog/messages';
import { toCents, toDollars } from '@detailing/schema/catalog/money';
import type { PriceField } from '@detailing/schema/catalog/priceFields';
import type { ServiceInput } from '@/gql/graphql';
import { PRICE_FIELDS, PRICE_GROUPS } from './servicePriceGroups';

// The server's rules for a service (schema/catalog/serviceInput.ts, 001 §5), restated without zod
// (see servicePriceGroups.ts); a unit test holds these to schema's on the same inputs. The server
// stays the judge of the rest (lengths, characters, image bytes) and its refusals show on the fields.
export const DEFAULT_DURATION_HOURS = 1;
export const MAX_PRICE_DOLLARS = 1_000_000;

/** The service form as typed: numbers stay text until checked, so a half-typed "12." is kept. */
export type ServiceFormValues = Record<PriceField, string> & {
  name: string;
  description: string;
  durationHours: string;
  active: boolean;
  showOnBookingForm: boolean;
  /** A data URL just chosen, the stored image's URL, or null for none. */
  serviceImage: string | null;
};

export type ServiceFormField = keyof ServiceFormValues;
export type ServiceFormErrors = Partial<Record<ServiceFormField, string>>;

/** What a stored service gives the form; prices in dollars as the API speaks them. */
export type StoredService = Record<PriceField, number> & {
  name: string;
  description: string;
  durationHours: number;
  active: boolean;
  showOnBookingForm: boolean;
  serviceImage?: string | null;
};

const REQUIRED_PRICES = new Set<PriceField>(PRICE_GROUPS.filter((g) => g.required).flatMap((g) => g.prices.map((p) => p.field)));

const pricesFrom = (price: (field: PriceField) => string) => Object.fromEntries(PRICE_FIELDS.map((field) => [field, price(field)])) as Record<PriceField, string>;

/** A new service: base prices to fill in; the model-year prices 0 and the switches on (001 §3). */
export function newServiceForm(): ServiceFormValues {
  return {
    name: '',
    description: '',
    ...pricesFrom((field) => (REQUIRED_PRICES.has(field) ? '' : '0')),
    durationHours: String(DEFAULT_DURATION_HOURS),
    active: true,
    showOnBookingForm: true,
    serviceImage: null,
  };
}

/** A stored service in the form, its dollars shown with their cents ("89.50") by way of integer cents. */
export function serviceFormFrom(service: StoredService): ServiceFormValues {
  return {
    name: service.name,
    description: service.description,
    ...pricesFrom((field) => toDollars(toCents(service[field])).toFixed(2)),
    durationHours: String(service.durationHours),
    active: service.active,
    showOnBookingForm: service.showOnBookingForm,
    serviceImage: service.serviceImage ?? null,
  };
}

type Checked<T> = { value: T } | { error: string };

/** Numeric text as the server reads it: trimmed, then Number(); blank or not a finite number is none. */
const numberIn = (text: string): number | null => {
  const n = text.trim() === '' ? NaN : Number(text);
  return Number.isFinite(n) ? n : null;
};

/** Dollars in, integer cents out; an empty model-year price means 0 (001 §3). */
function checkPrice(text: string, required: boolean): Checked<number> {
  if (!required && text === '') return { value: 0 };
  const dollars = numberIn(text);
  if (dollars === null || dollars < 0) return { error: m.priceInvalid };
  if (dollars > MAX_PRICE_DOLLARS) return { error: m.priceTooLarge };
  return { value: toCents(dollars) };
}

function checkDuration(text: string): Checked<number> {
  if (text === '') return { value: DEFAULT_DURATION_HOURS };
  const hours = numberIn(text);
  if (hours === null || hours < 0.25) return { error: m.durationMin };
  if (hours > 8) return { error: m.durationMax };
  if (!Number.isInteger(hours * 4)) return { error: m.durationStep };
  return { value: hours };
}

const checkText = (text: string, min: number, message: string): Checked<string> =>
  text.trim().length < min ? { error: message } : { value: text.trim() };

export type CheckedServiceForm = { ok: true; input: Required<ServiceInput> } | { ok: false; errors: ServiceFormErrors };

/**
 * The form checked by the server's rules (001 §5, with their messages): either the input to send,
 * prices back in dollars from exact cents, or the message for each field in error.
 */
export function checkServiceForm(values: ServiceFormValues): CheckedServiceForm {
  const checks: Partial<Record<ServiceFormField, Checked<string | number>>> = {
    name: checkText(values.name, 2, m.serviceNameMin),
    description: checkText(values.description, 5, m.descriptionMin),
    durationHours: checkDuration(values.durationHours),
    ...Object.fromEntries(PRICE_FIELDS.map((field) => [field, checkPrice(values[field], REQUIRED_PRICES.has(field))])),
  };
  const errors: ServiceFormErrors = {};
  const checked: Record<string, string | number> = {};
  for (const [field, check] of Object.entries(checks) as [ServiceFormField, Checked<string | number>][]) {
    if ('error' in check) errors[field] = check.error;
    else checked[field] = check.value;
  }
  if (Object.keys(errors).length > 0) return { ok: false, errors };
  const image = values.serviceImage?.trim();
  return {
    ok: true,
    input: {
      name: checked.name as string,
      description: checked.description as string,
      ...(Object.fromEntries(PRICE_FIELDS.map((field) => [field, toDollars(checked[field] as number)])) as Record<PriceField, number>),
      durationHours: checked.durationHours as number,
      active: values.active,
      showOnBookingForm: values.showOnBookingForm,
      serviceImage: image ? image : null,
    },
  };
}

/** Of a checked input, only the fields the editor changed: an edit never writes back what it did not touch. */
export function changedInput(input: Required<ServiceInput>, changed: Partial<ServiceFormValues>): ServiceInput {
  return Object.fromEntries(Object.keys(changed).map((field) => [field, input[field as ServiceFormField]])) as ServiceInput;
}
