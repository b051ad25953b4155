import type { BookingDetailsQuery, BookingDetails_BookingFragment } from '@/gql/graphql';

export type DetailsBooking = BookingDetails_BookingFragment;
export type DetailsOptions = Pick<BookingDetailsQuery, 'services' | 'vehicleTypes' | 'bookingStatuses'>;
export type BookingPhoto = DetailsBooking['beforePhotos'][number];
