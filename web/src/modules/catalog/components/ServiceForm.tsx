import { useState } from 'react';
import { MAX_LENGTH } from '@detailing/schema/limits';
import { type FragmentType, getFragmentData, graphql } from '@/gql';
import { useSaveService } from '@/modules/catalog/hooks/useSaveService';
import {
  changedInput,
  checkServiceForm,
  newServiceForm,
  type ServiceFormErrors,
  type ServiceFormValues,
  serviceFormFrom,
} from '@/modules/catalog/utils/serviceForm';
import { Badge } from '@/ui/Badge/Badge';
import { Button } from '@/ui/Button/Button';
import { useFocusFirstInvalid } from '@/ui/hooks/useFocusFirstInvalid';
import { Switch } from '@/ui/Switch/Switch';
import { TextField } from '@/ui/TextField/TextField';
import { useEditForm } from '@/utils/useEditForm';
import { PriceFields } from './PriceFields';
import { ServiceImageField } from './ServiceImageField';
import * as styles from './services.css';

export const ServiceForm_service = graphql(`
  fragment ServiceForm_service on Service {
    id
    version
    name
    description
    priceSedanHatch
    priceSuv5
    priceSuv7
    priceUte
    priceSedanHatch2025
    priceSuv52025
    priceSuv72025
    priceUte2025
    priceSedanHatchPre2025
    priceSuv5Pre2025
    priceSuv7Pre2025
    priceUtePre2025
    durationHours
    active
    showOnBookingForm
    serviceImage
  }
`);

export interface ServiceFormProps {
  /** The service as stored now, to edit; none for a new one. */
  service: FragmentType<typeof ServiceForm_service> | null;
  /** An edit refused as stale; a new service cannot be. */
  onConflict?(): void;
  onCancel(): void;
  onSaved(): void;
}

/**
 * The service form (001 §5): checked here by the server's rules, with their messages, before
 * anything is sent, and the server's own refusals shown on their fields too. An edit sends only what changed, so an image
 * left alone is left out.
 */
export function ServiceForm({ onConflict, onCancel, onSaved, ...props }: ServiceFormProps) {
  const service = getFragmentData(ServiceForm_service, props.service);
  const { form, set, changes } = useEditForm<ServiceFormValues>(() => (service ? serviceFormFrom(service) : newServiceForm()));
  const [errors, setErrors] = useState<ServiceFormErrors>({});
  const { save, saving } = useSaveService(service?.id ?? null, service?.version ?? null, () => onConflict?.());
  const { formRef, focusFirstInvalid } = useFocusFirstInvalid();

  function change<K extends keyof ServiceFormValues>(field: K, value: ServiceFormValues[K]) {
    set({ [field]: value } as Partial<ServiceFormValues>);
    setErrors((current) => ({ ...current, [field]: undefined }));
  }

  function refuse(found: ServiceFormErrors) {
    setErrors(found);
    focusFirstInvalid();
  }

  async function submit() {
    const checked = checkServiceForm(form);
    if (!checked.ok) return refuse(checked.errors);
    const result = await save(service ? changedInput(checked.input, changes) : checked.input);
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
      <div className={styles.formTop}>
        <Badge tone="blue">Tax On</Badge>
      </div>
      <TextField
        label="Service Name"
        name="name"
        isRequired
        maxLength={MAX_LENGTH.NAME}
        value={form.name}
        errorMessage={errors.name}
        onChange={(v) => change('name', v)}
      />
      <TextField
        label="Description"
        name="description"
        isRequired
        maxLength={MAX_LENGTH.DESCRIPTION}
        rows={3}
        value={form.description}
        errorMessage={errors.description}
        onChange={(v) => change('description', v)}
      />
      <PriceFields values={form} errors={errors} onChange={change} />
      <TextField
        label="Duration (hours)"
        name="durationHours"
        type="number"
        inputMode="decimal"
        numberBounds={{ min: 0.25, max: 8, step: 0.25 }}
        description="From 0.25 (15 minutes) to 8, in steps of 0.25."
        value={form.durationHours}
        errorMessage={errors.durationHours}
        onChange={(v) => change('durationHours', v)}
      />
      <div className={styles.switches}>
        <Switch isSelected={form.active} onChange={(v) => change('active', v)}>
          Active
        </Switch>
        <Switch isSelected={form.showOnBookingForm} onChange={(v) => change('showOnBookingForm', v)}>
          Show on booking form
        </Switch>
      </div>
      <ServiceImageField
        value={form.serviceImage}
        errorMessage={errors.serviceImage}
        onChange={(v) => change('serviceImage', v)}
        onError={(message) => setErrors((current) => ({ ...current, serviceImage: message }))}
      />
      <div className={styles.formActions}>
        <Button variant="outline" onPress={onCancel}>
          Cancel
        </Button>
        <Button type="submit" isPending={saving}>
          {service ? 'Update Service' : 'Create Service'}
        </Button>
      </div>
    </form>
  );
}
