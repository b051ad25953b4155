import { PageHeader } from '../../../ui/PageHeader/PageHeader';
import { BookingsList } from './BookingsList';

export function BookingsView() {
  return (
    <>
      <PageHeader title="Bookings" />
      <BookingsList />
    </>
  );
}
