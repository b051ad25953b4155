import { graphql } from '@/gql';
import type { CourtesyCarForm_BookingFragment } from '@/gql/graphql';

export const CourtesyCarForm_booking = graphql(`
  fragment CourtesyCarForm_booking on Booking {
    id
    licenseFrontPhoto
    licenseBackPhoto
    digitalSignature
    signatureCanvas
    termsAccepted
    termsAcceptedAt
  }
`);

/**
 * What the Courtesy Car and Signature tabs edit; both are saved by 'Save Courtesy Car' (000 §7).
 * Its fields are the update's own, so the changed ones are sent as they are.
 */
export interface CourtesyCarForm {
  /** A data URL when newly chosen, the stored URL when unchanged, null when removed. */
  licenseFrontPhoto: string | null;
  licenseBackPhoto: string | null;
  digitalSignature: string;
  termsAccepted: boolean;
  /** A PNG data URL once drawn in this session, null once cleared; absent leaves the stored one. */
  signatureCanvas?: string | null;
}

export const courtesyCarFormFrom = (booking: CourtesyCarForm_BookingFragment): CourtesyCarForm => ({
  licenseFrontPhoto: booking.licenseFrontPhoto ?? null,
  licenseBackPhoto: booking.licenseBackPhoto ?? null,
  digitalSignature: booking.digitalSignature ?? '',
  termsAccepted: booking.termsAccepted,
});
