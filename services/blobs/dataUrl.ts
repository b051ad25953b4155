import { imageLimits } from './imageLimits.js';
import { type ImageKind, imageMessages } from './imageMessages.js';
import { type ImageType, sniffImageType } from './sniff.js';

const HEADER = /^data:image\/(?:jpeg|png|webp|heic|heif);base64,/;
const BASE64 = /^[A-Za-z0-9+/]*={0,2}$/;

/**
 * The bytes of an image data URL (licence photos and signature drawings arrive this way).
 * The declared subtype only gates the syntax; the type that counts is sniffed from the bytes,
 * which still go through `processImage` before anything is stored.
 */
export function decodeImageDataUrl(
  dataUrl: string,
  kind: ImageKind = 'photo',
): { bytes: Buffer; type: ImageType } | { error: string } {
  if (typeof dataUrl !== 'string') return { error: imageMessages.notAnImage[kind] };
  const header = HEADER.exec(dataUrl.slice(0, 64));
  if (!header) return { error: imageMessages.notAnImage[kind] };
  const payload = dataUrl.slice(header[0].length);
  if (payload.length > imageLimits.maxDataUrlChars) return { error: imageMessages.tooLarge };
  if (payload.length % 4 !== 0 || !BASE64.test(payload)) return { error: imageMessages.notAnImage[kind] };
  const bytes = Buffer.from(payload, 'base64');
  const type = sniffImageType(bytes);
  if (!type) return { error: imageMessages.notAnImage[kind] };
  return { bytes, type };
}
