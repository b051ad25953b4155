import { useId, useState } from 'react';
import { Button } from '@/ui/Button/Button';
import { Icon } from '@/ui/Icon/Icon';
import { toast } from '@/ui/Toast/toast';
import { useErrorToast } from '@/ui/Toast/useErrorToast';
import { bookingErrorToasts } from '@/modules/bookings/utils/bookingErrorToasts';
import {
  invalidPhotoTypeToast,
  isAcceptedPhotoFile,
  MAX_PHOTOS_PER_UPLOAD,
  someUploadsFailedToast,
  tooManyPhotosToast,
} from '@/modules/bookings/utils/photoFileRules';
import { uploadBookingPhotos } from '@/modules/bookings/utils/uploadBookingPhotos';
import * as styles from './details.css';
import { PhotoViewerDialog } from './PhotoViewerDialog';
import type { BookingPhoto } from './types';

interface Props {
  bookingId: string;
  photoType: 'before' | 'after';
  photos: readonly BookingPhoto[];
  /** Photos the server stored with the booking just now. */
  /** Photos the server stored with the booking, and the booking's version that made. */
  onUploaded(photos: BookingPhoto[], version: number): void;
  /** Out of view until the tab is saved. */
  onRemove(path: string): void;
}

/** One of the Photos tab's two halves: upload with progress, thumbnails, remove, viewer. */
export function PhotoSection({ bookingId, photoType, photos, onUploaded, onRemove }: Props) {
  const title = photoType === 'before' ? 'Before Photos' : 'After Photos';
  const inputId = useId();
  const [progress, setProgress] = useState<number | null>(null);
  const [viewing, setViewing] = useState<number | null>(null);
  const showError = useErrorToast();

  async function upload(fileList: FileList | null) {
    const files = Array.from(fileList ?? []);
    if (files.length === 0) return;
    if (files.length > MAX_PHOTOS_PER_UPLOAD) return void toast(tooManyPhotosToast);
    if (!files.every(isAcceptedPhotoFile)) return void toast(invalidPhotoTypeToast);
    setProgress(0);
    try {
      const { uploaded, failed, version } = await uploadBookingPhotos(bookingId, photoType, files, setProgress);
      onUploaded(uploaded, version);
      if (failed.length > 0) {
        toast(someUploadsFailedToast(failed.length));
      } else {
        toast({ title: 'Photos uploaded successfully', description: `${uploaded.length} ${photoType} photos added.` });
      }
    } catch (error) {
      showError(error, bookingErrorToasts.uploadFailed);
    } finally {
      setProgress(null);
    }
  }

  return (
    <section className={styles.fieldset} aria-labelledby={`${inputId}-title`}>
      <h3 id={`${inputId}-title`} className={styles.value} style={{ fontWeight: 600 }}>
        {title}
      </h3>
      <label className={styles.field} htmlFor={inputId}>
        {`Upload ${photoType} photos`}
      </label>
      <input
        id={inputId}
        type="file"
        accept="image/*,.heic,.heif,.jpg,.jpeg"
        multiple
        disabled={progress !== null}
        onChange={(event) => {
          void upload(event.target.files);
          event.target.value = '';
        }}
      />
      {progress !== null && (
        <progress max={100} value={progress} aria-label={`Uploading ${photoType} photos`}>
          {progress}%
        </progress>
      )}
      {photos.length === 0 ? (
        <p className={styles.muted}>No {photoType} photos yet.</p>
      ) : (
        <ul className={styles.thumbs} aria-label={title}>
          {photos.map((photo, index) => (
            <li key={photo.path} className={styles.thumbItem}>
              <button
                type="button"
                className={styles.thumbButton}
                aria-label={`View ${photoType} photo ${index + 1}`}
                onClick={() => setViewing(index)}
              >
                <img className={styles.thumbImage} src={photo.thumbnailUrl} alt="" />
              </button>
              <Button
                variant="destructive"
                size="sm"
                className={styles.removeButton}
                aria-label={`Remove ${photoType} photo ${index + 1}`}
                onPress={() => {
                  onRemove(photo.path);
                  toast({ title: 'Photo removed from view', description: "Press 'Save Photos' to keep this change." });
                }}
              >
                <Icon name="x" />
              </Button>
            </li>
          ))}
        </ul>
      )}
      <PhotoViewerDialog
        title={title}
        photos={photos}
        index={viewing}
        onIndexChange={setViewing}
        onClose={() => setViewing(null)}
      />
    </section>
  );
}
