import { toCents, toDollars } from '@detailing/schema/catalog/money';
import {
  BASE_PRICE_FIELDS,
  CreateServiceInput,
  DEFAULT_DURATION_HOURS,
  PRICE_FIELDS,
  type PriceField,
} from '@detailing/schema/catalog/serviceInput';
import type { ServiceInput } from '@/gql/graphql';

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

const isBasePrice = (field: PriceField) => (BASE_PRICE_FIELDS as readonly PriceField[]).includes(field);

/** Dollars shown with their cents ("89.50"), going through integer cents so no float noise shows. */
const dollarsText = (dollars: number) => toDollars(toCents(dollars)).toFixed(2);

/** A new service: base prices to fill in; the model-year prices 0 and the switches on (001 §3). */
export function newServiceForm(): ServiceFormValues {
  const prices = Object.fromEntries(PRICE_FIELDS.map((field) => [field, isBasePrice(field) ? '' : '0'])) as Record<PriceField, string>;
  return {
    name: '',
    description: '',
    ...prices,
    durationHours: String(DEFAULT_DURATION_HOURS),
    active: true,
    showOnBookingForm: true,
    serviceImage: null,
  };
}

export function serviceFormFrom(service: StoredService): ServiceFormValues {
  const prices = Object.fromEntries(PRICE_FIELDS.map((field) => [field, dollarsText(service[field])])) as Record<PriceField, string>;
  return {
    name: service.name,
    description: service.description,
    ...prices,
    durationHours: String(service.durationHours),
    active: service.active,
    showOnBookingForm: service.showOnBookingForm,
    serviceImage: service.serviceImage ?? null,
  };
}

export type CheckedServiceForm = { ok: true; input: Required<ServiceInput> } | { ok: false; errors: ServiceFormErrors };

/**
 * The form checked by the server's own rules (001 §5, with their messages): either the input to
 * send, prices back in dollars from exact cents, or the first message for each field in error.
 */
export function checkServiceForm(values: ServiceFormValues): CheckedServiceForm {
  const parsed = CreateServiceInput.safeParse(values);
  if (!parsed.success) {
    const errors: ServiceFormErrors = {};
    for (const issue of parsed.error.issues) {
      const field = issue.path[0] as ServiceFormField | undefined;
      if (field !== undefined && !(field in errors)) errors[field] = issue.message;
    }
    return { ok: false, errors };
  }
  const checked = parsed.data;
  const prices = Object.fromEntries(PRICE_FIELDS.map((field) => [field, toDollars(checked[field])])) as Record<PriceField, number>;
  return {
    ok: true,
    input: {
      name: checked.name,
      description: checked.description,
      ...prices,
      durationHours: checked.durationHours,
      active: checked.active,
      showOnBookingForm: checked.showOnBookingForm,
      serviceImage: checked.serviceImage,
    },
  };
}

/** Of a checked input, only the fields the editor changed: an edit never writes back what it did not touch. */
export function changedInput(input: Required<ServiceInput>, changed: Partial<ServiceFormValues>): ServiceInput {
  return Object.fromEntries(Object.keys(changed).map((field) => [field, input[field as ServiceFormField]])) as ServiceInput;
}
