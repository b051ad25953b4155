import { MODEL_YEAR_CHOICES } from '@detailing/schema/catalog/pricing';
import {
  Button as AriaButton,
  FieldError,
  Label,
  ListBox,
  ListBoxItem,
  Popover,
  Radio,
  RadioGroup,
  Select,
  SelectValue,
} from 'react-aria-components';
import { type FragmentType, getFragmentData, graphql } from '@/gql';
import { listBoxOption, listBoxPopover } from '@/ui/ListBoxPopover/listBoxPopover.css';
import * as styles from './create.css';

export const VehicleTypeSelect_vehicleType = graphql(`
  fragment VehicleTypeSelect_vehicleType on VehicleType {
    id
    name
  }
`);

export interface VehicleTypeSelectProps {
  vehicleTypes: readonly FragmentType<typeof VehicleTypeSelect_vehicleType>[];
  value: string;
  errorMessage?: string;
  onChange(value: string): void;
}

export function VehicleTypeSelect({ value, errorMessage, onChange, ...props }: VehicleTypeSelectProps) {
  const vehicleTypes = getFragmentData(VehicleTypeSelect_vehicleType, props.vehicleTypes);
  return (
    <Select
      className={styles.field}
      selectedKey={value || null}
      onSelectionChange={(key) => onChange(key == null ? '' : String(key))}
      isInvalid={Boolean(errorMessage)}
      validationBehavior="aria"
      placeholder="Select vehicle type"
    >
      <Label className={styles.label}>Vehicle Type</Label>
      <AriaButton className={styles.input}>
        <SelectValue />
      </AriaButton>
      <FieldError className={styles.error}>{errorMessage}</FieldError>
      <Popover className={listBoxPopover}>
        <ListBox>
          {vehicleTypes.map((type) => (
            <ListBoxItem key={type.id} id={type.name} className={listBoxOption}>
              {type.name}
            </ListBoxItem>
          ))}
        </ListBox>
      </Popover>
    </Select>
  );
}

export interface ModelYearFieldProps {
  value: number | null;
  errorMessage?: string;
  onChange(value: number): void;
}

/** The model-year choices of 000 §5: '2025+ Models' and '2024 & Earlier Models'. */
export function ModelYearField({ value, errorMessage, onChange }: ModelYearFieldProps) {
  return (
    <RadioGroup
      className={styles.field}
      value={value == null ? null : String(value)}
      onChange={(next) => onChange(Number(next))}
      isInvalid={Boolean(errorMessage)}
      validationBehavior="aria"
    >
      <Label className={styles.label}>Model Year</Label>
      <div className={styles.choiceList}>
        {MODEL_YEAR_CHOICES.map((choice) => (
          <Radio key={choice.value} value={String(choice.value)} className={styles.choice}>
            <span className={styles.radioBox} aria-hidden="true" />
            {choice.label}
          </Radio>
        ))}
      </div>
      <FieldError className={styles.error}>{errorMessage}</FieldError>
    </RadioGroup>
  );
}
