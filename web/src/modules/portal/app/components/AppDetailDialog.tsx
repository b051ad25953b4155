import type { ModalOverlayProps } from 'react-aria-components';
import { useState } from 'react';
import { Button } from '@/ui/Button/Button';
import { Dialog } from '@/ui/Dialog/Dialog';
import type { PortalBooking, PortalInvoice } from '@/modules/portal/api/portalTypes';
import { BookingChanges } from '@/modules/portal/components/BookingChanges';
import { LazyInvoicePreviewDialog } from '@/modules/portal/components/LazyInvoicePreviewDialog';
import { LazyPhotoLightbox } from '@/modules/portal/components/LazyPhotoLightbox';
import { usePhotoLightbox } from '@/modules/portal/hooks/usePhotoLightbox';
import { formatBookingWhen } from '@/modules/portal/utils/formatBookingWhen';
import { AppBookingDetails } from './AppBookingDetails';
import { AppDarkModal } from './AppDarkModal';
import * as styles from './portalApp.css';

/** What the detail dialog shows: one booking or one invoice, by id (kept current by the live lists). */
export type AppDetail = { kind: 'booking' | 'invoice'; id: string };

interface AppDetailDialogProps {
  detail: AppDetail | null;
  bookings: readonly PortalBooking[];
  invoices: readonly PortalInvoice[];
  logoUrl: string | null;
  /** Another detail to show (a booking's invoice), or null to close. */
  onChange(detail: AppDetail | null): void;
}

const DarkWideModal = (props: ModalOverlayProps) => <AppDarkModal {...props} wide />;

/**
 * /app's dark booking and invoice detail dialog (001 §2): a booking with up to 4 + 4 photos, each
 * opening the shared lightbox, and its invoice; an invoice as the shared preview with Download PDF.
 */
export function AppDetailDialog({ detail, bookings, invoices, logoUrl, onChange }: AppDetailDialogProps) {
  const lightbox = usePhotoLightbox();
  // What was last shown stays in the dialog while it animates closed.
  const [shown, setShown] = useState(detail);
  if (detail && detail !== shown) setShown(detail);
  const booking = shown?.kind === 'booking' ? bookings.find((b) => b.id === shown.id) : undefined;
  const invoice = detail?.kind === 'invoice' ? invoices.find((i) => i.id === detail.id) : undefined;
  const bookingInvoice = booking ? invoices.find((i) => i.bookingId === booking.id) : undefined;
  const close = () => onChange(null);

  return (
    <>
      <AppDarkModal isOpen={detail?.kind === 'booking' && booking !== undefined} onOpenChange={(open) => !open && close()}>
        {booking && (
          <Dialog title="Booking Details" description={formatBookingWhen(booking.date, booking.time)}>
            <AppBookingDetails booking={booking} onOpenPhoto={(kind, index) => lightbox.open(booking, kind, index)} />
            <div className={styles.block}>
              <BookingChanges key={booking.id} booking={booking} />
            </div>
            {bookingInvoice && (
              <div className={styles.dialogActions}>
                <Button variant="outline" onPress={() => onChange({ kind: 'invoice', id: bookingInvoice.id })}>
                  View Invoice
                </Button>
              </div>
            )}
            <LazyPhotoLightbox {...lightbox.props} />
          </Dialog>
        )}
      </AppDarkModal>
      <LazyInvoicePreviewDialog invoice={invoice ?? null} logoUrl={logoUrl} onClose={close} modal={DarkWideModal} />
    </>
  );
}
