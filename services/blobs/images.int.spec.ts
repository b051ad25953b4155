import { readFile } from 'node:fs/promises';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { blackPng } from '../../infra/testing/fixtures/images/blackPng.js';
import { imageFixtures, phpPayload, quadrantColours } from '../../infra/testing/fixtures/images/index.js';
import { imageMessages } from './imageMessages.js';
import { decodeImageDataUrl, imageLimits, type ImageKind, processImage, type ProcessedImage } from './images.js';

type Rgb = readonly [number, number, number];

const fixture = (name: keyof typeof imageFixtures) => readFile(imageFixtures[name]);

async function accepted(bytes: Buffer, kind: ImageKind = 'photo') {
  const result = await processImage(bytes, { kind });
  if (!result.ok) throw new Error(`expected the image to be accepted, got ${result.code}: ${result.reason}`);
  return result;
}

async function refused(bytes: Buffer, kind: ImageKind = 'photo') {
  const result = await processImage(bytes, { kind });
  if (result.ok) throw new Error('expected the image to be refused');
  return result;
}

/** RGB at the centre of each quadrant of an encoded image, as displayed. */
async function corners(bytes: Buffer): Promise<Record<keyof typeof quadrantColours, Rgb>> {
  const { data, info } = await sharp(bytes).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  const at = (fx: number, fy: number): Rgb => {
    const i = (Math.floor(info.height * fy) * info.width + Math.floor(info.width * fx)) * 3;
    return [data[i]!, data[i + 1]!, data[i + 2]!];
  };
  return { topLeft: at(0.25, 0.25), topRight: at(0.75, 0.25), bottomLeft: at(0.25, 0.75), bottomRight: at(0.75, 0.75) };
}

function expectColour(actual: Rgb, expected: Rgb): void {
  actual.forEach((channel, i) => expect(Math.abs(channel - expected[i]!), `channel ${i} of ${actual} vs ${expected}`).toBeLessThanOrEqual(12));
}

/** Whether a TIFF/EXIF block (as sharp's metadata returns it) points to a GPS IFD holding any tags. */
function exifHasGps(exif: Buffer | undefined): boolean {
  if (!exif) return false;
  const tiff = exif.subarray(exif.indexOf('Exif\0\0') === 0 ? 6 : 0);
  const little = tiff.toString('latin1', 0, 2) === 'II';
  const u16 = (at: number) => (little ? tiff.readUInt16LE(at) : tiff.readUInt16BE(at));
  const u32 = (at: number) => (little ? tiff.readUInt32LE(at) : tiff.readUInt32BE(at));
  const ifd0 = u32(4);
  for (let entry = 0; entry < u16(ifd0); entry++) {
    const at = ifd0 + 2 + entry * 12;
    if (u16(at) === 0x8825) return u16(u32(at + 8)) > 0;
  }
  return false;
}

function expectStoredShape(result: Extract<ProcessedImage, { ok: true }>, contentType: 'image/jpeg' | 'image/png'): void {
  expect(result.image.contentType).toBe(contentType);
  expect(result.thumbnail.contentType).toBe('image/jpeg');
}

