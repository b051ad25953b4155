import { KNOWN_VEHICLE_TYPES, type KnownVehicleType } from '@detailing/schema/catalog/knownVehicleTypes';
import { MODEL_YEAR_CHOICES } from '@detailing/schema/catalog/pricing';
import { wizardTexts as t } from '@/modules/wizard/utils/wizardTexts';
import * as css from './wizard.css';

interface Props {
  vehicleType: KnownVehicleType | null;
  modelYear: number | null;
  onVehicleType: (vehicleType: KnownVehicleType) => void;
  onModelYear: (modelYear: number) => void;
}

/** Step 2: the vehicle type and the model year, as two radio groups (arrow keys move within each). */
export function VehicleStep({ vehicleType, modelYear, onVehicleType, onModelYear }: Props) {
  return (
    <>
      <fieldset className={css.fieldset}>
        <legend className={css.legend}>{t.vehicleType}</legend>
        <div className={css.choiceGrid}>
          {KNOWN_VEHICLE_TYPES.map((type) => (
            <label key={type} className={css.choice}>
              <input type="radio" className={css.choiceInput} name="vehicleType" value={type} checked={vehicleType === type} onChange={() => onVehicleType(type)} />
              <span className={css.choiceName}>{type}</span>
            </label>
          ))}
        </div>
      </fieldset>
      <fieldset className={css.fieldset}>
        <legend className={css.legend}>{t.modelYear}</legend>
        <div className={css.choiceGrid}>
          {MODEL_YEAR_CHOICES.map((choice) => (
            <label key={choice.value} className={css.choice}>
              <input type="radio" className={css.choiceInput} name="modelYear" value={choice.value} checked={modelYear === choice.value} onChange={() => onModelYear(choice.value)} />
              <span className={css.choiceName}>{choice.label}</span>
            </label>
          ))}
        </div>
      </fieldset>
    </>
  );
}
