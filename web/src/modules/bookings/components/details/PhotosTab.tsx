import { type FragmentType, getFragmentData, graphql } from '@/gql';
import type { BookingSaver } from '@/modules/bookings/hooks/useSaveBooking';
import { Button } from '@/ui/Button/Button';
import { toast } from '@/ui/Toast/toast';
import { useEditForm } from '@/utils/useEditForm';
import * as styles from './details.css';
import { PhotoSection } from './PhotoSection';
import type { BookingPhoto } from './types';

export const PhotosTab_booking = graphql(`
  fragment PhotosTab_booking on Booking {
    id
    beforePhotos {
      url
      path
      thumbnailUrl
    }
    afterPhotos {
      url
      path
      thumbnailUrl
    }
  }
`);

const samePaths = (a: readonly BookingPhoto[], b: readonly BookingPhoto[]) =>
  a.length === b.length && a.every((photo, i) => photo.path === b[i]!.path);
const paths = (photos: readonly BookingPhoto[]) => photos.map((photo) => photo.path);

interface Props {
  booking: FragmentType<typeof PhotosTab_booking>;
  saver: BookingSaver;
  onCancel(): void;
  /** Leaves edit mode when there was nothing to save. */
  onDone(): void;
}

/**
 * The Photos tab (000 §7): an upload is stored with the booking at once; removing one is only in
 * view until 'Save Photos' keeps the listed paths.
 */
export function PhotosTab({ saver, onCancel, onDone, ...props }: Props) {
  const booking = getFragmentData(PhotosTab_booking, props.booking);
  const { form, set, changes, saved, alsoStored } = useEditForm<{ before: BookingPhoto[]; after: BookingPhoto[] }>(
    () => ({ before: booking.beforePhotos, after: booking.afterPhotos }),
    { before: samePaths, after: samePaths },
  );
  const { save, saving } = saver;

  async function submit() {
    const outcome = await save({
      ...(changes.before && { beforePhotos: paths(changes.before) }),
      ...(changes.after && { afterPhotos: paths(changes.after) }),
    });
    if (outcome === 'saved') {
      saved(form);
      toast({ title: 'Booking saved', description: 'The photos were saved.' });
    }
    if (outcome === 'unchanged') onDone();
  }

  const sectionProps = (side: 'before' | 'after') => ({
    photos: form[side],
    onUploaded: (uploaded: BookingPhoto[], version: number) => {
      alsoStored((values) => ({ [side]: [...values[side], ...uploaded] }));
      saver.sawVersion(version);
    },
    onRemove: (path: string) => set((values) => ({ [side]: values[side].filter((photo) => photo.path !== path) })),
  });

  return (
    <div className={styles.form}>
      <PhotoSection bookingId={booking.id} photoType="before" {...sectionProps('before')} />
      <PhotoSection bookingId={booking.id} photoType="after" {...sectionProps('after')} />
      <div className={styles.actions}>
        <Button variant="outline" onPress={onCancel}>
          Cancel
        </Button>
        <Button isPending={saving} onPress={() => void submit()}>
          Save Photos
        </Button>
      </div>
    </div>
  );
}
