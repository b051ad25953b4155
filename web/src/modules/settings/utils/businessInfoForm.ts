import { normalisedAbn } from '@detailing/schema/settings/abn';
import { type BusinessSettings, defaultBusinessSettings } from '@detailing/schema/settings/business';
import { settingsMessages as m } from '@detailing/schema/settings/messages';
import type { BusinessInfoInput } from '@/gql/graphql';

// The server's rules for Business Info (schema/settings/businessInput.ts), restated without zod; a
// unit test holds them to the schema's on the same inputs. Lengths are capped by the inputs
// themselves; the email, and anything else, the server judges and its refusal shows on the field.

/** The form as typed: the six fields and the time zone. */
export type BusinessInfoFormValues = BusinessSettings;
export type BusinessInfoField = keyof BusinessInfoFormValues;
export type BusinessInfoFormErrors = Partial<Record<BusinessInfoField, string>>;

/** What the server gave, or the defaults when it could not be read. */
export function businessInfoFormFrom(stored: BusinessSettings | null | undefined): BusinessInfoFormValues {
  const from = stored ?? defaultBusinessSettings;
  return {
    businessName: from.businessName,
    businessAddress: from.businessAddress,
    businessPhone: from.businessPhone,
    businessEmail: from.businessEmail,
    businessAbn: from.businessAbn,
    appDomain: from.appDomain,
    timeZone: from.timeZone,
  };
}

export type CheckedBusinessInfo = { ok: true; input: BusinessInfoFormValues } | { ok: false; errors: BusinessInfoFormErrors };

/** The form checked by the server's rules: the input to send (trimmed, the ABN normalised) or each field's message. */
export function checkBusinessInfoForm(values: BusinessInfoFormValues): CheckedBusinessInfo {
  const trimmed = Object.fromEntries(Object.entries(values).map(([field, value]) => [field, value.trim()])) as BusinessInfoFormValues;
  const errors: BusinessInfoFormErrors = {};
  if (trimmed.businessName === '') errors.businessName = m.businessNameRequired;
  const abn = normalisedAbn(trimmed.businessAbn);
  if (abn === null) errors.businessAbn = m.abnInvalid;
  if (Object.keys(errors).length > 0) return { ok: false, errors };
  return { ok: true, input: { ...trimmed, businessAbn: abn! } };
}

/** Of a checked input, only the fields the editor changed: a save never writes back what it did not touch. */
export function changedBusinessInfo(input: BusinessInfoFormValues, changed: Partial<BusinessInfoFormValues>): BusinessInfoInput {
  return Object.fromEntries(Object.keys(changed).map((field) => [field, input[field as BusinessInfoField]])) as BusinessInfoInput;
}
