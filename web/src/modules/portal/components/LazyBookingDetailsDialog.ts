import { lazyDialog } from '@/ui/Dialog/lazyDialog';

/** A booking's details, fetched when first opened: the dashboard is usable without it. */
export const LazyBookingDetailsDialog = lazyDialog(
  () => import('./BookingDetailsDialog').then((m) => m.BookingDetailsDialog),
  (props) => props.booking !== null,
);
