import { bookingMessages } from '@detailing/schema';

export type ImageKind = 'photo' | 'licence' | 'signature';

/**
 * User-facing texts for image intake. The spec's own texts (000 §5, §8) are reused or quoted
 * verbatim; the rest name a rule the spec leaves unworded (trailing data, pixel floods).
 */
export const imageMessages = {
  notAnImage: {
    photo: bookingMessages.invalidPhotoType,
    licence: bookingMessages.licenceNotImage,
    signature: 'The signature drawing must be a PNG or JPEG image',
  } satisfies Record<ImageKind, string>,
  tooLarge: 'File is too large. Please use photos/videos smaller than 100MB.',
  unsupported: 'File format not supported. Please try with JPG, PNG, or MP4 files.',
  trailingData: 'File contains data after the end of the image',
  tooManyPixels: 'Image dimensions are too large. Please use images up to 12000 pixels per side and 50 megapixels.',
  notMultipart: 'Photos must be sent as multipart/form-data',
  unreadableUpload: 'Unable to read the uploaded files. Please try again.',
} as const;
