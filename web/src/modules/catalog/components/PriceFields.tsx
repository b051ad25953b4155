import { PRICE_GROUPS } from '@/modules/catalog/utils/servicePriceGroups';
import type { ServiceFormErrors, ServiceFormValues } from '@/modules/catalog/utils/serviceForm';
import type { PriceField } from '@detailing/schema/catalog/priceFields';
import { TextField } from '@/ui/TextField/TextField';
import * as styles from './services.css';

export interface PriceFieldsProps {
  values: ServiceFormValues;
  errors: ServiceFormErrors;
  onChange(field: PriceField, value: string): void;
}

/** The twelve prices in dollars, in three groups of four: base, 2025+ models, earlier models. */
export function PriceFields({ values, errors, onChange }: PriceFieldsProps) {
  return (
    <>
      {PRICE_GROUPS.map(({ legend, hint, required, prices }) => (
        <fieldset key={legend} className={styles.group}>
          <legend className={styles.legend}>{legend}</legend>
          {hint && <p className={styles.hint}>{hint}</p>}
          <div className={styles.priceGrid}>
            {prices.map(({ field, vehicleType }) => (
              <TextField
                key={field}
                label={vehicleType}
                name={field}
                type="number"
                inputMode="decimal"
                numberBounds={{ min: 0, step: 0.01 }}
                isRequired={required}
                value={values[field]}
                errorMessage={errors[field]}
                onChange={(value) => onChange(field, value)}
              />
            ))}
          </div>
        </fieldset>
      ))}
    </>
  );
}
