import { useMemo } from 'react';
import { Button as AriaButton, ComboBox, FieldError, Input, Label, ListBox, ListBoxItem, Popover, Text, useFilter } from 'react-aria-components';
import { listBoxOption, listBoxPopover } from '@/ui/ListBoxPopover/listBoxPopover.css';
import * as field from '@/ui/TextField/TextField.css';
import * as styles from './business.css';

/** Every IANA zone the browser knows, with the one saved even if the browser spells it otherwise. */
function zonesWith(current: string): { id: string }[] {
  const zones = Intl.supportedValuesOf('timeZone');
  return (zones.includes(current) ? zones : [current, ...zones]).map((id) => ({ id }));
}

export interface TimeZoneFieldProps {
  value: string;
  errorMessage?: string;
  onChange(timeZone: string): void;
}

/** The business time zone: type part of a name (Melbourne, Auckland) to find it. */
export function TimeZoneField({ value, errorMessage, onChange }: TimeZoneFieldProps) {
  const zones = useMemo(() => zonesWith(value), [value]);
  const { contains } = useFilter({ sensitivity: 'base' });
  return (
    <ComboBox
      className={field.field}
      name="timeZone"
      items={zones}
      selectedKey={value}
      defaultFilter={(text, input) => contains(text.replace(/_/g, ' '), input.replace(/_/g, ' '))}
      onSelectionChange={(key) => key != null && onChange(String(key))}
      isInvalid={Boolean(errorMessage)}
      validationBehavior="aria"
      menuTrigger="focus"
    >
      <Label className={field.label}>Time zone</Label>
      <div className={styles.comboRow}>
        <Input className={`${field.input} ${styles.comboInput}`} />
        <AriaButton className={styles.comboButton}>
          <span aria-hidden="true">▾</span>
        </AriaButton>
      </div>
      <Text slot="description" className={field.description}>
        Today, weeks, reports and invoice dates are reckoned in this zone.
      </Text>
      <FieldError className={field.error}>{errorMessage}</FieldError>
      <Popover className={listBoxPopover}>
        <ListBox>
          {(zone: { id: string }) => (
            <ListBoxItem id={zone.id} textValue={zone.id} className={listBoxOption}>
              {zone.id.replace(/_/g, ' ')}
            </ListBoxItem>
          )}
        </ListBox>
      </Popover>
    </ComboBox>
  );
}
