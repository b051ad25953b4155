import { LOGO_MAX_BYTES, settingsMessages as m } from '@detailing/schema';
import sharp from 'sharp';
import type { BlobContentType } from '../blobs/BlobStore.js';
import { decodeImageDataUrl, processImage } from '../blobs/images.js';
import { ValidationError } from '../platform/errors.js';

/** The logo and the login icon are shown small (the portal header, the login gate); a phone need not fetch more pixels than this. */
export const LOGO_LONG_EDGE = 640;

const refuse = (message: string, path = 'logoUrl') => new ValidationError(message, [{ path, message }]);

/** Where a refusal is reported, and what it says of a file too large. */
export interface SettingsImageField {
  path: string;
  tooLarge: string;
}

export const LOGO_IMAGE: SettingsImageField = { path: 'logoUrl', tooLarge: m.logoTooLarge };
export const LOGIN_ICON_IMAGE: SettingsImageField = { path: 'loginIcon', tooLarge: m.loginIconTooLarge };

/**
 * An uploaded logo (or login icon) as clean bytes to store, through the image pipeline: type sniffed from the
 * content, structure checked, re-encoded without metadata. It is rendered as PNG (the pipeline's
 * signature rendering), so a transparent logo stays transparent, then scaled down to `LOGO_LONG_EDGE`.
 */
export async function logoImage(bytes: Buffer, field: SettingsImageField): Promise<{ bytes: Buffer; contentType: BlobContentType }> {
  const { path, tooLarge } = field;
  if (bytes.length > LOGO_MAX_BYTES) throw refuse(tooLarge, path);
  const processed = await processImage(bytes, { kind: 'signature' });
  if (!processed.ok) throw refuse(processed.code === 'NOT_AN_IMAGE' || processed.code === 'UNSUPPORTED' ? m.logoImageOnly : processed.reason, path);
  const { image } = processed;
  if (Math.max(image.width, image.height) <= LOGO_LONG_EDGE) return { bytes: image.bytes, contentType: image.contentType };
  const smaller = await sharp(image.bytes)
    .resize({ width: LOGO_LONG_EDGE, height: LOGO_LONG_EDGE, fit: 'inside', withoutEnlargement: true })
    .png({ compressionLevel: 9 })
    .toBuffer();
  return { bytes: smaller, contentType: 'image/png' };
}

/** A logo (or login icon) sent as a data URL (`data:image/png;base64,...`). */
export async function logoFromDataUrl(dataUrl: string, field: SettingsImageField): Promise<{ bytes: Buffer; contentType: BlobContentType }> {
  // Base64 is 4 characters for 3 bytes: a longer text is refused before it is decoded.
  if (dataUrl.length > Math.ceil(LOGO_MAX_BYTES / 3) * 4 + 100) throw refuse(field.tooLarge, field.path);
  const decoded = decodeImageDataUrl(dataUrl.replace(/\s/g, ''), 'photo');
  if ('error' in decoded) throw refuse(m.logoImageOnly, field.path);
  return logoImage(decoded.bytes, field);
}
