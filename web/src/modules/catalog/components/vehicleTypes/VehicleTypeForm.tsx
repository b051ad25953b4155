import { useState } from 'react';
import { MAX_LENGTH } from '@detailing/schema/limits';
import { useVehicleTypeSave } from '@/modules/catalog/hooks/useVehicleTypeSave';
import {
  changedVehicleTypeInput,
  checkVehicleTypeForm,
  isPricedByTheRule,
  newVehicleTypeForm,
  type VehicleTypeFormErrors,
  type VehicleTypeFormValues,
  vehicleTypeFormFrom,
} from '@/modules/catalog/utils/vehicleTypeForm';
import { Button } from '@/ui/Button/Button';
import { useFocusFirstInvalid } from '@/ui/hooks/useFocusFirstInvalid';
import { Switch } from '@/ui/Switch/Switch';
import { TextField } from '@/ui/TextField/TextField';
import { useEditForm } from '@/utils/useEditForm';
import type { VehicleTypeRow } from './VehicleTypeTable';
import { CUSTOM_TYPE_PRICING_NOTE } from './vehicleTypeToasts';
import * as styles from './vehicleTypes.css';

export interface VehicleTypeFormProps {
  /** The type as the list holds it now, to edit; none for a new one. */
  vehicleType: VehicleTypeRow | null;
  /** An edit refused as stale; a new type cannot be. */
  onConflict?(): void;
  onCancel(): void;
  onSaved(): void;
}

/**
 * The vehicle type form (001 §5): the name checked by the server's rule before anything is sent, the
 * server's own refusals (a taken name) shown on their fields. A type the pricing rule prices keeps
 * its name, so its name is read only.
 */
export function VehicleTypeForm({ vehicleType, onConflict, onCancel, onSaved }: VehicleTypeFormProps) {
  const { form, set, changes } = useEditForm<VehicleTypeFormValues>(() => (vehicleType ? vehicleTypeFormFrom(vehicleType) : newVehicleTypeForm()));
  const [errors, setErrors] = useState<VehicleTypeFormErrors>({});
  const { save, saving } = useVehicleTypeSave(vehicleType, () => onConflict?.());
  const { formRef, focusFirstInvalid } = useFocusFirstInvalid();
  const nameKept = vehicleType !== null && isPricedByTheRule(vehicleType.name);

  function change<K extends keyof VehicleTypeFormValues>(field: K, value: VehicleTypeFormValues[K]) {
    set({ [field]: value } as Partial<VehicleTypeFormValues>);
    setErrors((current) => ({ ...current, [field]: undefined }));
  }

  function refuse(found: VehicleTypeFormErrors) {
    setErrors(found);
    focusFirstInvalid();
  }

  async function submit() {
    const checked = checkVehicleTypeForm(form);
    if (!checked.ok) return refuse(checked.errors);
    const { name, description } = checked.input;
    const result = await save(vehicleType ? changedVehicleTypeInput(checked.input, changes) : { name, description });
    if (result.outcome === 'invalid') refuse(result.errors);
    if (result.outcome === 'saved' || result.outcome === 'unchanged') onSaved();
  }

  return (
    <form
      ref={formRef}
      className={styles.form}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <TextField
        label="Name"
        name="name"
        isRequired
        isReadOnly={nameKept}
        maxLength={MAX_LENGTH.NAME}
        description={nameKept ? 'The pricing rule prices this type by its name, so it keeps it.' : CUSTOM_TYPE_PRICING_NOTE}
        value={form.name}
        errorMessage={errors.name}
        onChange={(v) => change('name', v)}
      />
      <TextField
        label="Description (optional)"
        name="description"
        maxLength={MAX_LENGTH.DESCRIPTION}
        rows={3}
        value={form.description}
        errorMessage={errors.description}
        onChange={(v) => change('description', v)}
      />
      {vehicleType && (
        <Switch isSelected={form.isActive} onChange={(v) => change('isActive', v)}>
          Active
        </Switch>
      )}
      <div className={styles.formActions}>
        <Button variant="outline" onPress={onCancel}>
          Cancel
        </Button>
        <Button type="submit" isPending={saving}>
          {vehicleType ? 'Update Vehicle Type' : 'Add Vehicle Type'}
        </Button>
      </div>
    </form>
  );
}
