import sharp, { type Sharp } from 'sharp';
import { decodeHeic } from './heic.js';
import { imageLimits } from './imageLimits.js';
import { findStructureProblem } from './imageStructure.js';
import { type ImageKind, imageMessages } from './imageMessages.js';
import { sniffImageType } from './sniff.js';

export { decodeImageDataUrl } from './dataUrl.js';
export { imageLimits } from './imageLimits.js';
export type { ImageKind } from './imageMessages.js';

export type ImageRejection = 'TOO_LARGE' | 'NOT_AN_IMAGE' | 'TRAILING_DATA' | 'TOO_MANY_PIXELS' | 'UNSUPPORTED';

export interface EncodedImage {
  bytes: Buffer;
  contentType: 'image/jpeg' | 'image/png';
  width: number;
  height: number;
}

export type ProcessedImage =
  | { ok: true; image: EncodedImage; thumbnail: EncodedImage }
  | { ok: false; code: ImageRejection; reason: string };

/**
 * Turns an upload into what we store: a re-encoded image with EXIF orientation applied and
 * every piece of metadata (EXIF with GPS, XMP, IPTC, ICC) dropped, plus a 400 px JPEG
 * thumbnail. Photos and licences become JPEG, signatures stay PNG, HEIC becomes JPEG.
 * Bad input is a value, never a throw: wrong type, bytes after the image's end, a pixel
 * flood, over 100 MB, or anything the decoder cannot read.
 */
export async function processImage(bytes: Buffer, options: { kind: ImageKind }): Promise<ProcessedImage> {
  if (!Object.hasOwn(imageMessages.notAnImage, options.kind)) throw new Error(`Unknown image kind: ${String(options.kind)}`);
  if (bytes.length > imageLimits.maxFileBytes) return rejected('TOO_LARGE', imageMessages.tooLarge);
  const type = sniffImageType(bytes);
  if (!type) return rejected('NOT_AN_IMAGE', imageMessages.notAnImage[options.kind]);
  const problem = findStructureProblem(type, bytes);
  if (problem === 'trailing-data') return rejected('TRAILING_DATA', imageMessages.trailingData);
  if (problem === 'malformed') return rejected('UNSUPPORTED', imageMessages.unsupported);

  try {
    const input = type === 'heic' ? await heicInput(bytes) : await encodedInput(bytes);
    if (input === 'too-many-pixels') return rejected('TOO_MANY_PIXELS', imageMessages.tooManyPixels);
    const image = await render(input, options.kind);
    const thumbnail = await toJpeg(
      sharp(image.bytes).resize({ width: imageLimits.thumbnailLongEdge, height: imageLimits.thumbnailLongEdge, fit: 'inside', withoutEnlargement: true }),
      80,
    );
    return { ok: true, image, thumbnail };
  } catch {
    // Whatever libvips or libheif could not decode is, to the user, an unsupported file.
    return rejected('UNSUPPORTED', imageMessages.unsupported);
  }
}

function withinLimits(width: number, height: number): boolean {
  return width > 0 && height > 0 && width <= imageLimits.maxSide && height <= imageLimits.maxSide && width * height <= imageLimits.maxPixels;
}

async function encodedInput(bytes: Buffer): Promise<Sharp | 'too-many-pixels'> {
  // metadata() reads the header only; the limit below is a second guard for the decode itself.
  const { width, height } = await sharp(bytes, { limitInputPixels: false }).metadata();
  if (!withinLimits(width, height)) return 'too-many-pixels';
  return sharp(bytes, { limitInputPixels: imageLimits.maxPixels, failOn: 'error', sequentialRead: true }).autoOrient();
}

async function heicInput(bytes: Buffer): Promise<Sharp | 'too-many-pixels'> {
  const raw = await decodeHeic(bytes, withinLimits); // libheif applies the file's irot/imir itself
  if (!raw) return 'too-many-pixels';
  return sharp(raw.data, { raw: { width: raw.width, height: raw.height, channels: 4 }, limitInputPixels: imageLimits.maxPixels });
}

async function render(input: Sharp, kind: ImageKind): Promise<EncodedImage> {
  const resized = input.resize({ width: imageLimits.maxLongEdge, height: imageLimits.maxLongEdge, fit: 'inside', withoutEnlargement: true });
  switch (kind) {
    case 'signature': {
      const { data, info } = await resized.png({ compressionLevel: 9 }).toBuffer({ resolveWithObject: true });
      return { bytes: data, contentType: 'image/png', width: info.width, height: info.height };
    }
    case 'photo':
    case 'licence':
      return toJpeg(resized, 85);
    default: {
      const unhandled: never = kind;
      throw new Error(`Unknown image kind ${String(unhandled)}`);
    }
  }
}

/** sharp writes no metadata unless asked to, so re-encoding is what strips it. */
async function toJpeg(pipeline: Sharp, quality: number): Promise<EncodedImage> {
  const { data, info } = await pipeline.flatten({ background: '#ffffff' }).jpeg({ quality }).toBuffer({ resolveWithObject: true });
  return { bytes: data, contentType: 'image/jpeg', width: info.width, height: info.height };
}

function rejected(code: ImageRejection, reason: string): ProcessedImage {
  return { ok: false, code, reason };
}
