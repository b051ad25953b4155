import { servicePrice, servicesTotal } from '@detailing/schema/catalog/pricing';
import { CheckboxGroup, FieldError, Label } from 'react-aria-components';
import { type FragmentType, getFragmentData, graphql } from '@/gql';
import { Checkbox } from '@/ui/Checkbox/Checkbox';
import * as styles from './create.css';

export const ServicesField_service = graphql(`
  fragment ServicesField_service on Service {
    id
    name
    priceSedanHatch
    priceSedanHatch2025
    priceSedanHatchPre2025
    priceSuv5
    priceSuv52025
    priceSuv5Pre2025
    priceSuv7
    priceSuv72025
    priceSuv7Pre2025
    priceUte
    priceUte2025
    priceUtePre2025
  }
`);

const money = (dollars: number) => `$${dollars.toFixed(2)}`;

export interface ServicesFieldProps {
  services: readonly FragmentType<typeof ServicesField_service>[];
  selectedIds: number[];
  vehicleType: string;
  modelYear: number | null;
  errorMessage?: string;
  onChange(ids: number[]): void;
  addServiceButton: React.ReactNode;
}

/** Service checkboxes with live prices and the total from the shared pricing rule (000 §5). */
export function ServicesField({
  selectedIds,
  vehicleType,
  modelYear,
  errorMessage,
  onChange,
  addServiceButton,
  ...props
}: ServicesFieldProps) {
  const services = getFragmentData(ServicesField_service, props.services);
  const selected = services.filter((s) => selectedIds.includes(s.id));
  const total = servicesTotal(selected, vehicleType, modelYear);
  return (
    <CheckboxGroup
      className={styles.field}
      value={selectedIds.map(String)}
      onChange={(values) => onChange(values.map(Number))}
      isInvalid={Boolean(errorMessage)}
      validationBehavior="aria"
    >
      <div className={styles.inlineHeader}>
        <Label className={styles.label}>Services</Label>
        {addServiceButton}
      </div>
      <div className={styles.serviceList}>
        {services.map((service) => (
          <Checkbox key={service.id} value={String(service.id)}>
            <span className={styles.serviceRow}>
              {service.name}
              <span className={styles.servicePrice}>{money(servicePrice(service, vehicleType, modelYear))}</span>
            </span>
          </Checkbox>
        ))}
      </div>
      <div className={styles.total} aria-live="polite">
        <span>Total</span>
        <span>{money(total)}</span>
      </div>
      <FieldError className={styles.error}>{errorMessage}</FieldError>
    </CheckboxGroup>
  );
}
