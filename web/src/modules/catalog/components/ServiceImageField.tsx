import { useId } from 'react';
import { catalogMessages } from '@detailing/schema/catalog/messages';
import { readFileAsDataUrl } from '@/modules/bookings/utils/readFileAsDataUrl';
import { Button } from '@/ui/Button/Button';
import * as styles from './services.css';

export interface ServiceImageFieldProps {
  /** A data URL just chosen, the stored image's URL, or null. */
  value: string | null;
  errorMessage?: string;
  onChange(value: string | null): void;
  onError(message: string): void;
}

/** The service's picture: choose an image file (sent as a data URL), see it, or remove it. */
export function ServiceImageField({ value, errorMessage, onChange, onError }: ServiceImageFieldProps) {
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <div className={styles.imageField}>
      <label htmlFor={id} className={styles.imageLabel}>
        Service Image
      </label>
      <input
        id={id}
        type="file"
        accept="image/*"
        aria-invalid={errorMessage ? true : undefined}
        aria-describedby={errorMessage ? errorId : undefined}
        onChange={async (event) => {
          const file = event.target.files?.[0];
          event.target.value = '';
          if (!file) return;
          if (!file.type.startsWith('image/')) return onError(catalogMessages.imageOnly);
          try {
            onChange(await readFileAsDataUrl(file));
          } catch (error) {
            onError(error instanceof Error ? error.message : String(error));
          }
        }}
      />
      {errorMessage && (
        <p id={errorId} className={styles.fieldError}>
          {errorMessage}
        </p>
      )}
      {value && (
        <>
          <img className={styles.preview} src={value} alt="Service image preview" />
          <Button variant="outline" size="sm" onPress={() => onChange(null)}>
            Remove image
          </Button>
        </>
      )}
    </div>
  );
}
