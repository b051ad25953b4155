import { z } from 'zod';
import { text } from '../fields.js';
import { MAX_LENGTH } from '../limits.js';
import { imageReference } from './logo.js';
import { settingsFieldNames as names, settingsMessages as m } from './messages.js';

/**
 * `POST /api/settings/branding` (001 §7) as JSON. `companyName`: required, not blank; left out
 * keeps it. `loginIcon`: an image data URL to store, the URL the icon is served at now (kept), or
 * empty/null to remove it; left out keeps it. `loginIconName` left out keeps the name, unless the
 * image changes. The bytes are judged by the server.
 */
export const SaveBrandingInput = z.object({
  companyName: text({ label: names.companyName, max: MAX_LENGTH.NAME }, { notText: m.companyNameRequired })
    .min(1, { error: m.companyNameRequired })
    .optional(),
  loginIcon: imageReference(),
  loginIconName: text({ label: names.loginIconName, max: MAX_LENGTH.NAME })
    .nullish()
    .transform((v) => (v === undefined ? undefined : (v ?? ''))),
});
export type SaveBrandingInput = z.output<typeof SaveBrandingInput>;
