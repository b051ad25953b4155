import { catalogMessages } from '@detailing/schema';
import type { BlobContentType } from '../blobs/BlobStore.js';
import { decodeImageDataUrl, processImage } from '../blobs/images.js';
import { DomainError } from '../platform/errors.js';

const refuse = (message: string) => new DomainError('BAD_USER_INPUT', message, [{ path: 'serviceImage', message }]);

/**
 * An uploaded service picture as clean bytes to store, through the same image pipeline as
 * booking photos: type sniffed from the content, structure checked, re-encoded without metadata.
 */
export async function imageFromDataUrl(dataUrl: string): Promise<{ bytes: Buffer; contentType: BlobContentType }> {
  const decoded = decodeImageDataUrl(dataUrl.replace(/\s/g, ''), 'photo');
  if ('error' in decoded) throw refuse(catalogMessages.imageOnly);
  const processed = await processImage(decoded.bytes, { kind: 'photo' });
  if (!processed.ok) throw refuse(processed.code === 'NOT_AN_IMAGE' || processed.code === 'UNSUPPORTED' ? catalogMessages.imageOnly : processed.reason);
  return processed.image;
}
