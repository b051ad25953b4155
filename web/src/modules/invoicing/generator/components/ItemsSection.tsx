import type { ServicePricing_ServiceFragment } from '@/gql/graphql';
import type { FormLine, PricingChoice } from '@/modules/invoicing/generator/utils/servicePricing';
import type { FieldErrors } from '@/utils/serverFieldErrors';
import { Button } from '@/ui/Button/Button';
import { AddServiceMenu } from './AddServiceMenu';
import { DocumentTotals } from './DocumentTotals';
import { ItemLine } from './ItemLine';
import { PricingFields } from './PricingFields';
import * as styles from './generator.css';

interface Props {
  lines: readonly FormLine[];
  pricing: PricingChoice;
  services: readonly ServicePricing_ServiceFragment[];
  errors: FieldErrors;
  onPricing(choice: PricingChoice): void;
  onAddService(service: ServicePricing_ServiceFragment): void;
  onAddCustom(): void;
  onText(key: string, field: 'name' | 'description' | 'quantity', value: string): void;
  onPrice(key: string, price: string): void;
  onRemove(key: string): void;
}

/** A line's messages by field, from the server's paths ("items.2.price" → "price"; "items.2" → ""). */
const lineErrors = (errors: FieldErrors, index: number): FieldErrors => {
  const prefix = `items.${index}`;
  return Object.fromEntries(
    Object.entries(errors)
      .filter(([path]) => path === prefix || path.startsWith(`${prefix}.`))
      .map(([path, message]) => [path.slice(prefix.length + 1), message]),
  );
};

export function ItemsSection({ lines, pricing, services, errors, onPricing, onAddService, onAddCustom, onText, onPrice, onRemove }: Props) {
  return (
    <section className={styles.section} aria-labelledby="items-title">
      <div className={styles.sectionHeader}>
        <h2 id="items-title" className={styles.sectionTitle}>
          Items
        </h2>
        <div className={styles.toolbar}>
          <AddServiceMenu services={services} pricing={pricing} onAdd={onAddService} />
          <Button variant="outline" onPress={onAddCustom}>
            Add custom item
          </Button>
        </div>
      </div>
      <PricingFields value={pricing} onChange={onPricing} />
      {lines.length === 0 ? (
        <p className={errors.items ? styles.error : styles.empty}>{errors.items ?? 'No items yet. Add a service or a custom item.'}</p>
      ) : (
        <ul className={styles.lines}>
          {lines.map((line, index) => (
            <ItemLine
              key={line.key}
              line={line}
              number={index + 1}
              errors={lineErrors(errors, index)}
              onText={(field, value) => onText(line.key, field, value)}
              onPrice={(price) => onPrice(line.key, price)}
              onRemove={() => onRemove(line.key)}
            />
          ))}
        </ul>
      )}
      {lines.length > 0 && errors.items && <p className={styles.error}>{errors.items}</p>}
      <DocumentTotals lines={lines} />
    </section>
  );
}
