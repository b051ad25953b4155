/** Spec 000 §5, §9: at most 10 photos per upload. */
export const MAX_PHOTOS_PER_UPLOAD = 10;

/** Spec 000 §5: images, or names ending .heic, .heif, .jpg or .jpeg (phones often send no type). */
export function isAcceptedPhotoFile(file: { name: string; type: string }): boolean {
  return file.type.startsWith('image/') || /\.(heic|heif|jpe?g)$/i.test(file.name);
}

export const invalidPhotoTypeToast = {
  title: 'Invalid file type',
  description: 'Please upload JPG, JPEG, PNG, or HEIC image files only.',
  variant: 'destructive',
} as const;

export const tooManyPhotosToast = {
  title: 'Too many photos',
  description: 'Please select 10 photos or fewer at a time...',
  variant: 'destructive',
} as const;

export const licenceImageOnlyToast = {
  title: 'Invalid file type',
  description: "Please upload only images for driver's license",
  variant: 'destructive',
} as const;

/** Some files of an upload were refused while others were stored (000 §8). */
export const someUploadsFailedToast = (count: number) =>
  ({
    title: 'Upload failed',
    description: `Some uploads failed: ${count} photos failed to upload. Please try again.`,
    variant: 'destructive',
  }) as const;
