import type { DetailsBooking } from './types';

/** What the Courtesy Car and Signature tabs edit; both are saved by 'Save Courtesy Car' (000 §7). */
export interface CourtesyCarForm {
  /** A data URL when newly chosen, the stored URL when unchanged, null when removed. */
  licenseFrontPhoto: string | null;
  licenseBackPhoto: string | null;
  digitalSignature: string;
  termsAccepted: boolean;
  /** A PNG data URL once drawn in this session; undefined leaves the stored one. */
  signatureCanvas?: string | null;
}

export const courtesyCarFormFrom = (booking: DetailsBooking): CourtesyCarForm => ({
  licenseFrontPhoto: booking.licenseFrontPhoto ?? null,
  licenseBackPhoto: booking.licenseBackPhoto ?? null,
  digitalSignature: booking.digitalSignature ?? '',
  termsAccepted: booking.termsAccepted,
});

/** Only the images that changed are sent: stored ones are URLs, not data. */
export function courtesyCarInput(form: CourtesyCarForm, booking: DetailsBooking) {
  const image = (next: string | null, stored: string | null | undefined) =>
    next === (stored ?? null) ? undefined : next;
  return {
    licenseFrontPhoto: image(form.licenseFrontPhoto, booking.licenseFrontPhoto),
    licenseBackPhoto: image(form.licenseBackPhoto, booking.licenseBackPhoto),
    digitalSignature: form.digitalSignature,
    termsAccepted: form.termsAccepted,
    signatureCanvas: form.signatureCanvas,
  };
}
