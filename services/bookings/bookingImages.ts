import type { StoredPhoto } from '@detailing/schema';
import type { BlobStore } from '../blobs/BlobStore.js';
import { imageMessages } from '../blobs/imageMessages.js';
import { decodeImageDataUrl, processImage } from '../blobs/images.js';
import { ValidationError } from '../platform/errors.js';
import { type PhotoReference, photoReference } from './queries.js';

/** A photo as an upload hands it over: read one at a time, so a large upload never sits in memory whole. */
export interface UploadedFile {
  filename: string;
  /** Cut off at the size limit: refused. */
  truncated: boolean;
  read(): Promise<Buffer>;
}

export interface UploadOutcome {
  stored: StoredPhoto[];
  uploaded: PhotoReference[];
  failed: { filename: string; reason: string }[];
}

/** Each file on its own: real images are cleaned, stored with a thumbnail and reported; the rest fail with a reason. */
export async function storePhotos(blobs: BlobStore, files: UploadedFile[], pathFor: (blobId: string) => string): Promise<UploadOutcome> {
  const outcome: UploadOutcome = { stored: [], uploaded: [], failed: [] };
  for (const file of files) {
    if (file.truncated) {
      outcome.failed.push({ filename: file.filename, reason: imageMessages.tooLarge });
      continue;
    }
    const processed = await processImage(await file.read(), { kind: 'photo' });
    if (!processed.ok) {
      outcome.failed.push({ filename: file.filename, reason: processed.reason });
      continue;
    }
    const image = await blobs.put(processed.image.bytes, processed.image.contentType);
    const thumbnail = await blobs.put(processed.thumbnail.bytes, processed.thumbnail.contentType);
    const photo: StoredPhoto = { path: pathFor(image.id), blobId: image.id, thumbnailBlobId: thumbnail.id };
    if (outcome.stored.some((p) => p.path === photo.path)) continue; // the same picture twice in one upload
    outcome.stored.push(photo);
    outcome.uploaded.push(photoReference(photo));
  }
  return outcome;
}

/** A licence image or signature drawing sent as a data URL, cleaned and stored; its blob id. */
export async function storeImage(blobs: BlobStore, dataUrl: string, kind: 'licence' | 'signature', field: string): Promise<string> {
  const refuse = (message: string): never => {
    throw new ValidationError(message, [{ path: field, message }]);
  };
  const decoded = decodeImageDataUrl(dataUrl, kind);
  if ('error' in decoded) return refuse(decoded.error);
  const processed = await processImage(decoded.bytes, { kind });
  if (!processed.ok) return refuse(processed.reason);
  return (await blobs.put(processed.image.bytes, processed.image.contentType)).id;
}
