import { MODEL_YEAR_CHOICES } from '@detailing/schema/catalog/pricing';
import { KNOWN_VEHICLE_TYPES, type KnownVehicleType } from '@detailing/schema/catalog/knownVehicleTypes';
import { Button as AriaButton, Label, ListBox, ListBoxItem, Popover, Radio, RadioGroup, Select, SelectValue } from 'react-aria-components';
import type { PricingChoice } from '@/modules/invoicing/generator/utils/servicePricing';
// The wizard's zod-free copy of the four types the pricing rule knows.
import { listBoxOption, listBoxPopover } from '@/ui/ListBoxPopover/listBoxPopover.css';
import * as field from '@/ui/TextField/TextField.css';
import * as styles from './generator.css';

/** The vehicle the services are priced for (the shared pricing rule's inputs); a change reprices service lines not typed by hand. */
export function PricingFields({ value, onChange }: { value: PricingChoice; onChange(choice: PricingChoice): void }) {
  return (
    <div className={styles.fieldGrid}>
      <Select
        className={field.field}
        selectedKey={value.vehicleType}
        onSelectionChange={(key) => key != null && onChange({ ...value, vehicleType: key as KnownVehicleType })}
      >
        <Label className={field.label}>Vehicle Type</Label>
        <AriaButton className={styles.selectButton}>
          <SelectValue />
        </AriaButton>
        <Popover className={listBoxPopover}>
          <ListBox>
            {KNOWN_VEHICLE_TYPES.map((type) => (
              <ListBoxItem key={type} id={type} className={listBoxOption}>
                {type}
              </ListBoxItem>
            ))}
          </ListBox>
        </Popover>
      </Select>
      <RadioGroup className={field.field} value={String(value.modelYear)} onChange={(year) => onChange({ ...value, modelYear: Number(year) })}>
        <Label className={field.label}>Model Year</Label>
        <div className={styles.choices}>
          {MODEL_YEAR_CHOICES.map((choice) => (
            <Radio key={choice.value} value={String(choice.value)} className={styles.choice}>
              <span className={styles.radioBox} aria-hidden="true" />
              {choice.label}
            </Radio>
          ))}
        </div>
      </RadioGroup>
    </div>
  );
}