describe('processImage: accepted photos', () => {
  it('applies EXIF orientation and strips EXIF with GPS, and the ICC profile, from a JPEG', async () => {
    const input = await fixture('orientedGpsJpeg');
    const before = await sharp(input).metadata();
    expect(before.orientation).toBe(6);
    expect(exifHasGps(before.exif)).toBe(true);
    expect(before.exif?.includes('FixtureCam')).toBe(true);

    const result = await accepted(input);
    expectStoredShape(result, 'image/jpeg');
    const after = await sharp(result.image.bytes).metadata();
    expect(after).toMatchObject({ format: 'jpeg', width: 48, height: 64 });
    expect(after.exif).toBeUndefined();
    expect(after.xmp).toBeUndefined();
    expect(after.iptc).toBeUndefined();
    expect(after.icc).toBeUndefined();
    expect(after.orientation).toBeUndefined();
    expect(exifHasGps(after.exif)).toBe(false);
    expect(result.image.bytes.includes('FixtureCam')).toBe(false);

    // Turned 90° clockwise: what was bottom-left is now top-left.
    const shown = await corners(result.image.bytes);
    expectColour(shown.topLeft, quadrantColours.bottomLeft);
    expectColour(shown.topRight, quadrantColours.topLeft);
    expectColour(shown.bottomLeft, quadrantColours.bottomRight);
    expectColour(shown.bottomRight, quadrantColours.topRight);
  });

  it('converts a HEIC (HEVC) to JPEG, applying its irot rotation', async () => {
    const input = await fixture('heic');
    const result = await accepted(input);
    expectStoredShape(result, 'image/jpeg');
    expect(await sharp(result.image.bytes).metadata()).toMatchObject({ format: 'jpeg', width: 48, height: 64 });
    const shown = await corners(result.image.bytes);
    expectColour(shown.topLeft, quadrantColours.bottomLeft);
    expectColour(shown.topRight, quadrantColours.topLeft);
    expectColour(shown.bottomLeft, quadrantColours.bottomRight);
    expectColour(shown.bottomRight, quadrantColours.topRight);
  });

  it('converts a PNG photo to JPEG, transparent areas on white', async () => {
    const result = await accepted(await fixture('transparentPng'));
    expectStoredShape(result, 'image/jpeg');
    expect(await sharp(result.image.bytes).metadata()).toMatchObject({ format: 'jpeg', width: 64, height: 48, hasAlpha: false });
    const shown = await corners(result.image.bytes);
    expectColour(shown.topLeft, quadrantColours.topLeft);
    expectColour(shown.bottomRight, [255, 255, 255]);
  });

  it('converts a WebP photo to JPEG', async () => {
    const result = await accepted(await fixture('webp'));
    expect(await sharp(result.image.bytes).metadata()).toMatchObject({ format: 'jpeg', width: 64, height: 48 });
    expectColour((await corners(result.image.bytes)).topRight, quadrantColours.topRight);
  });

  it('stores licence images as JPEG too', async () => {
    const result = await accepted(await fixture('transparentPng'), 'licence');
    expectStoredShape(result, 'image/jpeg');
  });

  it('keeps a signature as PNG with its transparency, and gives it a JPEG thumbnail', async () => {
    const result = await accepted(await fixture('signaturePng'), 'signature');
    expectStoredShape(result, 'image/png');
    expect(await sharp(result.image.bytes).metadata()).toMatchObject({ format: 'png', width: 300, height: 150, hasAlpha: true });
    expect(await sharp(result.thumbnail.bytes).metadata()).toMatchObject({ format: 'jpeg', hasAlpha: false });
  });

  it('scales the stored image to 4096 px and the thumbnail to 400 px on the long edge, never enlarging', async () => {
    const wide = await sharp({ create: { width: 5000, height: 1000, channels: 3, background: '#336699' } }).jpeg().toBuffer();
    const result = await accepted(wide);
    expect(result.image).toMatchObject({ width: 4096, height: 819 });
    expect(result.thumbnail).toMatchObject({ width: 400, height: 80 });
    expect(await sharp(result.thumbnail.bytes).metadata()).toMatchObject({ format: 'jpeg', width: 400, height: 80 });

    const small = await accepted(await fixture('webp'));
    expect(small.image).toMatchObject({ width: 64, height: 48 });
    expect(small.thumbnail).toMatchObject({ width: 64, height: 48 });
  });

  it('drops XMP, which can carry a location too', async () => {
    const xmp = '<x:xmpmeta xmlns:x="adobe:ns:meta/"><rdf:RDF xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#"><rdf:Description xmlns:exif="http://ns.adobe.com/exif/1.0/" exif:GPSLatitude="37,48.6S"/></rdf:RDF></x:xmpmeta>';
    const input = await sharp(await fixture('webp')).jpeg().withXmp(xmp).toBuffer();
    expect((await sharp(input).metadata()).xmp).toBeDefined();
    const result = await accepted(input);
    expect((await sharp(result.image.bytes).metadata()).xmp).toBeUndefined();
    expect(result.image.bytes.includes('GPSLatitude')).toBe(false);
  });

  it('accepts a data URL image once decoded, the same way as an upload', async () => {
    const png = await fixture('signaturePng');
    const decoded = decodeImageDataUrl(`data:image/png;base64,${png.toString('base64')}`, 'signature');
    if ('error' in decoded) throw new Error(decoded.error);
    expectStoredShape(await accepted(decoded.bytes, 'signature'), 'image/png');
  });
});

