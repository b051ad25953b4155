import { catalogMessages as m } from '@detailing/schema/catalog/messages';
import { KNOWN_VEHICLE_TYPES } from '@detailing/schema/catalog/knownVehicleTypes';
import type { VehicleTypeInput } from '@/gql/graphql';

// The server's rules for a vehicle type (schema/catalog/vehicleTypes.ts, 001 §5), restated without
// zod; a unit test holds them to the schema's on the same inputs. Lengths and characters stay the
// server's to judge: its refusals show on the fields.

export interface VehicleTypeFormValues {
  name: string;
  description: string;
  isActive: boolean;
}

export type VehicleTypeFormErrors = Partial<Record<keyof VehicleTypeFormValues, string>>;

/** A new type: active, as the server makes every new one (001 §3). */
export const newVehicleTypeForm = (): VehicleTypeFormValues => ({ name: '', description: '', isActive: true });

export const vehicleTypeFormFrom = (stored: { name: string; description?: string | null; isActive: boolean }): VehicleTypeFormValues => ({
  name: stored.name,
  description: stored.description ?? '',
  isActive: stored.isActive,
});

export type CheckedVehicleTypeForm = { ok: true; input: Required<VehicleTypeInput> } | { ok: false; errors: VehicleTypeFormErrors };

/** The form by the server's rules: the input to send (trimmed, a blank description none), or the message for the name. */
export function checkVehicleTypeForm(values: VehicleTypeFormValues): CheckedVehicleTypeForm {
  const name = values.name.trim();
  if (name.length < 2) return { ok: false, errors: { name: m.vehicleTypeNameMin } };
  const description = values.description.trim();
  return { ok: true, input: { name, description: description === '' ? null : description, isActive: values.isActive } };
}

/** Of a checked input, only the fields the editor changed: an edit never writes back what it did not touch. */
export function changedVehicleTypeInput(input: Required<VehicleTypeInput>, changed: Partial<VehicleTypeFormValues>): VehicleTypeInput {
  return Object.fromEntries(Object.keys(changed).map((field) => [field, input[field as keyof VehicleTypeFormValues]])) as VehicleTypeInput;
}

/**
 * The four types the pricing rule prices, by name (schema/catalog/pricing.ts): the server refuses
 * to delete or rename them, so the screen does not offer it.
 */
export const isPricedByTheRule = (name: string): boolean => (KNOWN_VEHICLE_TYPES as readonly string[]).includes(name);
