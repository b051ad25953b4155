import { formatCents } from '@detailing/schema/catalog/money';
import type { WizardService } from '@/modules/wizard/api/fetchWizardServices';
import { wizardTexts as t } from '@/modules/wizard/utils/wizardTexts';
import * as css from './wizard.css';

interface Props {
  services: readonly WizardService[];
  chosen: readonly number[];
  onToggle: (id: number) => void;
}

/** Step 1: each offered service with 'From $' and its Sedan/Hatch price (001 §9). */
export function ServicesStep({ services, chosen, onToggle }: Props) {
  if (services.length === 0) return <p className={css.muted}>{t.noServices}</p>;
  return (
    <fieldset className={css.fieldset}>
      <legend className={css.legend}>{t.services}</legend>
      <div className={css.choices}>
        {services.map((service) => (
          <label key={service.id} className={css.choice}>
            {/* Named by the service alone; its description and price are read as the description. */}
            <input
              type="checkbox"
              className={css.choiceInput}
              name="serviceIds"
              value={service.id}
              checked={chosen.includes(service.id)}
              onChange={() => onToggle(service.id)}
              aria-labelledby={`service-${service.id}-name`}
              aria-describedby={`service-${service.id}-about`}
            />
            <span className={css.choiceBody}>
              <span className={css.choiceName} id={`service-${service.id}-name`}>
                {service.name}
              </span>
              <span id={`service-${service.id}-about`} className={css.choiceBody}>
                {service.description && <span className={css.choiceMeta}>{service.description}</span>}
                <span className={css.choiceMeta}>
                {t.from}
                  {formatCents(service.prices.priceSedanHatch ?? 0).replace('$', '')}
                </span>
              </span>
            </span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
