import { useState } from 'react';
import { Button } from '@/ui/Button/Button';
import { toast } from '@/ui/Toast/toast';
import { useUpdateBookingDetailsMutation } from '@/modules/bookings/hooks/useUpdateBookingDetailsMutation';
import * as styles from './details.css';
import { PhotoSection } from './PhotoSection';
import { saveFailedToast } from './saveFailedToast';
import type { BookingPhoto, DetailsBooking } from './types';

/** The Photos tab: uploads go straight to storage; 'Save Photos' keeps the listed paths (000 §7). */
export function PhotosTab({ booking, onCancel }: { booking: DetailsBooking; onCancel(): void }) {
  const [before, setBefore] = useState<BookingPhoto[]>(booking.beforePhotos);
  const [after, setAfter] = useState<BookingPhoto[]>(booking.afterPhotos);
  const [update, { loading }] = useUpdateBookingDetailsMutation();

  async function save() {
    try {
      await update({
        variables: {
          id: booking.id,
          input: { beforePhotos: before.map((p) => p.path), afterPhotos: after.map((p) => p.path) },
        },
      });
      toast({ title: 'Booking saved', description: 'The photos were saved.' });
    } catch (error) {
      saveFailedToast(error);
    }
  }

  return (
    <div className={styles.form}>
      <PhotoSection bookingId={booking.id} photoType="before" photos={before} onChange={setBefore} />
      <PhotoSection bookingId={booking.id} photoType="after" photos={after} onChange={setAfter} />
      <div className={styles.actions}>
        <Button variant="outline" onPress={onCancel}>
          Cancel
        </Button>
        <Button isPending={loading} onPress={() => void save()}>
          Save Photos
        </Button>
      </div>
    </div>
  );
}
