import { useId } from 'react';
import { readFileAsDataUrl } from '@/modules/bookings/utils/readFileAsDataUrl';
import { LOGO_SIZE_ADVICE, logoFileProblem } from '@/modules/settings/utils/logoFile';
import * as styles from '@/modules/settings/components/settingsPanel.css';

/** An image file chosen in the browser, read as a data URL to preview and to send. */
export interface ChosenImage {
  dataUrl: string;
  name: string;
}

export interface ImageChooserProps {
  /** 'Logo image', 'Login icon': the file input's label. */
  label: string;
  /** What the image is, for the previews' text ('logo', 'login icon'). */
  noun: string;
  /** Where the image in force is served, or '' for none. */
  current: string;
  chosen: ChosenImage | null;
  errorMessage?: string;
  onChoose(image: ChosenImage): void;
  onError(message: string): void;
}

/**
 * The logo's and the login icon's image: the one in force, a file chooser (images only, 001 §5,
 * with the size advice of §9) and a preview of the file chosen before it is saved.
 */
export function ImageChooser({ label, noun, current, chosen, errorMessage, onChoose, onError }: ImageChooserProps) {
  const id = useId();
  const adviceId = `${id}-advice`;
  const errorId = `${id}-error`;
  return (
    <div className={styles.imageField}>
      <div className={styles.previews}>
        {current ? (
          <figure className={styles.figure}>
            <img className={styles.preview} src={current} alt={`Current ${noun}`} />
            <figcaption className={styles.caption}>Current {noun}</figcaption>
          </figure>
        ) : (
          <p className={styles.muted}>No {noun} uploaded</p>
        )}
        {chosen && (
          <figure className={styles.figure}>
            <img className={styles.preview} src={chosen.dataUrl} alt={`New ${noun} preview`} />
            <figcaption className={styles.caption}>New: {chosen.name}</figcaption>
          </figure>
        )}
      </div>
      <label htmlFor={id} className={styles.imageLabel}>
        {label}
      </label>
      <input
        id={id}
        className={styles.fileInput}
        type="file"
        accept="image/*"
        aria-invalid={errorMessage ? true : undefined}
        aria-describedby={errorMessage ? `${adviceId} ${errorId}` : adviceId}
        onChange={async (event) => {
          const file = event.target.files?.[0];
          event.target.value = '';
          if (!file) return;
          const problem = logoFileProblem(file);
          if (problem) return onError(problem);
          try {
            onChoose({ dataUrl: await readFileAsDataUrl(file), name: file.name });
          } catch (error) {
            onError(error instanceof Error ? error.message : String(error));
          }
        }}
      />
      <p id={adviceId} className={styles.muted}>
        {LOGO_SIZE_ADVICE}
      </p>
      {errorMessage && (
        <p id={errorId} className={styles.fieldError}>
          {errorMessage}
        </p>
      )}
    </div>
  );
}
