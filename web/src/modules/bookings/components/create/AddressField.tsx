import { useState } from 'react';
import { Input, Label, Switch, TextField } from 'react-aria-components';
import * as styles from './create.css';

/**
 * No maps provider is configured in this product, so suggestions are never offered: the box says
 * so (000 §8) and keeps the manual-entry toggle.
 */
export function AddressField({ value, onChange }: { value: string; onChange(value: string): void }) {
  const [manual, setManual] = useState(true);
  return (
    <div className={styles.field}>
      <TextField className={styles.field} value={value} onChange={onChange}>
        <Label className={styles.label}>Address</Label>
        <Input className={styles.input} placeholder={manual ? 'Enter the address' : 'Start typing an address'} />
      </TextField>
      <p className={styles.notice}>Address lookup not available - using manual entry</p>
      <Switch className={styles.switchRoot} isSelected={manual} onChange={setManual}>
        <span className={styles.switchTrack} aria-hidden="true" />
        Manual entry
      </Switch>
    </div>
  );
}
