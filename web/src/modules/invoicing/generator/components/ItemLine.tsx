import { formatCents } from '@detailing/schema/catalog/money';
import { lineCents } from '@/modules/invoicing/generator/utils/lineMoney';
import type { FormLine } from '@/modules/invoicing/generator/utils/servicePricing';
import type { FieldErrors } from '@/utils/serverFieldErrors';
import { Button } from '@/ui/Button/Button';
import { Icon } from '@/ui/Icon/Icon';
import { TextField } from '@/ui/TextField/TextField';
import * as styles from './generator.css';

/** 001 §5, §9: quantity min 0, step 0.1; price min 0, step 0.01. */
const QUANTITY = { min: 0, step: 0.1 };
const PRICE = { min: 0, step: 0.01 };

interface Props {
  line: FormLine;
  /** 1-based, as the person counts: names the line's group ("Item 2"). */
  number: number;
  /** The server's messages for this line, by field ("price"), the line's own under "". */
  errors: FieldErrors;
  onText(field: 'name' | 'description' | 'quantity', value: string): void;
  onPrice(price: string): void;
  onRemove(): void;
}

/** One item (001 §3): name, description, quantity (min 0, step 0.1), price (min 0, step 0.01), its total and Remove. */
export function ItemLine({ line, number, errors, onText, onPrice, onRemove }: Props) {
  const label = `Item ${number}`;
  return (
    <li>
      <div className={styles.line} role="group" aria-label={label}>
        <div className={styles.lineWide}>
          <TextField label="Name" value={line.name} onChange={(v) => onText('name', v)} errorMessage={errors.name ?? errors['']} />
        </div>
        <div className={styles.lineWide}>
          <TextField label="Description" value={line.description} onChange={(v) => onText('description', v)} errorMessage={errors.description} />
        </div>
        <TextField
          label="Quantity"
          type="number"
          inputMode="decimal"
          numberBounds={QUANTITY}
          value={line.quantity}
          onChange={(v) => onText('quantity', v)}
          errorMessage={errors.quantity}
        />
        <TextField label="Price" type="number" inputMode="decimal" numberBounds={PRICE} value={line.price} onChange={onPrice} errorMessage={errors.price} />
        <div className={styles.lineTotal}>
          <span className={styles.muted} id={`${line.key}-total`}>
            Line total
          </span>
          <output className={styles.lineTotalValue} aria-labelledby={`${line.key}-total`}>
            {formatCents(lineCents(line))}
          </output>
        </div>
        <div className={styles.lineRemove}>
          <Button variant="ghost" size="icon" aria-label={`Remove ${label}`} onPress={onRemove}>
            <Icon name="trash" />
          </Button>
        </div>
      </div>
    </li>
  );
}
