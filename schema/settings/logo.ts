import { z } from 'zod';
import { text } from '../fields.js';
import { MAX_LENGTH } from '../limits.js';
import { settingsFieldNames as names, settingsMessages as m } from './messages.js';

/** Logo (001 §3): where the company logo is served, and the name of the file it came from; '' when none. */
export interface Logo {
  logoUrl: string;
  logoName: string;
}

export const noLogo: Logo = { logoUrl: '', logoName: '' };

/** Bytes of an uploaded logo (001 §2 advises 2MB; this is the hard stop). */
export const LOGO_MAX_BYTES = 8 * 1024 * 1024;

/** An image field of a settings save: a data URL or URL (trimmed), null to remove (empty too), undefined to keep. */
export const imageReference = () =>
  z
    .string({ error: m.logoImageOnly })
    .nullish()
    .transform((v) => (v === undefined ? undefined : v === null || v.trim() === '' ? null : v.trim()));

/**
 * `POST /api/settings/logo` (001 §7) as JSON. `logoUrl`: an image data URL to store, the URL the
 * logo is served at now (kept), or empty/null to remove it; left out keeps the image. `logoName`
 * left out keeps the name, unless the image changes. The bytes are judged by the server.
 */
export const SaveLogoInput = z.object({
  logoUrl: imageReference(),
  logoName: text({ label: names.logoName, max: MAX_LENGTH.NAME })
    .nullish()
    .transform((v) => (v === undefined ? undefined : (v ?? ''))),
});
export type SaveLogoInput = z.output<typeof SaveLogoInput>;
