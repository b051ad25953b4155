import { Badge } from '@/ui/Badge/Badge';
import { Dialog } from '@/ui/Dialog/Dialog';
import { WideModal } from '@/ui/Dialog/WideModal';
import { Tab } from '@/ui/Tabs/Tab';
import { TabList } from '@/ui/Tabs/TabList';
import { TabPanel } from '@/ui/Tabs/TabPanel';
import { Tabs } from '@/ui/Tabs/Tabs';
import type { PortalBooking } from '@/modules/portal/api/portalTypes';
import { usePhotoLightbox } from '@/modules/portal/hooks/usePhotoLightbox';
import { bookingStatusTone } from '@/utils/statusTones';
import { formatBookingWhen } from '@/modules/portal/utils/formatBookingWhen';
import { formatMoney } from '@/utils/formatMoney';
import * as styles from './dashboard.css';
import { BookingChanges } from './BookingChanges';
import { PhotoLightbox } from './PhotoLightbox';
import { PhotoThumbnail } from './PhotoThumbnail';

interface Props {
  /** The booking shown; the dialog is open while there is one. */
  booking: PortalBooking | null;
  /** Which photo tab to open on. */
  initialPhotos?: 'before' | 'after';
  onClose(): void;
}

/**
 * A booking's details (001 "Customer dashboard"): when, status, services, vehicle, Before and After
 * photo tabs, and notes; and rescheduling or cancelling it while the customer may (issue 31).
 */
export function BookingDetailsDialog({ booking, initialPhotos = 'before', onClose }: Props) {
  const lightbox = usePhotoLightbox();
  return (
    <WideModal isOpen={booking !== null} onOpenChange={(open) => !open && onClose()}>
      {booking && (
        <Dialog title="Booking Details" description={formatBookingWhen(booking.date, booking.time)}>
          <div className={styles.stack}>
            <dl className={styles.fields}>
              <dt>Status</dt>
              <dd>
                <Badge tone={bookingStatusTone(booking.status)}>{booking.statusLabel}</Badge>
              </dd>
              <dt>Vehicle</dt>
              <dd>{[booking.vehicleType, booking.modelYear].filter(Boolean).join(' · ')}</dd>
              <dt>Registration</dt>
              <dd>{booking.vehicleRego || '—'}</dd>
              <dt>Services</dt>
              <dd>
                <ul className={styles.plainList}>
                  {booking.services.map((service, index) => (
                    <li key={`${service.id}-${index}`}>
                      {service.name} — {formatMoney(service.price)}
                    </li>
                  ))}
                </ul>
              </dd>
              <dt>Total</dt>
              <dd>{formatMoney(booking.totalPrice)}</dd>
            </dl>
            <Tabs defaultSelectedKey={initialPhotos}>
              <TabList aria-label="Photos">
                <Tab id="before">Before ({booking.beforePhotos.length})</Tab>
                <Tab id="after">After ({booking.afterPhotos.length})</Tab>
              </TabList>
              {(['before', 'after'] as const).map((kind) => {
                const photos = kind === 'before' ? booking.beforePhotos : booking.afterPhotos;
                return (
                  <TabPanel key={kind} id={kind}>
                    {photos.length === 0 ? (
                      <p className={styles.muted}>No {kind} photos</p>
                    ) : (
                      <ul className={styles.thumbs} aria-label={`${kind === 'before' ? 'Before' : 'After'} photos`}>
                        {photos.map((photo, index) => (
                          <li key={photo.path}>
                            <PhotoThumbnail
                              photo={photo}
                              label={`View ${kind} photo ${index + 1} of ${photos.length}`}
                              onOpen={() => lightbox.open(booking, kind, index)}
                            />
                          </li>
                        ))}
                      </ul>
                    )}
                  </TabPanel>
                );
              })}
            </Tabs>
            <section aria-label="Notes">
              <h3 className={styles.sectionTitle}>Notes</h3>
              <p className={booking.notes ? styles.notes : styles.muted}>{booking.notes || 'No notes'}</p>
            </section>
            <BookingChanges key={booking.id} booking={booking} />
          </div>
          <PhotoLightbox {...lightbox.props} />
        </Dialog>
      )}
    </WideModal>
  );
}