describe('processImage: refused input', () => {
  it('refuses a text file named photo.jpg with the spec message for photos, and for licences', async () => {
    const text = await fixture('textNamedJpg');
    expect(await refused(text, 'photo')).toEqual({ ok: false, code: 'NOT_AN_IMAGE', reason: imageMessages.notAnImage.photo });
    expect(await refused(text, 'licence')).toEqual({
      ok: false,
      code: 'NOT_AN_IMAGE',
      reason: "Please upload only images for driver's license",
    });
  });

  it('refuses a JPEG with a PHP payload after its end', async () => {
    const input = await fixture('phpAppendedJpeg');
    expect(input.includes(phpPayload)).toBe(true);
    expect(await refused(input)).toEqual({ ok: false, code: 'TRAILING_DATA', reason: 'File contains data after the end of the image' });
  });

  it('refuses data appended to a PNG, a WebP and a HEIC as well', async () => {
    for (const name of ['transparentPng', 'webp', 'heic'] as const) {
      const result = await refused(Buffer.concat([await fixture(name), Buffer.from(phpPayload)]));
      expect(result.code, name).toBe('TRAILING_DATA');
    }
  });

  it('refuses a 20000×20000 PNG from its header, without allocating the 400-megapixel raster', async () => {
    const input = await fixture('pixelFloodPng');
    expect(input.length).toBeLessThan(100 * 1024);
    expect(await sharp(input, { limitInputPixels: false }).metadata()).toMatchObject({ width: 20_000, height: 20_000 });
    global.gc?.();
    const rssBefore = process.memoryUsage().rss;
    const result = await refused(input);
    const grewBy = process.memoryUsage().rss - rssBefore;
    expect(result).toEqual({ ok: false, code: 'TOO_MANY_PIXELS', reason: imageMessages.tooManyPixels });
    expect(grewBy).toBeLessThan(300 * 1024 * 1024);
  });

  it('refuses over 50 megapixels, and over 12000 px on either side, but takes 12000 px exactly', async () => {
    expect((await refused(blackPng(8000, 6400))).code).toBe('TOO_MANY_PIXELS'); // 51.2 MP
    expect((await refused(blackPng(12_001, 8))).code).toBe('TOO_MANY_PIXELS');
    expect((await refused(blackPng(8, 12_001))).code).toBe('TOO_MANY_PIXELS');
    expect((await accepted(blackPng(12_000, 8))).image).toMatchObject({ width: 4096, height: 3 });
  });

  it('refuses a truncated JPEG as an unsupported format', async () => {
    expect(await refused(await fixture('truncatedJpeg'))).toEqual({ ok: false, code: 'UNSUPPORTED', reason: imageMessages.unsupported });
  });

  it('refuses a file whose header passes but whose pixels do not decode, without throwing', async () => {
    const png = await fixture('transparentPng');
    const corrupt = Buffer.from(png);
    const idat = corrupt.indexOf('IDAT');
    corrupt.fill(0x55, idat + 4, idat + 20); // scramble the deflate stream, keep the chunk layout
    expect(await refused(corrupt)).toEqual({ ok: false, code: 'UNSUPPORTED', reason: imageMessages.unsupported });

    const heic = await fixture('heic');
    const badHeic = Buffer.from(heic);
    badHeic.fill(0, heic.indexOf('hvcC') + 20, heic.indexOf('hvcC') + 60); // break the HEVC parameter sets
    expect((await refused(badHeic)).code).toBe('UNSUPPORTED');
  });

  it('refuses AVIF, which is not among the accepted types', async () => {
    expect((await refused(await fixture('avif'))).code).toBe('NOT_AN_IMAGE');
  });

  it('refuses a file over 100 MB with the spec message, before looking inside', async () => {
    const huge = Buffer.alloc(imageLimits.maxFileBytes + 1);
    huge.set([0xff, 0xd8, 0xff], 0);
    expect(await refused(huge)).toEqual({ ok: false, code: 'TOO_LARGE', reason: 'File is too large. Please use photos/videos smaller than 100MB.' });
  });

  it('refuses empty input', async () => {
    expect((await refused(Buffer.alloc(0))).code).toBe('NOT_AN_IMAGE');
  });

  it('throws on an unknown kind: that is a caller’s bug, not bad input', async () => {
    await expect(processImage(await fixture('webp'), { kind: 'avatar' as ImageKind })).rejects.toThrow('Unknown image kind');
  });
});
