import sharp from 'sharp';
import { catalogMessages } from '@detailing/schema';
import type { BlobContentType } from '../blobs/BlobStore.js';
import { DomainError } from '../platform/errors.js';

const DATA_URL = /^data:image\/[a-z0-9.+-]+;base64,([A-Za-z0-9+/]+={0,2})$/i;
// A service image is a card picture: anything bigger than this is a decompression bomb, not a photo.
const MAX_PIXELS = 40_000_000;

/** JPEG, PNG and WebP by their first bytes, whatever the data URL or a file name claims. */
export function sniffImage(bytes: Buffer): BlobContentType | null {
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'image/jpeg';
  if (bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) return 'image/png';
  if (bytes.subarray(0, 4).toString('latin1') === 'RIFF' && bytes.subarray(8, 12).toString('latin1') === 'WEBP') return 'image/webp';
  return null;
}

const notAnImage = () => new DomainError('BAD_USER_INPUT', catalogMessages.imageOnly, [{ path: 'serviceImage', message: catalogMessages.imageOnly }]);

/**
 * An uploaded image data URL as clean bytes to store: the type sniffed from the content, then
 * decoded and written again, which drops location metadata and anything appended to the file.
 */
export async function imageFromDataUrl(dataUrl: string): Promise<{ bytes: Buffer; contentType: BlobContentType }> {
  const match = DATA_URL.exec(dataUrl.replace(/\s/g, ''));
  if (!match) throw notAnImage();
  const contentType = sniffImage(Buffer.from(match[1]!.slice(0, 24), 'base64'));
  if (!contentType) throw notAnImage();
  try {
    const image = sharp(Buffer.from(match[1]!, 'base64'), { limitInputPixels: MAX_PIXELS, failOn: 'error' }).rotate();
    const bytes =
      contentType === 'image/jpeg'
        ? await image.jpeg({ quality: 90 }).toBuffer()
        : contentType === 'image/png'
          ? await image.png().toBuffer()
          : await image.webp({ quality: 90 }).toBuffer();
    return { bytes, contentType };
  } catch {
    throw notAnImage();
  }
}
