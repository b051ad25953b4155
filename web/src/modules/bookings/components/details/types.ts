import type { UploadedPhoto } from '@/modules/bookings/utils/uploadBookingPhotos';

/** A stored photo as the Photos tab lists it: from the booking, or just uploaded. */
export type BookingPhoto = UploadedPhoto;
