import { Button } from '@/ui/Button/Button';
import type { PortalBooking } from '@/modules/portal/api/portalTypes';
import { formatBookingWhen } from '@/modules/portal/utils/formatBookingWhen';
import { galleryStats, hasPhotos } from '@/modules/portal/utils/portalStats';
import * as styles from './dashboard.css';
import type { OpenPhotos } from './PhotoLightbox';
import { PhotoThumbnail } from './PhotoThumbnail';
import { SummarizedPanel } from './SummarizedPanel';

/** 001 §9: 2 before and 2 after thumbnails per booking on the dashboard. */
export const GALLERY_THUMBNAILS = 2;

interface Props {
  bookings: PortalBooking[];
  loading: boolean;
  failed: boolean;
  onRetry(): void;
  onOpenPhotos: OpenPhotos;
  onViewAll(booking: PortalBooking): void;
}

/** The Gallery tab (001 "Customer dashboard"): each booking with photos, a few of each kind, and 'View All Photos'. */
export function GalleryPanel({ bookings, loading, failed, onRetry, onOpenPhotos, onViewAll }: Props) {
  const withPhotos = bookings.filter(hasPhotos);
  const { servicesWithPhotos, before, after } = galleryStats(bookings);
  return (
    <SummarizedPanel
      summary={{
        label: 'Gallery summary',
        stats: [
          { label: 'Services with Photos', value: String(servicesWithPhotos) },
          { label: 'Before Photos', value: String(before) },
          { label: 'After Photos', value: String(after) },
        ],
      }}
      loading={loading}
      failed={failed}
      onRetry={onRetry}
      isEmpty={withPhotos.length === 0}
      emptyText="No photos yet"
    >
      <ul className={styles.list} aria-label="Photo gallery">
        {withPhotos.map((booking) => {
          const when = formatBookingWhen(booking.date, booking.time);
          return (
            <li key={booking.id}>
              <article className={styles.card} aria-label={`Photos of ${when}`}>
                <div className={styles.cardTop}>
                  <h3 className={styles.cardTitle}>{when}</h3>
                </div>
                <p className={styles.muted}>{booking.services.map((s) => s.name).join(', ')}</p>
                {(['before', 'after'] as const).map((kind) => {
                  const photos = kind === 'before' ? booking.beforePhotos : booking.afterPhotos;
                  if (photos.length === 0) return null;
                  const title = kind === 'before' ? 'Before' : 'After';
                  return (
                    <section key={kind} aria-label={`${title} photos of ${when}`}>
                      <h4 className={styles.sectionTitle}>
                        {title} ({photos.length})
                      </h4>
                      <ul className={styles.thumbs}>
                        {photos.slice(0, GALLERY_THUMBNAILS).map((photo, index) => (
                          <li key={photo.path}>
                            <PhotoThumbnail
                              photo={photo}
                              label={`View ${kind} photo ${index + 1} of ${photos.length}`}
                              onOpen={() => onOpenPhotos(booking, kind, index)}
                            />
                          </li>
                        ))}
                      </ul>
                    </section>
                  );
                })}
                <div className={styles.cardActions}>
                  <Button variant="outline" size="sm" onPress={() => onViewAll(booking)} aria-label={`View all photos of ${when}`}>
                    View All Photos
                  </Button>
                </div>
              </article>
            </li>
          );
        })}
      </ul>
    </SummarizedPanel>
  );
}
