import { describe, expect, it } from 'vitest';
import { decodeImageDataUrl } from './dataUrl.js';
import { imageLimits } from './imageLimits.js';
import { imageMessages } from './imageMessages.js';

const PNG_HEAD = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52]);
const JPEG_HEAD = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 16, 0x4a, 0x46]);
const url = (subtype: string, bytes: Buffer) => `data:image/${subtype};base64,${bytes.toString('base64')}`;

describe('decodeImageDataUrl', () => {
  it('returns the bytes of a PNG data URL, as a signature canvas produces', () => {
    const result = decodeImageDataUrl(url('png', PNG_HEAD), 'signature');
    expect(result).toEqual({ bytes: PNG_HEAD, type: 'png' });
  });

  it.each(['jpeg', 'png', 'webp', 'heic', 'heif'])('accepts the declared subtype image/%s', (subtype) => {
    expect(decodeImageDataUrl(url(subtype, JPEG_HEAD))).toMatchObject({ type: 'jpeg' });
  });

  it('judges by content: a JPEG declared as PNG is a JPEG', () => {
    expect(decodeImageDataUrl(url('png', JPEG_HEAD))).toMatchObject({ type: 'jpeg' });
  });

  it('refuses text declared as an image with the kind’s message', () => {
    const text = Buffer.from('not an image at all');
    expect(decodeImageDataUrl(url('jpeg', text), 'licence')).toEqual({ error: imageMessages.notAnImage.licence });
    expect(decodeImageDataUrl(url('jpeg', text), 'photo')).toEqual({ error: imageMessages.notAnImage.photo });
  });

  it('refuses other media types and other encodings', () => {
    for (const dataUrl of [
      url('svg+xml', Buffer.from('<svg/>')),
      url('gif', Buffer.from('GIF89a')),
      `data:text/plain;base64,${JPEG_HEAD.toString('base64')}`,
      `data:image/jpeg,${JPEG_HEAD.toString('latin1')}`,
      `DATA:IMAGE/JPEG;BASE64,${JPEG_HEAD.toString('base64')}`,
      JPEG_HEAD.toString('base64'),
      '',
    ]) {
      expect(decodeImageDataUrl(dataUrl, 'licence')).toEqual({ error: imageMessages.notAnImage.licence });
    }
  });

  it('refuses a payload that is not strict base64 instead of silently skipping characters', () => {
    const payload = JPEG_HEAD.toString('base64');
    expect(decodeImageDataUrl(`data:image/jpeg;base64,${payload.slice(0, 4)}!${payload.slice(5)}`)).toHaveProperty('error');
    expect(decodeImageDataUrl(`data:image/jpeg;base64,${payload} `)).toHaveProperty('error');
    expect(decodeImageDataUrl(`data:image/jpeg;base64,${payload.slice(0, -1)}`)).toHaveProperty('error');
  });

  it('refuses a payload over the 150 MB base64 cap as too large, before decoding it', () => {
    const payload = 'A'.repeat(imageLimits.maxDataUrlChars + 4);
    expect(decodeImageDataUrl(`data:image/png;base64,${payload}`)).toEqual({ error: imageMessages.tooLarge });
  });

  it('never throws on a value that is not a string', () => {
    expect(decodeImageDataUrl(42 as unknown as string)).toHaveProperty('error');
    expect(decodeImageDataUrl(null as unknown as string)).toHaveProperty('error');
  });
});
