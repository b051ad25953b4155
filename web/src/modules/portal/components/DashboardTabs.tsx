import { useState } from 'react';
import { Tab } from '@/ui/Tabs/Tab';
import { TabList } from '@/ui/Tabs/TabList';
import { TabPanel } from '@/ui/Tabs/TabPanel';
import { Tabs } from '@/ui/Tabs/Tabs';
import type { PortalBooking, PortalInvoice } from '@/modules/portal/api/portalTypes';
import { useMyBookings } from '@/modules/portal/api/useMyBookings';
import { useMyInvoices } from '@/modules/portal/api/useMyInvoices';
import { usePhotoLightbox } from '@/modules/portal/hooks/usePhotoLightbox';
import { splitBookings } from '@/modules/portal/utils/splitBookings';
import { BookingsPanel } from './BookingsPanel';
import { GalleryPanel } from './GalleryPanel';
import { InvoicesPanel } from './InvoicesPanel';
import { LazyBookingDetailsDialog } from './LazyBookingDetailsDialog';
import { LazyInvoicePreviewDialog } from './LazyInvoicePreviewDialog';
import { LazyPhotoLightbox } from './LazyPhotoLightbox';

/** The dashboard's tabs (001 "Customer dashboard"): Upcoming, History, Invoices and Gallery, and their dialogs. */
export function DashboardTabs({ today, logoUrl }: { today: string; logoUrl: string | null }) {
  const bookings = useMyBookings();
  const invoices = useMyInvoices();
  const { upcoming, history } = splitBookings(bookings.bookings, today);
  const lightbox = usePhotoLightbox();
  const [viewed, setViewed] = useState<{ booking: PortalBooking; photos?: 'before' | 'after' } | null>(null);
  const [previewed, setPreviewed] = useState<PortalInvoice | null>(null);
  // The dialog shows the booking as it is now: a live change replaces it in the list.
  const viewedNow = viewed ? (bookings.bookings.find((b) => b.id === viewed.booking.id) ?? viewed.booking) : null;

  const bookingState = { loading: bookings.loading, failed: Boolean(bookings.error) && !bookings.loading, onRetry: () => void bookings.refetch() };
  return (
    <>
      <Tabs>
        <TabList aria-label="Dashboard">
          <Tab id="upcoming">Upcoming</Tab>
          <Tab id="history">History</Tab>
          <Tab id="invoices">Invoices</Tab>
          <Tab id="gallery">Gallery</Tab>
        </TabList>
        <TabPanel id="upcoming">
          <BookingsPanel kind="upcoming" bookings={upcoming} {...bookingState} onView={(booking) => setViewed({ booking })} />
        </TabPanel>
        <TabPanel id="history">
          <BookingsPanel kind="history" bookings={history} {...bookingState} onView={(booking) => setViewed({ booking })} />
        </TabPanel>
        <TabPanel id="invoices">
          <InvoicesPanel
            invoices={invoices.invoices}
            loading={invoices.loading}
            failed={Boolean(invoices.error) && !invoices.loading}
            onRetry={() => void invoices.refetch()}
            onPreview={setPreviewed}
          />
        </TabPanel>
        <TabPanel id="gallery">
          <GalleryPanel
            bookings={bookings.bookings}
            {...bookingState}
            onOpenPhotos={lightbox.open}
            onViewAll={(booking) => setViewed({ booking, photos: booking.beforePhotos.length > 0 ? 'before' : 'after' })}
          />
        </TabPanel>
      </Tabs>
      <LazyBookingDetailsDialog booking={viewedNow} initialPhotos={viewed?.photos} onClose={() => setViewed(null)} />
      <LazyInvoicePreviewDialog invoice={previewed} logoUrl={logoUrl} onClose={() => setPreviewed(null)} />
      <LazyPhotoLightbox {...lightbox.props} />
    </>
  );
}
