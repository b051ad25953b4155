import { useId } from 'react';
import { Button } from '@/ui/Button/Button';
import { bookingErrorToasts } from '@/modules/bookings/utils/bookingErrorToasts';
import { toast } from '@/ui/Toast/toast';
import { useErrorToast } from '@/ui/Toast/useErrorToast';
import { licenceImageOnlyToast } from '@/modules/bookings/utils/photoFileRules';
import { readFileAsDataUrl } from '@/modules/bookings/utils/readFileAsDataUrl';
import * as styles from './details.css';

interface Props {
  label: string;
  value: string | null;
  onChange(value: string | null): void;
}

/** A driver's licence side: images only, read as a data URL. */
export function LicenceImageField({ label, value, onChange }: Props) {
  const id = useId();
  const showError = useErrorToast();
  return (
    <div className={styles.field}>
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        type="file"
        accept="image/*"
        onChange={async (event) => {
          const file = event.target.files?.[0];
          event.target.value = '';
          if (!file) return;
          if (!file.type.startsWith('image/')) return void toast(licenceImageOnlyToast);
          try {
            onChange(await readFileAsDataUrl(file));
          } catch (error) {
            showError(error, bookingErrorToasts.fileFailed);
          }
        }}
      />
      {value && (
        <>
          <img className={styles.licenceImage} src={value} alt={label} />
          <Button variant="outline" size="sm" className={styles.startAligned} onPress={() => onChange(null)}>
            Remove {label.toLowerCase()}
          </Button>
        </>
      )}
    </div>
  );
}
