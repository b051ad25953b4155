import type { ReactNode } from 'react';
import { Label, TextArea, TextField as AriaTextField } from 'react-aria-components';
import { Button } from '@/ui/Button/Button';
import { TextField } from '@/ui/TextField/TextField';
import type { NewBookingErrors, NewBookingForm } from '@/modules/bookings/utils/validateNewBooking';
import { AddressField } from './AddressField';
import { AddServiceDialog } from './AddServiceDialog';
import { ModelYearField, VehicleTypeSelect, type VehicleTypeSelectProps } from './ChoiceFields';
import * as styles from './create.css';
import { CustomerSearchField } from './CustomerSearchField';
import { ServicesField, type ServicesFieldProps } from './ServicesField';

function Section({ step, title, children }: { step: number; title: string; children: ReactNode }) {
  return (
    <fieldset className={styles.section}>
      <legend className={styles.sectionTitle}>
        <span className={styles.stepNumber} aria-hidden="true">
          {step}
        </span>
        {title}
      </legend>
      {children}
    </fieldset>
  );
}

export interface CreateBookingFieldsProps {
  form: NewBookingForm;
  errors: NewBookingErrors;
  isPending: boolean;
  vehicleTypes: VehicleTypeSelectProps['vehicleTypes'];
  services: ServicesFieldProps['services'];
  onChange(patch: Partial<NewBookingForm>): void;
  onSubmit(): void;
  onCancel(): void;
}

/** The four numbered sections of the Create New Booking dialog (000 §2). */
export function CreateBookingFields({
  form,
  errors,
  isPending,
  vehicleTypes,
  services,
  onChange,
  onSubmit,
  onCancel,
}: CreateBookingFieldsProps) {
  return (
    <form
      className={styles.form}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit();
      }}
    >
      <Section step={1} title="Customer Information">
        <CustomerSearchField
          onChoose={(customer) => {
            const [firstName = '', ...rest] = customer.fullName.split(' ');
            onChange({
              firstName,
              lastName: rest.join(' '),
              email: customer.email,
              mobile: customer.mobile,
              address: customer.address ?? '',
              vehicleRego: customer.vehicleRego ?? form.vehicleRego,
            });
          }}
        />
        <div className={styles.row}>
          <TextField label="First Name" value={form.firstName} onChange={(firstName) => onChange({ firstName })} errorMessage={errors.firstName} />
          <TextField label="Last Name" value={form.lastName} onChange={(lastName) => onChange({ lastName })} errorMessage={errors.lastName} />
        </div>
        <div className={styles.row}>
          <TextField label="Email" type="email" value={form.email} onChange={(email) => onChange({ email })} errorMessage={errors.email} />
          <TextField label="Mobile" type="tel" value={form.mobile} onChange={(mobile) => onChange({ mobile })} errorMessage={errors.mobile} />
        </div>
        <AddressField value={form.address} onChange={(address) => onChange({ address })} />
      </Section>

      <Section step={2} title="Vehicle & Service Selection">
        <div className={styles.row}>
          <VehicleTypeSelect
            vehicleTypes={vehicleTypes}
            value={form.vehicleType}
            errorMessage={errors.vehicleType}
            onChange={(vehicleType) => onChange({ vehicleType })}
          />
          <TextField label="Vehicle Registration" value={form.vehicleRego} onChange={(vehicleRego) => onChange({ vehicleRego })} />
        </div>
        <ModelYearField value={form.modelYear} errorMessage={errors.modelYear} onChange={(modelYear) => onChange({ modelYear })} />
        <ServicesField
          services={services}
          selectedIds={form.serviceIds}
          vehicleType={form.vehicleType}
          modelYear={form.modelYear}
          errorMessage={errors.serviceIds}
          onChange={(serviceIds) => onChange({ serviceIds })}
          addServiceButton={<AddServiceDialog onCreated={(id) => onChange({ serviceIds: [...form.serviceIds, id] })} />}
        />
      </Section>

      <Section step={3} title="Scheduling">
        <div className={styles.row}>
          <TextField label="Date" type="date" value={form.date} onChange={(date) => onChange({ date })} errorMessage={errors.date} />
          <TextField label="Time" type="time" value={form.time} onChange={(time) => onChange({ time })} errorMessage={errors.time} />
        </div>
      </Section>

      <Section step={4} title="Additional Notes">
        <AriaTextField className={styles.field} value={form.notes} onChange={(notes) => onChange({ notes })}>
          <Label className={styles.label}>Notes</Label>
          <TextArea className={styles.textArea} placeholder="Any special requests or notes" />
        </AriaTextField>
      </Section>

      <div className={styles.actions}>
        <Button variant="outline" onPress={onCancel}>
          Cancel
        </Button>
        <Button type="submit" isDisabled={isPending}>
          {isPending ? 'Creating...' : 'Create Booking'}
        </Button>
      </div>
    </form>
  );
}
