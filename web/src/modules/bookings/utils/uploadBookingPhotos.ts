import { markOwnChange } from './ownChanges';
export interface UploadedPhoto {
  url: string;
  path: string;
  thumbnailUrl: string;
}

export interface PhotoUploadResult {
  uploaded: UploadedPhoto[];
  failed: { filename: string; reason: string }[];
  /** The booking's version after the upload. */
  version: number;
}

/**
 * POST /api/bookings/{id}/photos (spec 000 §7) through XMLHttpRequest, which reports upload
 * progress (fetch does not). Rejects with the server's `message` when nothing could be stored.
 */
export function uploadBookingPhotos(
  bookingId: string,
  photoType: 'before' | 'after',
  files: readonly File[],
  onProgress: (percent: number) => void,
): Promise<PhotoUploadResult> {
  markOwnChange(bookingId);
  const body = new FormData();
  for (const file of files) body.append('photos', file, file.name);
  body.append('photoType', photoType);
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', `/api/bookings/${encodeURIComponent(bookingId)}/photos`);
    xhr.withCredentials = true;
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(Math.round((event.loaded / event.total) * 100));
    };
    xhr.onerror = () => reject(new Error('Failed to upload photos to storage'));
    xhr.onabort = () => reject(new Error('Upload cancelled'));
    xhr.onload = () => {
      let json: Partial<PhotoUploadResult> & { message?: string } = {};
      try {
        json = JSON.parse(xhr.responseText);
      } catch {
        // a proxy's HTML error page: fall through to the generic message
      }
      if (xhr.status < 200 || xhr.status >= 300) {
        reject(new Error(json.message || 'Failed to upload photos to storage'));
        return;
      }
      resolve({ uploaded: json.uploaded ?? [], failed: json.failed ?? [], version: Number(json.version) });
    };
    xhr.send(body);
  });
}
